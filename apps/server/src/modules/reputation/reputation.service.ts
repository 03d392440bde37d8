import { REPUTATION, type ReputationReview } from '@numscope/contract';
import type { Database, Querier } from '../../db/client.js';
import { touchNumber, type UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import { requireModerator } from '../../shared/moderator.js';
import { ensureNumber } from '../../shared/number-rows.js';
import { requirePhone } from '../../shared/phone.js';
import { reviewDeadline } from '../moderation/index.js';
import { createOwnerRepository, type ReviewRow } from './owner.repository.js';
import { createReputationRepository, type SavedScore } from './reputation.repository.js';
import { scoreNumber } from './scoring.js';

const DAY = 86_400_000;

/**
 * Scores these numbers from their signals (scoring.ts) and saves the index, flags, explanation,
 * voices, holds and weighted reaction scores. Runs in the unit of work that touched them, before
 * the cards are rebuilt; refuses the whole write with NUMBER_UNDER_REVIEW when a new or related
 * account wrote to a number whose burst waits for a moderator.
 */
export async function scoreNumbers(q: Querier, ids: number[], now: Date): Promise<void> {
  const repo = createReputationRepository(q);
  const saved: SavedScore[] = [];
  for (const inp of await repo.inputs(ids)) {
    const score = scoreNumber({ ...inp, now: now.getTime() });
    if (score.refused.length > 0) throw new AppError('NUMBER_UNDER_REVIEW');
    if (score.hold) await repo.hold(inp.id, score.hold.accountIds, score.hold.reasons, now);
    saved.push({
      id: inp.id,
      index: score.index,
      unwanted: score.isUnwanted,
      bans: score.reporters,
      reputation: score.reputation,
      voices: score.voices,
      reactionAdjustments: score.reactionAdjustments,
    });
  }
  await repo.save(saved, { rescoreAt: new Date(now.getTime() + REPUTATION.rescoreEveryDays * DAY), now });
}

const toReview = (r: ReviewRow): ReputationReview => ({
  id: Number(r.id),
  status: r.status,
  reason: r.reason,
  requestedAtTimestamp: Number(r.requested),
  reviewDeadlineTimestamp: Number(r.deadline),
  decidedAtTimestamp: r.decided === null ? null : Number(r.decided),
  decisionNote: r.decision_note,
});

/** The owner's voice (answers, review requests), the moderation of bursts and reviews, and the jobs. */
export function createReputationService({ db, uow, clock }: { db: Database; uow: UnitOfWork; clock: Clock }) {
  const owner = createOwnerRepository(db);

  return {
    /** The verified owner (signed in with the number) answers a review once. */
    async ownerAnswer({ account, commentId, text }: { account: AccountClaims; commentId: number; text: string }) {
      return uow.run(async (tx) => {
        const c = await owner.review(commentId, tx);
        if (!c) throw new AppError('COMMENT_NOT_FOUND');
        if (c.owner_phone !== (await owner.phoneOf(account.accountId, tx))) throw new AppError('OWNER_ONLY');
        if (c.answered) throw new AppError('OWNER_ANSWER_EXISTS');
        await owner.answer(commentId, text, tx.now, tx);
        touchNumber(tx, Number(c.number_id));
        return { id: commentId };
      });
    },

    /** The owner asks moderators to review the number's reputation; decided within the complaint deadline. */
    async requestReview({ account, phone: input, reason }: { account: AccountClaims; phone: string; reason: string }) {
      const phone = requirePhone(input);
      return uow.run(async (tx) => {
        if (phone.e164 !== (await owner.phoneOf(account.accountId, tx))) throw new AppError('OWNER_ONLY');
        const numberId = await ensureNumber(tx, phone);
        const row = await owner.request(
          { numberId, accountId: account.accountId, reason, deadline: reviewDeadline(tx.now, false), at: tx.now },
          tx,
        );
        if (!row) throw new AppError('REVIEW_REQUEST_PENDING');
        touchNumber(tx, numberId);
        return toReview(row);
      });
    },

    async burstQueue({ account }: { account: AccountClaims }) {
      await requireModerator(db, account.accountId);
      return { bursts: await owner.bursts() };
    },

    /** Release: the held voices count. Discard: they never will, and each held account's record takes a contradiction. */
    async decideBurst({ account, burstId, decision }: { account: AccountClaims; burstId: number; decision: 'release' | 'discard' }) {
      await requireModerator(db, account.accountId);
      return uow.run(async (tx) => {
        const numberId = await owner.decideBurst(burstId, decision === 'release' ? 'released' : 'discarded', account.accountId, tx.now, tx);
        if (numberId === null) throw new AppError('BURST_NOT_FOUND');
        touchNumber(tx, numberId);
        return { status: true };
      });
    },

    async reviewQueue({ account }: { account: AccountClaims }) {
      await requireModerator(db, account.accountId);
      return { reviews: (await owner.reviewQueue()).map((r) => ({ ...toReview(r), phone: r.e164, index: r.trust_index })) };
    },

    /** Upheld: signals before the decision no longer count (a reassigned number starts afresh). Rejected: nothing changes. */
    async decideReview({
      account,
      reviewId,
      decision,
      note,
    }: {
      account: AccountClaims;
      reviewId: number;
      decision: 'upheld' | 'rejected';
      note: string | null;
    }) {
      await requireModerator(db, account.accountId);
      return uow.run(async (tx) => {
        const numberId = await owner.decideReview({ reviewId, decision, note, moderatorId: account.accountId, at: tx.now }, tx);
        if (numberId === null) throw new AppError('REPUTATION_REVIEW_NOT_FOUND');
        touchNumber(tx, numberId);
        return { status: true };
      });
    },

    /** Scores again the numbers decay has moved, a batch at a time (the rescore job). */
    async rescoreDue(batch = 200): Promise<number> {
      const repo = createReputationRepository(db);
      let done = 0;
      for (;;) {
        const ids = await repo.due(clock.now(), batch);
        if (ids.length === 0) return done;
        await uow.run(async (tx) => ids.forEach((id) => tx.touchNumber(id)));
        done += ids.length;
      }
    },

    /** Recounts every account's agreements and contradictions with settled outcomes (the standing job). */
    async updateStanding(): Promise<void> {
      await owner.updateStanding(clock.now());
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
