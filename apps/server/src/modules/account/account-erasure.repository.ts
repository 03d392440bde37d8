import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchNumber } from '../../db/unit-of-work.js';
import { recountThreads } from '../comments/index.js';

const s = (name: string, text: string): Statement => ({ name, text });

/** A review the author chose to remove: it keeps its place (replies, complaints, the ledger point at it) but nothing of its text. */
const TOMBSTONE = `text = '-', hidden_by = 'deleted', hidden_until = '9999-12-31T00:00:00Z', author_id = null`;

/**
 * What erasing one account does to each table (docs/decisions/023-privacy-deactivation-deletion.md).
 * $1 is the account id; $2 the digits of its number (without +). Personal rows are deleted;
 * records others depend on or the law keeps (orders, ledger, subscription periods, complaints,
 * reports, reviews) stay, pointing at the anonymised account row. A table added later that holds
 * personal data gets its line here (erasure.api.test.ts scans every table of db/schema.ts).
 */
const SQL = {
  // "No key update": erasure changes no key of the row (the number went at deletion), so the lock
  // must not stop the foreign key checks of jobs that hold numbers and then write rows pointing at
  // the account (the rescore's voices); "for update" did, and they deadlocked.
  state: s('erase_state', 'select erase_phone, erase_reviews, erased_at, deleted_at from accounts where id = $1 for no key update'),
  authoredNumbers: s('erase_authored_numbers', 'select distinct number_id as id from comments where author_id = $1'),
  /** The threads the account replied in: their repliers are counted again once its replies lose their author. */
  repliedThreads: s(
    'erase_replied_threads',
    'select distinct parent_id as id from comments where author_id = $1 and parent_id is not null',
  ),
  ownedNumbers: s('erase_owned_numbers', 'update numbers set owner_account_id = null where owner_account_id = $1 returning id'),
  removeReviews: s('erase_remove_reviews', `update comments set ${TOMBSTONE} where author_id = $1`),
  anonymiseReviews: s('erase_anonymise_reviews', 'update comments set author_id = null where author_id = $1'),
  // Signals about others are withdrawn with their counts (as if never given): reactions, names, tags.
  contributedNumbers: s(
    'erase_contributed_numbers',
    `select number_id as id from name_suggestions where account_id = $1
     union select number_id from tag_votes where account_id = $1
     union select number_id from contact_reactions where account_id = $1
     union select c.number_id from comment_reactions r join comments c on c.id = r.comment_id where r.account_id = $1`,
  ),
  reactions: s(
    'erase_reactions',
    `with gone as (delete from comment_reactions where account_id = $1 returning comment_id, kind)
     update comments c set likes = c.likes - g.l, dislikes = c.dislikes - g.d
     from (select comment_id, count(*) filter (where kind = 'LIKE')::int as l, count(*) filter (where kind = 'DISLIKE')::int as d
           from gone group by comment_id) g
     where c.id = g.comment_id`,
  ),
  // Boosts were paid: the comment keeps them (the ledger records the spending); who gave them goes.
  boosts: s('erase_boosts', 'delete from comment_boosts where account_id = $1'),
  commentSubscriptions: s('erase_comment_subscriptions', 'delete from comment_subscriptions where account_id = $1'),
  history: s('erase_history', 'delete from search_history where account_id = $1'),
  viewerMarks: s('erase_viewer_marks', 'delete from viewer_marks where account_id = $1'),
  contactReactions: s(
    'erase_contact_reactions',
    `with gone as (delete from contact_reactions where account_id = $1 returning number_id, name_hash, kind)
     update number_names nn set likes = nn.likes - g.l, dislikes = nn.dislikes - g.d
     from (select number_id, name_hash, count(*) filter (where kind = 'LIKE')::int as l,
             count(*) filter (where kind = 'DISLIKE')::int as d from gone group by number_id, name_hash) g
     where nn.number_id = g.number_id and nn.name_hash = g.name_hash`,
  ),
  nameSuggestions: s(
    'erase_name_suggestions',
    `with gone as (delete from name_suggestions where account_id = $1 returning number_id, name_hash, weight)
     update number_names nn set count = nn.count - g.n, weight = greatest(0, nn.weight - g.w)
     from (select number_id, name_hash, count(*)::int as n, sum(weight) as w from gone group by number_id, name_hash) g
     where nn.number_id = g.number_id and nn.name_hash = g.name_hash`,
  ),
  tagVotes: s(
    'erase_tag_votes',
    `with gone as (delete from tag_votes where account_id = $1 returning number_id, tag_id, weight)
     update number_tags nt set count = nt.count - g.n, weight = greatest(0, nt.weight - g.w)
     from (select number_id, tag_id, count(*)::int as n, sum(weight) as w from gone group by number_id, tag_id) g
     where nt.number_id = g.number_id and nt.tag_id = g.tag_id`,
  ),
  dropEmptyNames: s('erase_drop_empty_names', 'delete from number_names where number_id = any($1::bigint[]) and count <= 0'),
  dropEmptyTags: s('erase_drop_empty_tags', 'delete from number_tags where number_id = any($1::bigint[]) and count <= 0'),
  notes: s('erase_notes', 'delete from notices where account_id = $1'),
  // The contact requests it sent (decision 055): nothing of them stays to link it to the numbers it asked.
  contactRequests: s('erase_contact_requests', 'delete from contact_requests where requester_id = $1'),
  // Moderation keeps what was reported and decided, not who wrote the report.
  reports: s('erase_reports', `update reports set text = '' where account_id = $1`),
  complaints: s('erase_complaints', `update complaints set first_name = '', last_name = null, email = '' where complainant_id = $1`),
  // Messages to the person's messenger chats (found through their sign-in codes) or naming the number.
  outbox: s(
    'erase_outbox',
    `delete from outbox where recipient in (select channel_user from auth_codes
         where (account_id = $1 or phone = '+' || $2) and channel_user is not null)
       or ($2 <> '' and (recipient like '%' || $2 || '%' or payload::text like '%' || $2 || '%'))`,
  ),
  // The person's notifications and their settings (the messenger chat they are delivered to).
  notifications: s('erase_notifications', 'delete from notifications where account_id = $1'),
  notificationSettings: s('erase_notification_settings', 'delete from notification_settings where account_id = $1'),
  // Sign-in sessions (already revoked at the delete) and the messenger accounts pinned to the number.
  sessions: s('erase_sessions', 'delete from sessions where account_id = $1'),
  channelIdentities: s(
    'erase_channel_identities',
    `delete from channel_identities where $1::bigint > 0 and $2 <> '' and phone = '+' || $2`,
  ),
  authCodes: s('erase_auth_codes', `delete from auth_codes where account_id = $1 or ($2 <> '' and phone = '+' || $2)`),
  // Money records stay for the law; contact data on them goes.
  orders: s('erase_orders', 'update orders set email = null, pay_url = null, pay_qr = null where account_id = $1'),
  // The link to the account's customer at a card provider (decision 051): no charge can reach it again.
  paymentCustomers: s('erase_payment_customers', 'delete from payment_customers where account_id = $1'),
  giftOrders: s(
    'erase_gift_orders',
    'update orders set recipient_phone = null where id in (select order_id from gifts where recipient_account_id = $1)',
  ),
  gifts: s('erase_gifts', `update gifts set recipient_phone = '' where recipient_account_id = $1`),
  // Finished jobs of the embedded runner that carried the number (code deliveries); pg-boss archives its own.
  jobs: s(
    'erase_jobs',
    `delete from jobs where $1::bigint > 0 and $2::text <> '' and state in ('completed', 'failed') and data::text like '%' || $2 || '%'`,
  ),
  account: s(
    'erase_account',
    `update accounts set first_name = null, last_name = null, avatar = null, role = 'user', overlimit_search = false,
       erase_phone = null, deactivated_at = null, signup_network = null, signup_channel = null, erased_at = $2 where id = $1`,
  ),
};

const PERSONAL_ROWS = [
  SQL.reactions,
  SQL.boosts,
  SQL.commentSubscriptions,
  SQL.history,
  SQL.viewerMarks,
  SQL.contactReactions,
  SQL.nameSuggestions,
  SQL.tagVotes,
  SQL.notes,
  SQL.contactRequests,
  SQL.reports,
  SQL.complaints,
  SQL.outbox,
  SQL.authCodes,
  SQL.sessions,
  SQL.notifications,
  SQL.notificationSettings,
  SQL.channelIdentities,
  SQL.orders,
  SQL.paymentCustomers,
  SQL.giftOrders,
  SQL.gifts,
  SQL.jobs,
];

/**
 * Erases one deleted account in the caller's unit of work; safe to run twice (a second run finds
 * nothing left). Returns false when the account is not deleted or was erased already.
 */
export async function eraseAccount(q: Querier, o: { accountId: number; now: Date }): Promise<boolean> {
  const state = await queryOne<{ erase_phone: string | null; erase_reviews: boolean; erased_at: unknown; deleted_at: unknown }>(
    q,
    SQL.state,
    [o.accountId],
  );
  if (!state || state.deleted_at === null || state.erased_at !== null) return false;
  const digits = (state.erase_phone ?? '').replace(/\D/g, '');
  const touched = [
    ...(await q.query<{ id: number }>(SQL.authoredNumbers, [o.accountId])),
    ...(await q.query<{ id: number }>(SQL.ownedNumbers, [o.accountId])),
    ...(await q.query<{ id: number }>(SQL.contributedNumbers, [o.accountId])),
  ].map((r) => r.id);
  for (const id of touched) touchNumber(q, id);
  const threads = (await q.query<{ id: number }>(SQL.repliedThreads, [o.accountId])).map((r) => r.id);
  await q.query(state.erase_reviews ? SQL.removeReviews : SQL.anonymiseReviews, [o.accountId]);
  await recountThreads(q, threads);
  for (const stmt of PERSONAL_ROWS) await q.query(stmt, stmt.text.includes('$2') ? [o.accountId, digits] : [o.accountId]);
  await q.query(SQL.dropEmptyNames, [touched]);
  await q.query(SQL.dropEmptyTags, [touched]);
  await q.query(SQL.account, [o.accountId, o.now]);
  return true;
}
