import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LIMITS, type ComplaintBody } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import { limitDaily } from '../../shared/daily-cap.js';
import { requireModerator } from '../../shared/moderator.js';
import { limitWrites } from '../../shared/write-limit.js';
import { requirePhone } from '../../shared/phone.js';
import { recountRepliers } from '../comments/index.js';
import { moveNumCy } from '../wallet/index.js';
import type { ComplaintRow, ModerationRepository } from './moderation.repository.js';
import { reviewDeadline } from './review-deadline.js';

const toComplaint = (r: ComplaintRow) => ({
  id: r.id,
  kind: r.kind,
  comment_id: r.comment_id,
  status: r.status,
  reviewDeadlineTimestamp: r.deadline,
  decisionNote: r.decision_note,
  createdAtTimestamp: r.created,
  role: r.role,
  text: r.text,
  commentText: r.comment_text,
});

/**
 * Reports (one per user and target, idempotent), hiding comments on one's own number (paid,
 * through the ledger), reply subscriptions, and legal complaints decided by moderators.
 */
/** Complaints per account in ten minutes: a legal complaint takes a person minutes to write (issue 11 item 14). */
export const COMPLAINTS_PER_10_MINUTES = 5;

export function createModerationService({
  db,
  repo,
  uow,
  clock,
  kv,
}: {
  db: Querier;
  repo: ModerationRepository;
  uow: UnitOfWork;
  clock: Clock;
  kv: KvStore;
}) {
  async function commentOr404(id: number, lock = false, q?: Parameters<ModerationRepository['comment']>[2]) {
    const c = await repo.comment(id, lock, q);
    if (!c) throw new AppError('COMMENT_NOT_FOUND');
    return c;
  }

  return {
    async reportComment({ account, commentId, text }: { account: AccountClaims; commentId: number; text: string }) {
      // Reports count against the account's write limit like every other write, and its daily cap.
      await limitWrites(kv, clock, account.accountId);
      const c = await commentOr404(commentId);
      await limitDaily(kv, clock, account.accountId, 'reports');
      const sent = await repo.report({
        accountId: account.accountId,
        kind: 'comment',
        targetKey: `comment:${c.id}`,
        numberId: c.number_id,
        commentId: c.id,
        text,
        at: clock.now(),
      });
      if (!sent) throw new AppError('REPORT_DUPLICATE');
      return { status: 'accepted' as const };
    },

    /**
     * A report on a name saved on a number: the name must exist, one report per account and name;
     * however many names an account reports, it is one voice on the number (decision 030).
     */
    async reportContact({
      account,
      phone: input,
      viaProfile,
      nameHash,
      text,
    }: {
      account: AccountClaims;
      phone: string;
      /** Reported from a profile's page (the profile's own number) rather than a number's. */
      viaProfile: boolean;
      nameHash: string;
      text: string;
    }) {
      await limitWrites(kv, clock, account.accountId);
      const phone = requirePhone(input);
      if ((await repo.numberWithName(phone.e164, nameHash, account.accountId, clock.now())) === null)
        throw new AppError('CONTACT_NOT_FOUND');
      await limitDaily(kv, clock, account.accountId, 'reports');
      await uow.run(async (tx) => {
        const numberId = await repo.numberWithName(phone.e164, nameHash, account.accountId, tx.now, tx);
        if (numberId === null) throw new AppError('CONTACT_NOT_FOUND');
        const kind = viaProfile ? 'profile_contact' : 'contact';
        const sent = await repo.report(
          { accountId: account.accountId, kind, targetKey: `${phone.e164}:${nameHash}`, numberId, commentId: null, text, at: tx.now },
          tx,
        );
        if (!sent) throw new AppError('REPORT_DUPLICATE');
        repo.markScored(numberId, tx);
      });
      return { status: 'accepted' as const };
    },

    /** The owner of a number (the account signed in with it) hides a comment on it: 10 NumCy a month. */
    async hide({
      account,
      commentId,
      months,
      idempotencyKey,
    }: {
      account: AccountClaims;
      commentId: number;
      months: number;
      idempotencyKey: string | null;
    }) {
      return uow.run(async (tx) => {
        const c = await commentOr404(commentId, true, tx);
        const me = await repo.lockMyPhone(account.accountId, tx);
        if (!me || me.phone !== c.e164) throw new AppError('NOT_NUMBER_OWNER');
        const price = LIMITS.hideCommentPricePerMonth * months;
        if (me.balance < Math.max(LIMITS.hideCommentMinBalance, price)) throw new AppError('NOT_ENOUGH_BALANCE');
        // A retry of the same user action (its Idempotency-Key) finds the first movement: one charge.
        const key = `hide_comment:${c.id}:${account.accountId}:${idempotencyKey ?? randomUUID()}`;
        const { balance, replayed } = await moveNumCy(tx, {
          accountId: account.accountId,
          amount: -price,
          reason: 'hide_comment',
          reference: `comment:${c.id}:${months}m`,
          key,
          at: tx.now,
        });
        const until = replayed ? await repo.hiddenUntil(c.id, tx) : await repo.hide(c.id, 'owner', months, tx.now, tx);
        return { endDateTimestamp: until, balance };
      });
    },

    async subscribe({ account, commentId, active }: { account: AccountClaims; commentId: number; active: boolean }) {
      // A write like any other: following thousands of threads a minute is a script, not a reader.
      await limitWrites(kv, clock, account.accountId);
      // Following needs a live comment; stopping works on a deleted one too (its tombstone stays).
      if (active) await commentOr404(commentId);
      else if (!(await repo.commentEver(commentId))) throw new AppError('COMMENT_NOT_FOUND');
      const status = active ? ('active' as const) : ('canceled' as const);
      await repo.subscribe(commentId, account.accountId, status, clock.now());
      return { status, comment_id: commentId };
    },

    async complain({ account, body }: { account: AccountClaims; body: z.output<typeof ComplaintBody> }) {
      if ((await kv.incr(`complaint:${account.accountId}`, 600)) > COMPLAINTS_PER_10_MINUTES) throw new AppError('WRITE_RATE_LIMITED');
      const c = await commentOr404(body.comment_id);
      await limitDaily(kv, clock, account.accountId, 'complaints');
      const at = clock.now();
      const deadline = reviewDeadline(at, Boolean(body.court_decision_link));
      const id = await repo.insertComplaint({
        commentId: c.id,
        complainantId: account.accountId,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        text: body.text,
        courtDecisionLink: body.court_decision_link ?? null,
        deadline,
        at,
      });
      return { id };
    },

    /** What I reported and follow on one number (the page shows it after a reload). */
    async mineOnNumber({ account, phone }: { account: AccountClaims; phone: string }) {
      return repo.mineOnNumber(requirePhone(phone).e164, account.accountId);
    },

    async mine({ account }: { account: AccountClaims }) {
      return { complaints: (await repo.mine(account.accountId, clock.now())).map(toComplaint) };
    },

    async queue({ account }: { account: AccountClaims }) {
      await requireModerator(db, account.accountId);
      return { complaints: (await repo.queue()).map(toComplaint) };
    },

    /**
     * Upheld hides the comment for good; rejected keeps it. Either is final and visible to both
     * sides. A held re-post (kind review): upheld keeps it removed, rejected publishes it.
     */
    async decide({
      account,
      complaintId,
      decision,
      note,
    }: {
      account: AccountClaims;
      complaintId: number;
      decision: 'upheld' | 'rejected';
      note: string | null;
    }) {
      await requireModerator(db, account.accountId);
      return uow.run(async (tx) => {
        const decided = await repo.decide({ complaintId, decision, note, moderatorId: account.accountId, at: tx.now }, tx);
        if (decided === null) throw new AppError('COMPLAINT_NOT_FOUND');
        if (decision === 'upheld') await repo.hideForever(decided.comment_id, tx);
        if (decided.kind === 'review') await repo.endReview(decided.comment_id, tx);
        await recountRepliers(tx, decided.comment_id);
        return { status: true };
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
