import type { IncomingContactRequest, OutgoingContactRequest } from '@numscope/contract';
import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { accountShownSql } from '../account/index.js';

const s = (name: string, text: string): Statement => ({ name, text });

/** The status as its reader sees it at `$AT`: a pending request past its end is over, whether or not the job refunded it yet. */
const STATUS = `case when r.status = 'pending' and r.expires_at <= $AT then 'expired' else r.status end`;
const COMMON = `r.id, extract(epoch from r.created_at)::bigint as created, r.call_date::text as date,
  extract(epoch from r.expires_at)::bigint as expires`;

const SQL = {
  ownerOf: s('cr_owner_of', 'select owner_account_id as owner from numbers where id = $1'),
  insert: s(
    'cr_insert',
    `insert into contact_requests (requester_id, number_id, call_date, price, created_at, expires_at)
    values ($1, $2, $3::date, $4, $5, $6) on conflict do nothing returning id`,
  ),
  /** My requests, newest first (`$3`: one of them only). The owner's name once they accepted. */
  outgoing: s(
    'cr_outgoing',
    `select ${COMMON}, ${STATUS.replaceAll('$AT', '$2')} as status, n.e164,
      case when r.status = 'accepted' and ${accountShownSql('o')} then o.first_name end as first,
      case when r.status = 'accepted' and ${accountShownSql('o')} then o.last_name end as last, r.status = 'accepted' as accepted
    from contact_requests r join numbers n on n.id = r.number_id left join accounts o on o.id = r.answered_by
    where r.requester_id = $1 and ($3::bigint is null or r.id = $3) order by r.created_at desc, r.id desc limit 50`,
  ),
  /**
   * Requests to the number I hold (`$1`), newest first (`$3`: one of them only): the asker's name as
   * their profile shows it, their number once I accept. Not those another holder of the number
   * answered, nor those of a deleted account.
   */
  incoming: s(
    'cr_incoming',
    `select ${COMMON}, ${STATUS.replaceAll('$AT', '$2')} as status,
      case when r.status = 'accepted' then q.phone end as phone,
      case when ${accountShownSql('q')} then q.first_name end as first, case when ${accountShownSql('q')} then q.last_name end as last
    from contact_requests r join numbers n on n.id = r.number_id join accounts q on q.id = r.requester_id
    where n.owner_account_id = $1 and q.deleted_at is null and (r.answered_by is null or r.answered_by = $1)
      and ($3::bigint is null or r.id = $3)
    order by r.created_at desc, r.id desc limit 50`,
  ),
  answer: s(
    'cr_answer',
    `update contact_requests r set status = $3, answered_at = $4, answered_by = $2
    from numbers n where r.id = $1 and n.id = r.number_id and n.owner_account_id = $2 and r.status = 'pending' and r.expires_at > $4
    returning r.id`,
  ),
  /** This requester's request to this number if it is past its end but not yet ended by the job. */
  expireOne: s(
    'cr_expire_one',
    `update contact_requests set status = 'expired'
    where requester_id = $1 and number_id = $2 and status = 'pending' and expires_at <= $3 returning id, requester_id, price`,
  ),
  /** Pending requests past their end, oldest first; two runners take different rows. */
  expire: s(
    'cr_expire',
    `update contact_requests set status = 'expired'
    where id in (select id from contact_requests where status = 'pending' and expires_at <= $1 order by expires_at limit $2 for update skip locked)
    returning id, requester_id, price`,
  ),
};

interface Row {
  id: number;
  created: string;
  date: string;
  expires: string;
  status: OutgoingContactRequest['status'];
  first: string | null;
  last: string | null;
}

const common = (r: Row) => ({
  id: Number(r.id),
  type: 'direct' as const,
  status: r.status,
  createdAtTimestamp: Number(r.created),
  date: r.date,
  expiresAtTimestamp: Number(r.expires),
});

interface EndedRow {
  id: string;
  requester_id: string;
  price: number;
}
/** An ended request: whose NumCy to give back, and how many. */
export interface Ended {
  id: number;
  requesterId: number;
  price: number;
}
const ended = (rows: EndedRow[]): Ended[] => rows.map((r) => ({ id: Number(r.id), requesterId: Number(r.requester_id), price: r.price }));

export function createContactRequestsRepository(db: Querier) {
  return {
    async ownerOf(numberId: number, q: Querier = db): Promise<number | null> {
      const owner = (await queryOne<{ owner: string | null }>(q, SQL.ownerOf, [numberId]))?.owner;
      return owner == null ? null : Number(owner);
    },
    /** The new request's id, or null when one to this number already waits. */
    async insert(r: { requesterId: number; numberId: number; date: string; price: number; at: Date; expiresAt: Date }, q: Querier = db) {
      const row = await queryOne<{ id: string }>(q, SQL.insert, [r.requesterId, r.numberId, r.date, r.price, r.at, r.expiresAt]);
      return row ? Number(row.id) : null;
    },
    async outgoing(requesterId: number, at: Date, only: number | null = null, q: Querier = db): Promise<OutgoingContactRequest[]> {
      const rows = await q.query<Row & { e164: string; accepted: boolean }>(SQL.outgoing, [requesterId, at, only]);
      return rows.map((r) => ({
        ...common(r),
        countFriends: 0,
        phoneNumber: r.e164,
        owner: r.accepted ? { firstName: r.first, lastName: r.last } : null,
      }));
    },
    async incoming(ownerId: number, at: Date, only: number | null = null, q: Querier = db): Promise<IncomingContactRequest[]> {
      const rows = await q.query<Row & { phone: string | null }>(SQL.incoming, [ownerId, at, only]);
      return rows.map((r) => ({ ...common(r), requester: { phoneNumber: r.phone, firstName: r.first, lastName: r.last } }));
    },
    async answer(id: number, ownerId: number, status: 'accepted' | 'declined', at: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.answer, [id, ownerId, status, at])).length === 1;
    },
    /** Ends up to `limit` pending requests past their end, oldest first; returns what to refund. */
    async expireDue(at: Date, limit: number, q: Querier = db): Promise<Ended[]> {
      return ended(await q.query<EndedRow>(SQL.expire, [at, limit]));
    },
    /** Ends this requester's request to this number if it is past its end; returns what to refund. */
    async expireOwn(requesterId: number, numberId: number, at: Date, q: Querier = db): Promise<Ended[]> {
      return ended(await q.query<EndedRow>(SQL.expireOne, [requesterId, numberId, at]));
    },
  };
}

export type ContactRequestsRepository = ReturnType<typeof createContactRequestsRepository>;
