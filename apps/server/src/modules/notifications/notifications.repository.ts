import type { NotificationKind } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { accountShownSql } from '../../shared/account-shown.js';

const s = (name: string, text: string): Statement => ({ name, text });

/** Whether a recipient's copy goes to their messenger: asked for, and they signed in through one. */
const DELIVERY = `case when ns.messenger_delivery and ns.messenger_method is not null then 'pending' else 'none' end`;

/** The account a number belongs to: its recorded owner, else the account signed in with that number. */
const OWNER_OF = (e164: string) =>
  `(select coalesce((select owner_account_id from numbers where e164 = ${e164}), (select id from accounts where phone = ${e164})))`;

const SQL = {
  /** Every active follower of the review, except the reply's author, whose newNotice flag is on. */
  reply: s(
    'nt_reply',
    `insert into notifications (account_id, kind, event_key, e164, comment_id, thread_id, created_at, delivery)
    select f.account_id, 'reply', 'reply:' || $2::bigint || ':' || f.account_id, n.e164, c.id, $2::bigint, $4, ${DELIVERY}
    from comment_subscriptions f
      join comments c on c.id = f.comment_id
      join numbers n on n.id = c.number_id
      left join notification_settings ns on ns.account_id = f.account_id
    where f.comment_id = $1 and f.status = 'active' and f.account_id <> $3 and coalesce(ns.new_notice, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  /** The owner of the number, unless they wrote the review, with newNotice on. */
  review: s(
    'nt_review',
    `with target as (select c.id, n.e164 from comments c join numbers n on n.id = c.number_id where c.id = $1 and c.parent_id is null),
      owner as (select ${OWNER_OF('(select e164 from target)')} as id)
    insert into notifications (account_id, kind, event_key, e164, comment_id, created_at, delivery)
    select owner.id, 'review', 'review:' || target.id, target.e164, target.id, $3, ${DELIVERY}
    from target, owner left join notification_settings ns on ns.account_id = owner.id
    where owner.id is not null and owner.id <> $2 and coalesce(ns.new_notice, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  /** A saved name (its hash in the key: saving the same name again is the same event), newContactName on. */
  name: s(
    'nt_name',
    `with owner as (select ${OWNER_OF('$1::text')} as id)
    insert into notifications (account_id, kind, event_key, e164, created_at, delivery)
    select owner.id, 'name', 'name:' || $1::text || ':' || $2::bigint || ':' || $3::text, $1::text, $4, ${DELIVERY}
    from owner left join notification_settings ns on ns.account_id = owner.id
    where owner.id is not null and owner.id <> $2::bigint and coalesce(ns.new_contact_name, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  /**
   * A paid contact request (decision 057): to the number's owner (`numbers.owner_account_id`, the
   * one who can answer it), none while the number has no owner, never to the asker; contactRequests on.
   */
  contactRequest: s(
    'nt_contact_request',
    `with r as (select cr.id, cr.requester_id, n.e164, n.owner_account_id as owner
      from contact_requests cr join numbers n on n.id = cr.number_id where cr.id = $1)
    insert into notifications (account_id, kind, event_key, e164, contact_request_id, created_at, delivery)
    select r.owner, 'contact_request', 'contact_request:' || r.id, r.e164, r.id, $2, ${DELIVERY}
    from r left join notification_settings ns on ns.account_id = r.owner
    where r.owner is not null and r.owner <> r.requester_id and coalesce(ns.contact_requests, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  /**
   * A new account's number had requests waiting (decision 057, Later): its owner ($1, the account
   * the sign-up's trigger just linked to the number $2) hears of each one still pending at $3, as if
   * they had held the number when it came; not those of a deleted asker, which /number/my does not
   * show. The key names the owner too: a previous holder of the number, deleted but not yet erased,
   * may still hold the request's own key. contactRequests on.
   */
  contactRequestsOfNewOwner: s(
    'nt_contact_requests_of_new_owner',
    `insert into notifications (account_id, kind, event_key, e164, contact_request_id, created_at, delivery)
    select n.owner_account_id, 'contact_request', 'contact_request:' || cr.id || ':' || n.owner_account_id, n.e164, cr.id, $3, ${DELIVERY}
    from numbers n
      join contact_requests cr on cr.number_id = n.id
      join accounts q on q.id = cr.requester_id
      left join notification_settings ns on ns.account_id = n.owner_account_id
    where n.e164 = $2 and n.owner_account_id = $1 and cr.status = 'pending' and cr.expires_at > $3
      and cr.requester_id <> n.owner_account_id and q.deleted_at is null and coalesce(ns.contact_requests, true)
    order by cr.id
    on conflict (event_key) do nothing
    returning id`,
  ),
  /**
   * The end of a contact request, to its asker: accepted, declined or expired (its status names the
   * kind), once per request whatever ended it; never when the asker ended it answering themself
   * ($2, the answering owner); contactRequests on.
   */
  contactEnded: s(
    'nt_contact_ended',
    `insert into notifications (account_id, kind, event_key, e164, contact_request_id, created_at, delivery)
    select cr.requester_id, 'contact_' || cr.status, 'contact_answer:' || cr.id, n.e164, cr.id, $3, ${DELIVERY}
    from contact_requests cr join numbers n on n.id = cr.number_id
      left join notification_settings ns on ns.account_id = cr.requester_id
    where cr.id = $1 and cr.status in ('accepted', 'declined', 'expired') and cr.requester_id is distinct from $2::bigint
      and coalesce(ns.contact_requests, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  owner: s('nt_owner', `select ${OWNER_OF('$1::text')} as id`),
  lockCursor: s('nt_lock_cursor', 'select last_id from notification_cursors where name = $1 for update'),
  initCursor: s('nt_init_cursor', 'insert into notification_cursors (name, last_id) values ($1, 0) on conflict (name) do nothing'),
  moveCursor: s('nt_move_cursor', 'update notification_cursors set last_id = $2 where name = $1'),
  /**
   * Searches recorded after the cursor, with the owner of the number searched (if any), and whether
   * the searcher's anti-spy left the search visible when it was made (decision 048).
   */
  searchesAfter: s(
    'nt_searches_after',
    `select h.id, h.account_id as viewer_id, h.e164, (extract(epoch from h.searched_at) * 1000)::float8 as at_ms,
      h.visible_at is not null as visible, ${OWNER_OF('h.e164')} as owner_id
    from search_history h where h.id > $1 order by h.id limit $2`,
  ),
  /** A view of the number by an account, once per viewer and day; commonAcquaintances on (decision 022). */
  view: s(
    'nt_view',
    `insert into notifications (account_id, kind, event_key, e164, created_at, delivery)
    select $1::bigint, 'view', 'view:' || $2::text || ':' || $3::bigint || ':' || $4::text, $2::text, $5, ${DELIVERY}
    from (select 1) one left join notification_settings ns on ns.account_id = $1::bigint
    where coalesce(ns.common_acquaintances, true)
    on conflict (event_key) do nothing
    returning id`,
  ),
  /**
   * A page of my notifications. Those about a contact request carry its day of the call and price,
   * and the owner's the asker's name if the asker's profile shows it now (decision 024), never their number.
   */
  list: s(
    'nt_list',
    `select nt.id, nt.kind, nt.e164, nt.comment_id, nt.thread_id, extract(epoch from nt.created_at)::bigint as at,
      nt.read_at is not null as read, cr.id as request_id, cr.call_date::text as call_date, cr.price as request_price,
      case when nt.kind = 'contact_request' and ${accountShownSql('q')} then q.first_name end as asker_first,
      case when nt.kind = 'contact_request' and ${accountShownSql('q')} then q.last_name end as asker_last
    from notifications nt left join contact_requests cr on cr.id = nt.contact_request_id left join accounts q on q.id = cr.requester_id
    where nt.account_id = $1 order by nt.id desc limit $2 offset $3`,
  ),
  total: s('nt_total', 'select count(*)::int as n from notifications where account_id = $1'),
  unread: s('nt_unread', 'select count(*)::int as n from notifications where account_id = $1 and read_at is null'),
  exists: s('nt_exists', 'select id from notifications where id = $1 and account_id = $2'),
  read: s('nt_read', 'update notifications set read_at = $3 where id = $1 and account_id = $2 and read_at is null'),
  readAll: s('nt_read_all', 'update notifications set read_at = $2 where account_id = $1 and read_at is null'),
  settings: s(
    'nt_settings',
    `select new_notice, new_contact_name, common_acquaintances, deliver_without_sound, messenger_delivery, contact_requests,
      messenger_method
    from notification_settings where account_id = $1`,
  ),
  putSettings: s(
    'nt_put_settings',
    `insert into notification_settings (account_id, new_notice, new_contact_name, common_acquaintances, deliver_without_sound,
      messenger_delivery, contact_requests, updated_at)
    values ($1, coalesce($2, true), coalesce($3, true), coalesce($4, true), coalesce($5, false), coalesce($6, false), coalesce($8, true), $7)
    on conflict (account_id) do update set
      new_notice = coalesce($2, notification_settings.new_notice),
      new_contact_name = coalesce($3, notification_settings.new_contact_name),
      common_acquaintances = coalesce($4, notification_settings.common_acquaintances),
      deliver_without_sound = coalesce($5, notification_settings.deliver_without_sound),
      messenger_delivery = coalesce($6, notification_settings.messenger_delivery),
      contact_requests = coalesce($8, notification_settings.contact_requests),
      updated_at = $7`,
  ),
  /*
   * The messenger of the latest sign-in, read from its sign-in code while the code still exists
   * (housekeeping deletes consumed codes later). SMS and flash call clear it: in-app only.
   */
  rememberMessenger: s(
    'nt_remember_messenger',
    `with latest as (
      select method, coalesce(channel_user, phone) as recipient from auth_codes
      where account_id = $1 and status = 'consumed' order by confirmed_at desc nulls last, id desc limit 1),
    m as (select case when method in ('telegram', 'viber', 'whatsapp', 'whatsappBusiness') then method end as method, recipient from latest)
    insert into notification_settings (account_id, messenger_method, messenger_recipient, updated_at)
    select $1, m.method, case when m.method is not null then m.recipient end, $2 from m
    on conflict (account_id) do update set messenger_method = excluded.messenger_method,
      messenger_recipient = excluded.messenger_recipient, updated_at = excluded.updated_at`,
  ),
  /** Messenger copies waiting, recipients in turn: every recipient's oldest first, then their second… */
  pending: s(
    'nt_pending',
    `select n.id, n.account_id, n.kind, n.e164, n.comment_id, ns.messenger_method, ns.messenger_recipient, ns.deliver_without_sound,
      ns.messenger_delivery, cr.price as request_price
    from (select id, account_id, kind, e164, comment_id, contact_request_id, row_number() over (partition by account_id order by id) as turn
          from notifications where delivery = 'pending') n
      join notification_settings ns on ns.account_id = n.account_id
      left join contact_requests cr on cr.id = n.contact_request_id
    order by n.turn, n.id limit $1`,
  ),
  setDelivery: s('nt_set_delivery', 'update notifications set delivery = $2 where id = $1'),
};

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  e164: string;
  comment_id: number | null;
  thread_id: number | null;
  at: number;
  read: boolean;
  /** The contact request (kinds contact_*), else null; the asker's name only on the owner's, and only while it shows. */
  request_id: number | null;
  call_date: string | null;
  request_price: number | null;
  asker_first: string | null;
  asker_last: string | null;
}

export interface SettingsRow {
  new_notice: boolean;
  new_contact_name: boolean;
  common_acquaintances: boolean;
  deliver_without_sound: boolean;
  messenger_delivery: boolean;
  contact_requests: boolean;
  messenger_method: string | null;
}

export interface PendingDelivery {
  id: number;
  account_id: number;
  kind: NotificationKind;
  e164: string;
  comment_id: number | null;
  messenger_method: string | null;
  messenger_recipient: string | null;
  deliver_without_sound: boolean;
  messenger_delivery: boolean;
  /** The price of the contact request (kinds contact_*), else null. */
  request_price: number | null;
}

export interface SearchRow {
  id: number;
  viewer_id: number;
  e164: string;
  /** searched_at in epoch milliseconds (a number under both database drivers). */
  at_ms: number;
  /** Anti-spy did not cover the search when it was made. */
  visible: boolean;
  owner_id: number | null;
}

export type SettingsPatch = Partial<
  Record<'newNotice' | 'newContactName' | 'commonAcquaintances' | 'deliverWithoutSound' | 'messengerDelivery' | 'contactRequests', boolean>
>;

/** All SQL of notifications: recording events (idempotent by event key), the list, read state and settings. */
export function createNotificationsRepository(db: Querier) {
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  return {
    async recordReply(v: { rootId: number; threadId: number; actorId: number; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.reply, [v.rootId, v.threadId, v.actorId, v.at]));
    },
    async recordReview(v: { commentId: number; actorId: number; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.review, [v.commentId, v.actorId, v.at]));
    },
    async recordName(v: { e164: string; actorId: number; nameHash: string; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.name, [v.e164, v.actorId, v.nameHash, v.at]));
    },
    async recordContactRequest(v: { requestId: number; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.contactRequest, [v.requestId, v.at]));
    },
    async recordContactRequestsOfNewOwner(v: { accountId: number; e164: string; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.contactRequestsOfNewOwner, [v.accountId, v.e164, v.at]));
    },
    async recordContactEnded(v: { requestId: number; actorId: number | null; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.contactEnded, [v.requestId, v.actorId, v.at]));
    },
    async ownerOf(e164: string, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ id: number | null }>(q, SQL.owner, [e164]))?.id ?? null;
    },
    /** Locks a scan cursor for this transaction (creating it at 0 the first time) and reads it. */
    async lockCursor(name: string, q: Querier = db): Promise<number> {
      await q.query(SQL.initCursor, [name]);
      return (await queryOne<{ last_id: number }>(q, SQL.lockCursor, [name]))!.last_id;
    },
    async moveCursor(name: string, lastId: number, q: Querier = db): Promise<void> {
      await q.query(SQL.moveCursor, [name, lastId]);
    },
    async searchesAfter(lastId: number, limit: number, q: Querier = db): Promise<SearchRow[]> {
      return q.query<SearchRow>(SQL.searchesAfter, [lastId, limit]);
    },
    async recordView(v: { ownerId: number; e164: string; viewerId: number; day: string; at: Date }, q: Querier = db): Promise<number[]> {
      return ids(await q.query<{ id: number }>(SQL.view, [v.ownerId, v.e164, v.viewerId, v.day, v.at]));
    },
    async list(accountId: number, limit: number, offset: number, q: Querier = db): Promise<NotificationRow[]> {
      return q.query<NotificationRow>(SQL.list, [accountId, limit, offset]);
    },
    async total(accountId: number, q: Querier = db): Promise<number> {
      return (await queryOne<{ n: number }>(q, SQL.total, [accountId]))!.n;
    },
    async unread(accountId: number, q: Querier = db): Promise<number> {
      return (await queryOne<{ n: number }>(q, SQL.unread, [accountId]))!.n;
    },
    async exists(id: number, accountId: number, q: Querier = db): Promise<boolean> {
      return (await queryOne(q, SQL.exists, [id, accountId])) !== undefined;
    },
    async markRead(id: number, accountId: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.read, [id, accountId, at]);
    },
    async markAllRead(accountId: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.readAll, [accountId, at]);
    },
    async settings(accountId: number, q: Querier = db): Promise<SettingsRow | null> {
      return (await queryOne<SettingsRow>(q, SQL.settings, [accountId])) ?? null;
    },
    async putSettings(accountId: number, p: SettingsPatch, at: Date, q: Querier = db): Promise<void> {
      const v = (b: boolean | undefined) => (b === undefined ? null : b);
      await q.query(SQL.putSettings, [
        accountId,
        v(p.newNotice),
        v(p.newContactName),
        v(p.commonAcquaintances),
        v(p.deliverWithoutSound),
        v(p.messengerDelivery),
        at,
        v(p.contactRequests),
      ]);
    },
    async rememberMessenger(accountId: number, at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.rememberMessenger, [accountId, at]);
    },
    async pending(limit: number, q: Querier = db): Promise<PendingDelivery[]> {
      return q.query<PendingDelivery>(SQL.pending, [limit]);
    },
    async setDelivery(id: number, state: 'sent' | 'skipped', q: Querier = db): Promise<void> {
      await q.query(SQL.setDelivery, [id, state]);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
