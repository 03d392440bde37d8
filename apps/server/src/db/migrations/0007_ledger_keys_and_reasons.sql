-- Ledger movements get a unique idempotency key and a checked reason (docs/decisions/012-ledger.md).
-- Existing entries keep a key of their own; reasons outside the list came from the grant CLI.
ALTER TABLE "ledger_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "ledger_entries" SET "idempotency_key" = 'legacy:' || "id";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
UPDATE "ledger_entries" SET "reason" = 'grant' WHERE "reason" NOT IN ('grant', 'comment_up', 'hide_comment', 'paid_search');--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reason" CHECK (reason in ('grant', 'comment_up', 'hide_comment', 'paid_search'));--> statement-breakpoint
-- Profile cards no longer keep authors' names, only their ids; the lookup joins current names
-- (docs/decisions/015-card-freshness-and-lookup.md). Rebuild every card once.
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
     order by c.id desc limit 1) x),
  'authors', (select coalesce(json_agg(distinct x.author_id), '[]') from (
     (select c.author_id from comments c where c.number_id = n.id and c.parent_id is null and not c.is_pinned and c.author_id is not null
       order by c.interest desc, c.id desc limit 10)
     union all
     (select c.author_id from comments c where c.number_id = n.id and c.parent_id is null and c.is_pinned and c.author_id is not null
       order by c.id desc limit 1)) x)) where true;
