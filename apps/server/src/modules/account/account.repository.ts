import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchAuthor } from '../../db/unit-of-work.js';

const s = (name: string, text: string): Statement => ({ name, text });

const COLUMNS = `id, phone, first_name, last_name, avatar, is_pro, role, balance, deactivated_at, deleted_at`;

const SQL = {
  byId: s('account_own', `select ${COLUMNS} from accounts where id = $1`),
  lock: s('account_lock', `select ${COLUMNS} from accounts where id = $1 for update`),
  deactivate: s('account_deactivate', 'update accounts set deactivated_at = $2 where id = $1 and deleted_at is null'),
  reactivate: s('account_reactivate', 'update accounts set deactivated_at = null where id = $1 and deleted_at is null'),
  // The number is freed at once, so the next sign-in with it makes a new account; the erasure job does the rest.
  markDeleted: s(
    'account_mark_deleted',
    `update accounts set deleted_at = $2, erase_phone = phone, erase_reviews = $3, phone = 'deleted:' || id,
       first_name = null, last_name = null, avatar = null, deactivated_at = null
     where id = $1 and deleted_at is null returning id`,
  ),
  deactivatedBefore: s(
    'account_deactivated_before',
    'select id from accounts where deactivated_at <= $1 and deleted_at is null order by deactivated_at limit $2',
  ),
  erasePending: s(
    'account_erase_pending',
    'select id from accounts where deleted_at is not null and erased_at is null order by deleted_at limit $1',
  ),
  export: s(
    'account_export',
    `select json_build_object(
      'account', (select row_to_json(x) from (select id, phone, first_name, last_name, avatar, is_pro, role, balance,
          overlimit_search, antispy_enabled, profile_going, deactivated_at, created_at from accounts where id = $1) x),
      'comments', coalesce((select json_agg(x order by x.id) from (select c.id, n.e164 as number, c.parent_id, c.text,
          c.created_at, c.updated_at, c.likes, c.dislikes from comments c join numbers n on n.id = c.number_id
          where c.author_id = $1) x), '[]'::json),
      'reactions', coalesce((select json_agg(x) from (select comment_id, kind, created_at from comment_reactions
          where account_id = $1) x), '[]'::json),
      'boosts', coalesce((select json_agg(x) from (select comment_id, count from comment_boosts where account_id = $1) x), '[]'::json),
      'commentSubscriptions', coalesce((select json_agg(x) from (select comment_id, status, updated_at
          from comment_subscriptions where account_id = $1) x), '[]'::json),
      'nameSuggestions', coalesce((select json_agg(x) from (select n.e164 as number, s.first_name, s.last_name, s.updated_at
          from name_suggestions s join numbers n on n.id = s.number_id where s.account_id = $1) x), '[]'::json),
      'notes', coalesce((select json_agg(x) from (select n.e164 as number, t.text, t.updated_at
          from notices t join numbers n on n.id = t.number_id where t.account_id = $1) x), '[]'::json),
      'tagVotes', coalesce((select json_agg(x) from (select n.e164 as number, g.grp as "group", g.code, v.created_at
          from tag_votes v join numbers n on n.id = v.number_id join tags g on g.id = v.tag_id where v.account_id = $1) x), '[]'::json),
      'contactReactions', coalesce((select json_agg(x) from (select n.e164 as number, r.name_hash, r.kind
          from contact_reactions r join numbers n on n.id = r.number_id where r.account_id = $1) x), '[]'::json),
      'searchHistory', coalesce((select json_agg(x order by x.searched_at desc) from (select e164 as number, paid, searched_at, removed_at
          from search_history where account_id = $1) x), '[]'::json),
      'reports', coalesce((select json_agg(x) from (select kind, target_key, text, status, created_at
          from reports where account_id = $1) x), '[]'::json),
      'complaints', coalesce((select json_agg(x) from (select comment_id, first_name, last_name, email, text,
          court_decision_link, status, created_at from complaints where complainant_id = $1) x), '[]'::json),
      'orders', coalesce((select json_agg(x order by x.id) from (select id, product, amount_minor, currency, numcy,
          payment_system, status, email, locale, recipient_phone, created_at, paid_at from orders where account_id = $1) x), '[]'::json),
      'ledger', coalesce((select json_agg(x order by x.id) from (select id, amount, reason, reference, balance_after, created_at
          from ledger_entries where account_id = $1) x), '[]'::json),
      'subscriptions', coalesce((select json_agg(x) from (select kind, starts_at, ends_at
          from subscription_periods where account_id = $1) x), '[]'::json)
    ) as data`,
  ),
};

export interface AccountRow {
  id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_pro: boolean;
  role: string;
  balance: number;
  deactivated_at: Date | string | null;
  deleted_at: Date | string | null;
}

export type AccountExport = Record<string, unknown>;

export function createAccountRepository(db: Querier) {
  return {
    async byId(id: number, q: Querier = db): Promise<AccountRow | null> {
      return (await queryOne<AccountRow>(q, SQL.byId, [id])) ?? null;
    },
    /** The account row, locked until the transaction ends (deactivate, delete and cancel are serialised). */
    async lock(id: number, q: Querier = db): Promise<AccountRow | null> {
      return (await queryOne<AccountRow>(q, SQL.lock, [id])) ?? null;
    },
    // Deactivating, reactivating and deleting change whether the account's name shows beside its
    // reviews: the cards that show them are rebuilt right after commit (decision 037).
    async deactivate(id: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.deactivate, [id, at]);
      touchAuthor(q, id);
    },
    async reactivate(id: number, q: Querier = db): Promise<void> {
      await q.query(SQL.reactivate, [id]);
      touchAuthor(q, id);
    },
    /** True when this call deleted it (false: it was deleted already). */
    async markDeleted(id: number, o: { at: Date; removeReviews: boolean }, q: Querier = db): Promise<boolean> {
      touchAuthor(q, id);
      return (await q.query(SQL.markDeleted, [id, o.at, o.removeReviews])).length === 1;
    },
    async deactivatedBefore(before: Date, limit: number, q: Querier = db): Promise<number[]> {
      return (await q.query<{ id: number }>(SQL.deactivatedBefore, [before, limit])).map((r) => r.id);
    },
    async erasePending(limit: number, q: Querier = db): Promise<number[]> {
      return (await q.query<{ id: number }>(SQL.erasePending, [limit])).map((r) => r.id);
    },
    async exportAll(id: number, q: Querier = db): Promise<AccountExport> {
      const row = await queryOne<{ data: AccountExport | string }>(q, SQL.export, [id]);
      const data = row?.data ?? {};
      return typeof data === 'string' ? (JSON.parse(data) as AccountExport) : data;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
