ALTER TABLE "numbers" ADD COLUMN "card_authors" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
-- Profile cards no longer keep authors' names; card_authors holds their ids and the lookup joins
-- current names (docs/decisions/015-card-freshness-and-lookup.md). Rebuild every card once.
update numbers n set card = json_build_object(
  'contacts', (select coalesce(json_agg(json_build_object('first', nn.first_name, 'last', nn.last_name, 'hash', nn.name_hash,
        'count', nn.count, 'likes', nn.likes, 'dislikes', nn.dislikes)), '[]')
     from (select * from number_names where number_id = n.id order by count desc, id limit 10) nn),
  'tags', (select coalesce(json_agg(json_build_object('id', t.id, 'grp', t.grp, 'code', t.code, 'count', nt.count)
        order by nt.count desc, t.id), '[]')
     from number_tags nt join tags t on t.id = nt.tag_id where nt.number_id = n.id),
  'comments', (select coalesce(json_agg(x), '[]') from (
     select 
  c.id, c.parent_id, c.author_id, c.text,
  extract(epoch from c.created_at)::bigint as created, extract(epoch from c.updated_at)::bigint as updated,
  c.likes, c.dislikes, c.comment_ups, c.thread_count, c.is_pinned, c.hidden_by,
  extract(epoch from c.hidden_until)::bigint as hidden_until from comments c
     where c.number_id = n.id and c.parent_id is null and not c.is_pinned
     order by c.interest desc, c.id desc limit 10) x),
  'pinned', (select row_to_json(x) from (
     select 
  c.id, c.parent_id, c.author_id, c.text,
  extract(epoch from c.created_at)::bigint as created, extract(epoch from c.updated_at)::bigint as updated,
  c.likes, c.dislikes, c.comment_ups, c.thread_count, c.is_pinned, c.hidden_by,
  extract(epoch from c.hidden_until)::bigint as hidden_until from comments c
     where c.number_id = n.id and c.parent_id is null and c.is_pinned
     order by c.id desc limit 1) x)), card_authors = array(select distinct x.author_id from (
     (select c.author_id from comments c where c.number_id = n.id and c.parent_id is null and not c.is_pinned and c.author_id is not null
       order by c.interest desc, c.id desc limit 10)
     union all
     (select c.author_id from comments c where c.number_id = n.id and c.parent_id is null and c.is_pinned and c.author_id is not null
       order by c.id desc limit 1)) x) where true;
