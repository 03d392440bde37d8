import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Comment, CommentOrder, LikeBody, LikeData, Stance, ThreadReply } from '@numscope/contract';
import type { Querier } from '../../db/client.js';
import type { UnitOfWork, WriteTx } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import { epochSeconds, type Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import { ensureNumber, numberIdOf } from '../../shared/number-rows.js';
import { requirePhone } from '../../shared/phone.js';
import { limitWrites } from '../../shared/write-limit.js';
import { notifyReply, notifyReview } from '../notifications/index.js';
import { balanceOf, moveNumCy } from '../wallet/index.js';
import { toComment, toThreadReply } from './comment-row.js';
import type { CommentRef, CommentsRepository, ViewerColumns } from './comments.repository.js';
import { repeatsRemovedText, REVIEW_DAYS } from './removed-text.js';

const STANCE_VALUE = { negative: -1, neutral: 0, positive: 1 } as const;

/** The most NumCy one boost may spend. */
export const MAX_BOOST = 1000;
/** Replies one account may post under one review in a day (decision 052). */
export const REPLIES_PER_THREAD_PER_DAY = 20;

export interface Page {
  limit: number;
  offset: number;
}

interface Flagged {
  id: number;
  hasLike: boolean;
  hasDislike: boolean;
  hasCommentUp: boolean;
}

export interface CommentsDeps {
  repo: CommentsRepository;
  uow: UnitOfWork;
  kv: KvStore;
  clock: Clock;
}

/**
 * Comments on a number: the lists and threads anyone reads, and what signed-in users write (their
 * one comment per number, thread replies, likes, dislikes and paid boosts). Every write runs in one
 * unit of work, which rebuilds the number's card before commit, so readers never see half of it.
 */
export function createCommentsService({ repo, uow, kv, clock }: CommentsDeps) {
  /** Access for every write: signed in (the route guarantees it) and within the write limit. */
  const mayWrite = (account: AccountClaims) => limitWrites(kv, clock, account.accountId);
  /** One person's replies under one review per day (UTC day of the app's clock): a conversation, not a flood. */
  async function mayReplyInThread(account: AccountClaims, rootId: number) {
    const day = Math.floor(clock.now().getTime() / 86_400_000);
    if ((await kv.incr(`replies:${account.accountId}:${rootId}:${day}`, 2 * 86_400)) > REPLIES_PER_THREAD_PER_DAY)
      throw new AppError('DAILY_CAP_REACHED');
  }

  async function locked(id: number, want: 'comment' | 'reply', q: Querier): Promise<CommentRef> {
    const c = await repo.lock(id, q);
    if (!c || (want === 'comment') !== (c.parent_id === null))
      throw new AppError(want === 'comment' ? 'COMMENT_NOT_FOUND' : 'REPLY_NOT_FOUND');
    return c;
  }

  function ownedBy(c: CommentRef, account: AccountClaims): CommentRef {
    if (c.author_id !== account.accountId) throw new AppError('NOT_YOUR_COMMENT');
    return c;
  }

  /**
   * Text a moderator removed from this author on this number does not publish again, however it
   * arrives (a new comment, a reply, an edit, after deleting the removed one): it is held for a
   * moderator, shown to its author only (decision 026). True when held.
   */
  async function holdsRemovedText(tx: WriteTx, c: { id: number; numberId: number; authorId: number; text: string }) {
    const removed = (await repo.removedTexts(c.numberId, c.authorId, tx.now, c.id, tx)).find((r) => repeatsRemovedText(c.text, r.text));
    if (!removed) return null;
    return async (commentId: number) => {
      const note = removed.complaint_id ? `Re-post of text removed after complaint #${removed.complaint_id}` : 'Re-post of removed text';
      await repo.holdForReview(commentId, note, new Date(tx.now.getTime() + REVIEW_DAYS * 86_400_000), tx.now, tx);
    };
  }

  async function withFlags<T extends Flagged>(items: T[], viewer: AccountClaims | null): Promise<T[]> {
    if (viewer && items.length > 0)
      applyFlags(
        items,
        await repo.viewerFlags(
          items.map((i) => i.id),
          viewer.accountId,
        ),
      );
    return items;
  }

  return {
    /** A page of a number's comments; the pinned one is not listed (the profile carries it). */
    async list({
      viewer,
      phone: input,
      locale,
      order,
      page,
    }: {
      viewer: AccountClaims | null;
      phone: string;
      locale?: string;
      order: CommentOrder;
      page: Page;
    }): Promise<{ comments: Comment[]; total: number }> {
      const phone = requirePhone(input, locale);
      const num = await repo.numberTotals(phone.e164);
      if (!num) return { comments: [], total: 0 };
      const nowSec = epochSeconds(clock);
      const comments = (await repo.list(num.id, order, page.limit, page.offset)).map((r) => toComment(r, nowSec));
      return { comments: await withFlags(comments, viewer), total: Math.max(0, num.listed) };
    },

    /** A page of one comment's thread replies, oldest first; the comment must be on this number. */
    async thread({
      viewer,
      commentId,
      phone: input,
      locale,
      page,
    }: {
      viewer: AccountClaims | null;
      commentId: number;
      phone: string;
      locale?: string;
      page: Page;
    }): Promise<{ threads: ThreadReply[]; total: number }> {
      const phone = requirePhone(input, locale);
      const viewerId = viewer?.accountId ?? 0;
      const root = await repo.root(commentId, phone.e164, viewerId);
      if (!root) throw new AppError('COMMENT_NOT_FOUND');
      const nowSec = epochSeconds(clock);
      const threads = (await repo.thread(root.id, page.limit, page.offset, viewerId)).map((r) => toThreadReply(r, nowSec));
      return { threads: await withFlags(threads, viewer), total: root.thread_count };
    },

    /** Adds my comment on a number, or updates it when I wrote one already (spec §4). */
    async add({
      account,
      phone: input,
      text,
      stance,
    }: {
      account: AccountClaims;
      phone: string;
      text: string;
      stance?: Stance;
    }): Promise<{ id: number }> {
      const phone = requirePhone(input);
      await mayWrite(account);
      return uow.run(async (tx) => {
        const numberId = await ensureNumber(tx, phone);
        const mine = await repo.ownComment(numberId, account.accountId, tx);
        // The owner (signed in with the number) answers reviews instead (decision 030); one written before stays theirs to edit.
        if (!mine && account.phone === phone.e164) throw new AppError('OWN_NUMBER_REVIEW');
        const hold = await holdsRemovedText(tx, { id: mine?.id ?? 0, numberId, authorId: account.accountId, text });
        let id: number;
        if (mine) {
          id = mine.id;
          // Posting again over a held comment keeps it held, as an edit does (decision 049).
          await repo.updateText(id, text, mine.in_review || hold !== null, tx.now, tx);
        } else {
          id = await repo.insert({ numberId, rootId: null, authorId: account.accountId, text, inReview: hold !== null, at: tx.now }, tx);
          // A new review tells the number's owner, unless it waits for a moderator.
          if (!hold) await notifyReview(tx, { commentId: id, actorId: account.accountId, at: tx.now });
        }
        await hold?.(id);
        if (stance) await repo.setStance(id, STANCE_VALUE[stance], tx);
        return { id };
      });
    },

    /** Deletes my comment on a number: it becomes a tombstone nobody sees (its thread goes with it). */
    async remove({ account, phone: input }: { account: AccountClaims; phone: string }): Promise<{ status: boolean }> {
      const phone = requirePhone(input);
      await mayWrite(account);
      return uow.run(async (tx) => {
        const numberId = await numberIdOf(tx, phone.e164);
        const mine = numberId !== null && (await repo.ownComment(numberId, account.accountId, tx));
        if (!mine) throw new AppError('COMMENT_NOT_FOUND');
        await repo.tombstone(mine.id, tx.now, tx);
        return { status: true };
      });
    },

    async edit({
      account,
      commentId,
      text,
      stance,
    }: {
      account: AccountClaims;
      commentId: number;
      text: string;
      stance?: Stance;
    }): Promise<{ id: number }> {
      await mayWrite(account);
      return uow.run(async (tx) => {
        const c = ownedBy(await locked(commentId, 'comment', tx), account);
        const hold = await holdsRemovedText(tx, { id: c.id, numberId: c.number_id, authorId: account.accountId, text });
        // A held comment stays held whatever the edit: only a moderator publishes it (decision 049).
        await repo.updateText(c.id, text, c.in_review || hold !== null, tx.now, tx);
        await hold?.(c.id);
        if (stance) await repo.setStance(c.id, STANCE_VALUE[stance], tx);
        return { id: c.id };
      });
    },

    async reply({ account, replyTo, text }: { account: AccountClaims; replyTo: number; text: string }): Promise<{ id: number }> {
      await mayWrite(account);
      await mayReplyInThread(account, replyTo);
      return uow.run(async (tx) => {
        const root = await locked(replyTo, 'comment', tx);
        if (root.in_review && root.author_id !== account.accountId) throw new AppError('COMMENT_NOT_FOUND');
        const hold = await holdsRemovedText(tx, { id: 0, numberId: root.number_id, authorId: account.accountId, text });
        const id = await repo.insert(
          { numberId: root.number_id, rootId: root.id, authorId: account.accountId, text, inReview: hold !== null, at: tx.now },
          tx,
        );
        // A reply under review is not counted until a moderator publishes it.
        if (hold) await hold(id);
        else {
          await repo.bumpThread(root.id, 1, tx);
          await notifyReply(tx, { rootId: root.id, threadId: id, actorId: account.accountId, at: tx.now });
        }
        return { id };
      });
    },

    async editReply({ account, threadId, text }: { account: AccountClaims; threadId: number; text: string }): Promise<{ id: number }> {
      await mayWrite(account);
      return uow.run(async (tx) => {
        const r = ownedBy(await locked(threadId, 'reply', tx), account);
        const hold = await holdsRemovedText(tx, { id: r.id, numberId: r.number_id, authorId: account.accountId, text });
        // A reply that goes under review leaves its thread's count until a moderator publishes it
        // (which counts it again), as a held new reply is not counted before.
        const leaves = !r.in_review && hold !== null;
        if (leaves) await repo.lock(r.parent_id!, tx);
        await repo.updateText(r.id, text, r.in_review || hold !== null, tx.now, tx);
        await hold?.(r.id);
        if (leaves) await repo.bumpThread(r.parent_id!, -1, tx);
        return { id: r.id };
      });
    },

    async removeReply({ account, threadId }: { account: AccountClaims; threadId: number }): Promise<{ status: boolean }> {
      await mayWrite(account);
      return uow.run(async (tx) => {
        const r = ownedBy(await locked(threadId, 'reply', tx), account);
        // The thread first: its repliers are counted by a statement that must see every reply committed before it.
        await repo.lock(r.parent_id!, tx);
        await repo.tombstone(r.id, tx.now, tx);
        if (!r.in_review) await repo.bumpThread(r.parent_id!, -1, tx);
        return { status: true };
      });
    },

    /**
     * Like or dislike (one per user and comment, switching between them; repeating is a no-op) or
     * a paid boost that spends `comment_up_count` NumCy through the ledger in the same transaction.
     */
    async react({
      account,
      body,
      idempotencyKey,
    }: {
      account: AccountClaims;
      body: z.output<typeof LikeBody>;
      idempotencyKey: string | null;
    }): Promise<z.output<typeof LikeData>> {
      const boost = body.like_type === 'COMMENT_UP';
      const count = body.comment_up_count ?? 0;
      if (boost && (body.action_type !== 'ADD' || count < 1 || count > MAX_BOOST)) throw new AppError('BOOST_INVALID');
      await mayWrite(account);
      const me = account.accountId;
      return uow.run(async (tx) => {
        const c = await repo.lock(body.comment_id, tx);
        if (!c || (c.in_review && c.author_id !== me)) throw new AppError('COMMENT_NOT_FOUND');
        // Taking back a reaction stays possible (one given before this rule).
        if (!boost && body.action_type === 'ADD' && c.author_id === me) throw new AppError('OWN_COMMENT_REACTION');
        let delta = { likes: 0, dislikes: 0, ups: 0 };
        if (boost) {
          // Each boost is its own movement; a retry of the same user action (its Idempotency-Key)
          // finds the first movement and adds nothing (decision 026).
          const moved = await moveNumCy(tx, {
            accountId: me,
            amount: -count,
            reason: 'comment_up',
            reference: `comment:${c.id}`,
            key: `comment_up:${c.id}:${me}:${idempotencyKey ?? randomUUID()}`,
            at: tx.now,
          });
          if (!moved.replayed) {
            await repo.addBoost(c.id, me, count, tx);
            delta = { ...delta, ups: count };
          }
        } else {
          const had = await repo.reaction(c.id, me, tx);
          const kind = body.like_type as 'LIKE' | 'DISLIKE';
          const d = (k: 'LIKE' | 'DISLIKE', n: number) =>
            k === 'LIKE' ? { likes: n, dislikes: 0, ups: 0 } : { likes: 0, dislikes: n, ups: 0 };
          if (body.action_type === 'ADD' && had !== kind) {
            await repo.putReaction(c.id, me, kind, had !== null, tx.now, tx);
            const [a, b] = [had ? d(had, -1) : d(kind, 0), d(kind, 1)];
            delta = { likes: a.likes + b.likes, dislikes: a.dislikes + b.dislikes, ups: 0 };
          } else if (body.action_type === 'REMOVE' && had === kind) {
            await repo.deleteReaction(c.id, me, tx);
            delta = d(kind, -1);
          }
        }
        const counts = await repo.moveCounts(c.id, delta, tx);
        const [flags] = await repo.viewerFlags([c.id], me, tx);
        const balance = await balanceOf(tx, me);
        return {
          likes: counts.likes,
          dislikes: counts.dislikes,
          commentUps: counts.comment_ups,
          hasLike: flags!.kind === 'LIKE',
          hasDislike: flags!.kind === 'DISLIKE',
          hasCommentUp: flags!.boosted,
          balance,
        };
      });
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;

/** Sets the viewer's own reactions on comments about to be returned. */
export function applyFlags(items: Flagged[], rows: { id: number; kind: 'LIKE' | 'DISLIKE' | null; boosted: boolean }[]): void {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const item of items) {
    const f = byId.get(item.id);
    item.hasLike = f?.kind === 'LIKE';
    item.hasDislike = f?.kind === 'DISLIKE';
    item.hasCommentUp = f?.boosted ?? false;
  }
}

/** The viewer's part of a number's comments (their comment, reactions and boosts) from the columns of `viewerColumnsSql`, read by the lookup. */
export function commentsViewerFrom(row: ViewerColumns, nowSec: number) {
  const kinds = new Map(row.viewer_reactions.map((r) => [r.id, r.kind]));
  const boosted = new Set(row.viewer_boosts);
  const flags = (id: number) => ({ id, kind: kinds.get(id) ?? null, boosted: boosted.has(id) });
  const myComment = row.viewer_mine ? toComment(row.viewer_mine, nowSec) : null;
  if (myComment) applyFlags([myComment], [flags(myComment.id)]);
  return {
    myComment,
    /** The viewer reacted to or boosted none of the comments shown: the card's comments stand as they are. */
    changesNone: row.viewer_reactions.length === 0 && row.viewer_boosts.length === 0,
    applyTo: (items: Flagged[]) =>
      applyFlags(
        items,
        items.map((i) => flags(i.id)),
      ),
  };
}
