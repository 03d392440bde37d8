import type { z } from 'zod';
import { LIMITS, type ComplaintBody } from '@numscope/contract';
import type { Database, Querier, Statement } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { ensureNumber } from '../numbers/ensure-number.js';
import { refreshNumber } from '../numbers/metrics.js';
import { requirePhone } from '../numbers/numbers.service.js';
import { moveNumCy } from '../wallet/ledger.js';
import { reviewDeadline } from './review-deadline.js';

const s = (name: string, text: string): Statement => ({ name, text });
const SQL = {
  comment: s('m_comment', `select c.id, c.number_id, c.parent_id, c.author_id, n.e164 from comments c join numbers n on n.id = c.number_id where c.id = $1`),
  // Hiding locks the comment, so a deletion racing it either waits or wins before the charge.
  commentLocked: s('m_comment_locked', `select c.id, c.number_id, c.parent_id, c.author_id, n.e164 from comments c join numbers n on n.id = c.number_id
    where c.id = $1 for update of c`),
  report: s('m_report', `insert into reports (account_id, kind, target_key, number_id, comment_id, text) values ($1, $2, $3, $4, $5, $6)
    on conflict (account_id, kind, target_key) do nothing returning id`),
  bansUp: s('m_bans_up', 'update numbers set bans = bans + 1 where id = $1'),
  accountPhone: s('m_account_phone', 'select phone from accounts where id = $1'),
  myPhone: s('m_my_phone', 'select phone, balance from accounts where id = $1 for update'),
  hide: s('m_hide', `update comments set hidden_by = $2, hidden_until = greatest(coalesce(hidden_until, now()), now()) + make_interval(months => $3)
    where id = $1 returning extract(epoch from hidden_until)::bigint as until`),
  complaint: s('m_complaint', `insert into complaints (comment_id, complainant_id, first_name, last_name, email, text, court_decision_link, review_deadline)
    values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`),
  role: s('m_role', 'select role from accounts where id = $1'),
  mine: s('m_mine', `select k.id, k.comment_id, k.status, extract(epoch from k.review_deadline)::bigint as deadline, k.decision_note,
      extract(epoch from k.created_at)::bigint as created, k.text, c.text as comment_text,
      case when k.complainant_id = $1 then 'complainant' else 'author' end as role
    from complaints k join comments c on c.id = k.comment_id
    where k.complainant_id = $1 or c.author_id = $1 order by k.id desc limit 100`),
  queue: s('m_queue', `select k.id, k.comment_id, k.status, extract(epoch from k.review_deadline)::bigint as deadline, k.decision_note,
      extract(epoch from k.created_at)::bigint as created, k.text, c.text as comment_text, 'queue' as role
    from complaints k join comments c on c.id = k.comment_id where k.status = 'pending' order by k.review_deadline limit 100`),
  decide: s('m_decide', `update complaints set status = $2, decision_note = $3, moderator_id = $4, decided_at = now()
    where id = $1 and status = 'pending' returning comment_id`),
  hideForever: s('m_hide_forever', `update comments set hidden_by = 'moderator', hidden_until = '9999-12-31T00:00:00Z' where id = $1 returning number_id`),
  subscribe: s('m_subscribe', `insert into comment_subscriptions (comment_id, account_id, status) values ($1, $2, $3)
    on conflict (comment_id, account_id) do update set status = excluded.status, updated_at = now()`),
};

interface CommentRef { id: number; number_id: number; parent_id: number | null; author_id: number | null; e164: string }

async function commentOr404(q: Querier, id: number, lock = false): Promise<CommentRef> {
  const c = (await q.query<CommentRef>(lock ? SQL.commentLocked : SQL.comment, [id]))[0];
  if (!c) throw new AppError('COMMENT_NOT_FOUND');
  return c;
}

type ComplaintRow = { id: number; comment_id: number; status: 'pending' | 'upheld' | 'rejected'; deadline: number; decision_note: string | null; created: number; text: string; comment_text: string; role: 'complainant' | 'author' | 'queue' };
const toComplaint = (r: ComplaintRow) => ({
  id: r.id, comment_id: r.comment_id, status: r.status, reviewDeadlineTimestamp: r.deadline, decisionNote: r.decision_note,
  createdAtTimestamp: r.created, role: r.role, text: r.text, commentText: r.comment_text,
});

/**
 * Reports (one per user and target, idempotent), hiding comments on one's own number (paid,
 * through the ledger), reply subscriptions, and legal complaints decided by moderators.
 */
export function createModeration(db: Database) {
  async function requireModerator(accountId: number) {
    const role = (await db.query<{ role: string }>(SQL.role, [accountId]))[0]?.role;
    if (role !== 'moderator' && role !== 'admin') throw new AppError('MODERATOR_ONLY');
  }

  return {
    async reportComment(accountId: number, commentId: number, text: string) {
      const c = await commentOr404(db, commentId);
      await db.query(SQL.report, [accountId, 'comment', `comment:${c.id}`, c.number_id, c.id, text]);
      return { status: 'accepted' as const };
    },

    /** A report on a number's contact name counts once per user as a complaint (ban) on the number. */
    async reportContact(accountId: number, phoneInput: string | null, profileId: number | null, nameHash: string, text: string) {
      let e164 = phoneInput ?? '';
      if (profileId !== null) {
        const owned = (await db.query<{ phone: string }>(SQL.accountPhone, [profileId]))[0]?.phone;
        if (!owned) throw new AppError('PROFILE_NOT_FOUND');
        e164 = owned;
      }
      const phone = requirePhone(e164);
      await db.transaction(async (q) => {
        const numberId = await ensureNumber(q, phone);
        const kind = profileId !== null ? 'profile_contact' : 'contact';
        const created = await q.query(SQL.report, [accountId, kind, `${phone.e164}:${nameHash}`, numberId, null, text]);
        if (created.length > 0) {
          await q.query(SQL.bansUp, [numberId]);
          await refreshNumber(q, numberId);
        }
      });
      return { status: 'accepted' as const };
    },

    /** The owner of a number (the account signed in with it) hides a comment on it: 10 NumCy a month. */
    async hide(accountId: number, commentId: number, months: number) {
      return db.transaction(async (q) => {
        const c = await commentOr404(q, commentId, true);
        const me = (await q.query<{ phone: string; balance: number }>(SQL.myPhone, [accountId]))[0];
        if (!me || me.phone !== c.e164) throw new AppError('NOT_NUMBER_OWNER');
        const price = LIMITS.hideCommentPricePerMonth * months;
        if (me.balance < Math.max(LIMITS.hideCommentMinBalance, price)) throw new AppError('NOT_ENOUGH_BALANCE');
        const balance = await moveNumCy(q, accountId, -price, 'hide_comment', `comment:${c.id}:${months}m`);
        const until = (await q.query<{ until: number }>(SQL.hide, [c.id, 'owner', months]))[0]!.until;
        await refreshNumber(q, c.number_id);
        return { endDateTimestamp: until, balance };
      });
    },

    async subscribe(accountId: number, commentId: number, active: boolean) {
      const c = await commentOr404(db, commentId);
      const status = active ? ('active' as const) : ('canceled' as const);
      await db.query(SQL.subscribe, [c.id, accountId, status]);
      return { status, comment_id: c.id };
    },

    async complain(accountId: number, body: z.output<typeof ComplaintBody>) {
      const c = await commentOr404(db, body.comment_id);
      const deadline = reviewDeadline(new Date(), Boolean(body.court_decision_link));
      const row = (await db.query<{ id: number }>(SQL.complaint, [c.id, accountId, body.first_name, body.last_name, body.email, body.text, body.court_decision_link ?? null, deadline.toISOString()]))[0]!;
      return { id: row.id };
    },

    async mine(accountId: number) {
      return { complaints: (await db.query<ComplaintRow>(SQL.mine, [accountId])).map(toComplaint) };
    },

    async queue(accountId: number) {
      await requireModerator(accountId);
      return { complaints: (await db.query<ComplaintRow>(SQL.queue)).map(toComplaint) };
    },

    /** Upheld hides the comment for good; rejected keeps it. Either is final and visible to both sides. */
    async decide(accountId: number, complaintId: number, decision: 'upheld' | 'rejected', note: string | null) {
      await requireModerator(accountId);
      return db.transaction(async (q) => {
        const decided = (await q.query<{ comment_id: number }>(SQL.decide, [complaintId, decision, note, accountId]))[0];
        if (!decided) throw new AppError('COMPLAINT_NOT_FOUND');
        if (decision === 'upheld') {
          const hidden = (await q.query<{ number_id: number }>(SQL.hideForever, [decided.comment_id]))[0];
          if (hidden) await refreshNumber(q, hidden.number_id);
        }
        return { status: true };
      });
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
