import { queryOne, type Querier, type Statement } from '../../db/client.js';
import { touchNumber } from '../../db/unit-of-work.js';
import { ownerHidesPeopleSql } from '../subscriptions/index.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  comment: s(
    'm_comment',
    `select c.id, c.number_id, c.parent_id, c.author_id, n.e164 from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and c.deleted_at is null and not c.in_review`,
  ),
  // Any comment that ever existed, deleted ones included: one can always stop following a comment.
  commentEver: s('m_comment_ever', 'select id from comments where id = $1'),
  // Hiding locks the comment, so a deletion racing it either waits or wins before the charge.
  commentLocked: s(
    'm_comment_locked',
    `select c.id, c.number_id, c.parent_id, c.author_id, n.e164 from comments c join numbers n on n.id = c.number_id
    where c.id = $1 and c.deleted_at is null and not c.in_review for update of c`,
  ),
  report: s(
    'm_report',
    `insert into reports (account_id, kind, target_key, number_id, comment_id, text, created_at) values ($1, $2, $3, $4, $5, $6, $7)
    on conflict (account_id, kind, target_key) do nothing returning id`,
  ),
  nameOnNumber: s(
    'm_name_on_number',
    `select n.id from numbers n join number_names nn on nn.number_id = n.id
    where n.e164 = $1 and nn.name_hash = $2 and not ${ownerHidesPeopleSql('n', '$3::bigint', '$4::timestamptz')}`,
  ),
  myPhone: s('m_my_phone', 'select phone, balance from accounts where id = $1 for update'),
  hide: s(
    'm_hide',
    // An owner's hide never relabels a moderator's removal (re-posts of removed text are held by that label).
    `update comments set hidden_by = case when hidden_by = 'moderator' then hidden_by else $2 end, hidden_until = greatest(coalesce(hidden_until, $4), $4) + make_interval(months => $3)
    where id = $1 returning number_id, extract(epoch from hidden_until)::bigint as until`,
  ),
  /**
   * A new complaint, or the one this person's complaint about this comment already waits as
   * (complaints_pending_once), brought up to date: the latest text and contact details, a court
   * decision once one is given, and the earlier of the two deadlines (a court decision shortens it).
   */
  complaint: s(
    'm_complaint',
    `insert into complaints (comment_id, complainant_id, first_name, last_name, email, text, court_decision_link, review_deadline, created_at)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    on conflict (comment_id, complainant_id) where status = 'pending' and kind = 'complaint' do update set
      first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email, text = excluded.text,
      court_decision_link = coalesce(excluded.court_decision_link, complaints.court_decision_link),
      review_deadline = least(excluded.review_deadline, complaints.review_deadline)
    returning id`,
  ),
  hiddenUntil: s('m_hidden_until', 'select extract(epoch from hidden_until)::bigint as until from comments where id = $1'),
  // Hidden, deleted or held text reaches only its author and the number's owner (the account
  // signed in with it, as hiding checks) and moderators (decision 026):
  // a complainant sees an empty comment text then.
  mine: s(
    'm_mine',
    `select k.id, k.kind, k.comment_id, k.status, extract(epoch from k.review_deadline)::bigint as deadline, k.decision_note,
      extract(epoch from k.created_at)::bigint as created, k.text,
      case when c.author_id = $1 or n.e164 = (select phone from accounts where id = $1)
        or (c.deleted_at is null and not c.in_review and (c.hidden_until is null or c.hidden_until <= $2)) then c.text else '' end
        as comment_text,
      case when k.complainant_id = $1 then 'complainant' else 'author' end as role
    from complaints k join comments c on c.id = k.comment_id join numbers n on n.id = c.number_id
    where k.complainant_id = $1 or c.author_id = $1 order by k.id desc limit 100`,
  ),
  queue: s(
    'm_queue',
    `select k.id, k.kind, k.comment_id, k.status, extract(epoch from k.review_deadline)::bigint as deadline, k.decision_note,
      extract(epoch from k.created_at)::bigint as created, k.text, c.text as comment_text, 'queue' as role
    from complaints k join comments c on c.id = k.comment_id where k.status = 'pending' order by k.review_deadline limit 100`,
  ),
  decide: s(
    'm_decide',
    `update complaints set status = $2, decision_note = $3, moderator_id = $4, decided_at = $5
    where id = $1 and status = 'pending' returning comment_id, kind`,
  ),
  // A held re-post leaves review either way; a reply joins its thread's count then.
  endReview: s(
    'm_end_review',
    `with c as (update comments set in_review = false where id = $1 and in_review returning number_id, parent_id),
      counted as (update comments p set thread_count = p.thread_count + 1 from c where p.id = c.parent_id returning p.id)
    select number_id from c`,
  ),
  hideForever: s(
    'm_hide_forever',
    `update comments set hidden_by = 'moderator', hidden_until = '9999-12-31T00:00:00Z' where id = $1 returning number_id`,
  ),
  mineOnNumber: s(
    'm_mine_on_number',
    `with n as (select id from numbers where e164 = $1)
    select
      coalesce((select array_agg(r.comment_id order by r.comment_id) from reports r join comments c on c.id = r.comment_id
        where r.account_id = $2 and c.number_id = (select id from n)), '{}') as comments,
      coalesce((select array_agg(split_part(r.target_key, ':', 2) order by r.id) from reports r
        where r.account_id = $2 and r.kind in ('contact', 'profile_contact') and r.number_id = (select id from n)), '{}') as contacts,
      coalesce((select array_agg(x.comment_id order by x.comment_id) from comment_subscriptions x join comments c on c.id = x.comment_id
        where x.account_id = $2 and x.status = 'active' and c.number_id = (select id from n)), '{}') as following`,
  ),
  subscribe: s(
    'm_subscribe',
    `insert into comment_subscriptions (comment_id, account_id, status, updated_at) values ($1, $2, $3, $4)
    on conflict (comment_id, account_id) do update set status = excluded.status, updated_at = excluded.updated_at`,
  ),
  setRole: s('m_set_role', 'update accounts set role = $2 where id = $1'),
  accountByPhone: s('m_account_by_phone', 'select id from accounts where phone = $1'),
};

export interface CommentRef {
  id: number;
  number_id: number;
  parent_id: number | null;
  author_id: number | null;
  e164: string;
}
export type ComplaintRow = {
  id: number;
  kind: 'complaint' | 'review';
  comment_id: number;
  status: 'pending' | 'upheld' | 'rejected';
  deadline: number;
  decision_note: string | null;
  created: number;
  text: string;
  comment_text: string;
  role: 'complainant' | 'author' | 'queue';
};

/** All SQL of reports, hiding, subscriptions and complaints; writes that change a number's card mark it. */
export function createModerationRepository(db: Querier) {
  return {
    async comment(id: number, lock: boolean, q: Querier = db): Promise<CommentRef | null> {
      return (await queryOne<CommentRef>(q, lock ? SQL.commentLocked : SQL.comment, [id])) ?? null;
    },
    async commentEver(id: number, q: Querier = db): Promise<boolean> {
      return (await q.query(SQL.commentEver, [id])).length > 0;
    },
    /** True when this report is new (one per user and target). */
    async report(
      r: {
        accountId: number;
        kind: 'comment' | 'contact' | 'profile_contact';
        targetKey: string;
        numberId: number;
        commentId: number | null;
        text: string;
        at: Date;
      },
      q: Querier = db,
    ): Promise<boolean> {
      return (await q.query(SQL.report, [r.accountId, r.kind, r.targetKey, r.numberId, r.commentId, r.text, r.at])).length > 0;
    },
    /** The number's id when this name is saved on it (a report must name something that exists). */
    /** The number with this saved name that the viewer may see (none while its owner's anti-spy hides it from them). */
    async numberWithName(e164: string, nameHash: string, viewerId: number, at: Date, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ id: number }>(q, SQL.nameOnNumber, [e164, nameHash, viewerId, at]))?.id ?? null;
    },
    /** A report on a contact name counts in the reporter's voice on the number (decision 030). */
    markScored(numberId: number, q: Querier): void {
      touchNumber(q, numberId);
    },
    async lockMyPhone(accountId: number, q: Querier = db) {
      return (await queryOne<{ phone: string; balance: number }>(q, SQL.myPhone, [accountId])) ?? null;
    },
    /** Hides a comment for `months` more months from now or from the end of its current hide. */
    async hide(commentId: number, by: string, months: number, at: Date, q: Querier = db): Promise<number> {
      const row = (await queryOne<{ number_id: number; until: number }>(q, SQL.hide, [commentId, by, months, at]))!;
      touchNumber(q, row.number_id);
      return row.until;
    },
    async hiddenUntil(commentId: number, q: Querier = db): Promise<number> {
      return (await queryOne<{ until: number }>(q, SQL.hiddenUntil, [commentId]))!.until;
    },
    async insertComplaint(
      c: {
        commentId: number;
        complainantId: number;
        firstName: string;
        lastName: string | null;
        email: string;
        text: string;
        courtDecisionLink: string | null;
        deadline: Date;
        at: Date;
      },
      q: Querier = db,
    ): Promise<number> {
      return (await queryOne<{ id: number }>(q, SQL.complaint, [
        c.commentId,
        c.complainantId,
        c.firstName,
        c.lastName,
        c.email,
        c.text,
        c.courtDecisionLink,
        c.deadline,
        c.at,
      ]))!.id;
    },
    mine(accountId: number, at: Date, q: Querier = db): Promise<ComplaintRow[]> {
      return q.query<ComplaintRow>(SQL.mine, [accountId, at]);
    },
    queue(q: Querier = db): Promise<ComplaintRow[]> {
      return q.query<ComplaintRow>(SQL.queue);
    },
    /** Decides a pending complaint; the comment it is about, or null when there is no such pending one. */
    async decide(
      d: { complaintId: number; decision: 'upheld' | 'rejected'; note: string | null; moderatorId: number; at: Date },
      q: Querier = db,
    ): Promise<{ comment_id: number; kind: 'complaint' | 'review' } | null> {
      return (
        (await queryOne<{ comment_id: number; kind: 'complaint' | 'review' }>(q, SQL.decide, [
          d.complaintId,
          d.decision,
          d.note,
          d.moderatorId,
          d.at,
        ])) ?? null
      );
    },
    /** Ends a held re-post's review (published, or removed when hidden for good first). */
    async endReview(commentId: number, q: Querier = db): Promise<void> {
      const row = await queryOne<{ number_id: number }>(q, SQL.endReview, [commentId]);
      if (row) touchNumber(q, row.number_id);
    },
    async hideForever(commentId: number, q: Querier = db): Promise<void> {
      const row = await queryOne<{ number_id: number }>(q, SQL.hideForever, [commentId]);
      if (row) touchNumber(q, row.number_id);
    },
    /** What this account reported and follows on one number. */
    async mineOnNumber(e164: string, accountId: number, q: Querier = db) {
      const row = await queryOne<{ comments: (number | string)[]; contacts: string[]; following: (number | string)[] }>(
        q,
        SQL.mineOnNumber,
        [e164, accountId],
      );
      return { comments: (row?.comments ?? []).map(Number), contacts: row?.contacts ?? [], following: (row?.following ?? []).map(Number) };
    },
    async subscribe(commentId: number, accountId: number, status: 'active' | 'canceled', at: Date, q: Querier = db): Promise<void> {
      await q.query(SQL.subscribe, [commentId, accountId, status, at]);
    },
    async accountByPhone(phone: string, q: Querier = db): Promise<number | null> {
      return (await queryOne<{ id: number }>(q, SQL.accountByPhone, [phone]))?.id ?? null;
    },
    async setRole(accountId: number, role: 'moderator' | 'user', q: Querier = db): Promise<void> {
      await q.query(SQL.setRole, [accountId, role]);
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
