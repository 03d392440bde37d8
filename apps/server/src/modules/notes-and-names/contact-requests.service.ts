import { randomUUID } from 'node:crypto';
import { CONTACT_REQUESTS, LIMITS } from '@numscope/contract';
import type { UnitOfWork, WriteTx } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import { ensureNumber } from '../../shared/number-rows.js';
import { requirePhone } from '../../shared/phone.js';
import { limitWrites } from '../../shared/write-limit.js';
import { notifyContactRequest, notifyContactRequestEnded } from '../notifications/index.js';
import { moveNumCy } from '../wallet/index.js';
import type { ContactRequestsRepository, Ended } from './contact-requests.repository.js';

const DAY = 86_400_000;
/** Expired requests refunded per run of the job; the next run takes the rest. */
const EXPIRE_BATCH = 200;

/**
 * The day of the call, as a calendar date no later than tomorrow in UTC (a caller ahead of UTC is
 * already there) and no earlier than `callWithinDays` ago; otherwise CONTACT_REQUEST_DATE_INVALID.
 */
function callDay(date: string, now: Date): string {
  const day = new Date(`${date}T00:00:00Z`);
  const valid = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (!valid || day.getTime() > today + DAY || day.getTime() < today - CONTACT_REQUESTS.callWithinDays * DAY)
    throw new AppError('CONTACT_REQUEST_DATE_INVALID');
  return date;
}

/**
 * Paid contact requests (decision 055). Sending charges `friendRequestPrice` NumCy through the
 * ledger in the same transaction that stores the request; one request to a number waits at a time;
 * a retried send (its Idempotency-Key) is charged once. The number's owner (the account signed in
 * with it) accepts, which shows each side the other's number and name, or declines; a request
 * nobody answered in `answerDays` ends and the job gives its NumCy back.
 */
export function createContactRequestsService({
  repo,
  uow,
  kv,
  clock,
}: {
  repo: ContactRequestsRepository;
  uow: UnitOfWork;
  kv: KvStore;
  clock: Clock;
}) {
  /**
   * Gives ended requests their NumCy back, once each: the refund's ledger key names the request; and
   * tells each asker, once (decision 057).
   */
  async function refund(ended: Ended[], tx: WriteTx): Promise<void> {
    for (const r of ended) {
      await moveNumCy(tx, {
        accountId: r.requesterId,
        amount: r.price,
        reason: 'refund',
        reference: `contact_request:${r.id}`,
        key: `contact_request_refund:${r.id}`,
        at: tx.now,
      });
      await notifyContactRequestEnded(tx, { requestId: r.id, actorId: null, at: tx.now });
    }
  }

  return {
    async send({
      account,
      phone: input,
      date,
      idempotencyKey,
    }: {
      account: AccountClaims;
      phone: string;
      date: string;
      idempotencyKey: string | null;
    }) {
      const phone = requirePhone(input);
      const day = callDay(date, clock.now());
      await limitWrites(kv, clock, account.accountId);
      return uow.run(async (tx) => {
        const numberId = await ensureNumber(tx, phone);
        if ((await repo.ownerOf(numberId, tx)) === account.accountId) throw new AppError('CONTACT_REQUEST_OWN_NUMBER');
        // One past its end that the job has not ended yet does not hold the place of a new one.
        await refund(await repo.expireOwn(account.accountId, numberId, tx.now, tx), tx);
        const price = LIMITS.friendRequestPrice;
        const expiresAt = new Date(tx.now.getTime() + CONTACT_REQUESTS.answerDays * DAY);
        const id = await repo.insert({ requesterId: account.accountId, numberId, date: day, price, at: tx.now, expiresAt }, tx);
        if (id === null) throw new AppError('CONTACT_REQUEST_PENDING');
        const moved = await moveNumCy(tx, {
          accountId: account.accountId,
          amount: -price,
          reason: 'contact_request',
          reference: `contact_request:${id}`,
          key: `contact_request:${account.accountId}:${numberId}:${idempotencyKey ?? randomUUID()}`,
          at: tx.now,
        });
        // The key paid for an earlier request (no longer waiting, so this one could be stored): not a retry of this one.
        if (moved.replayed) throw new AppError('IDEMPOTENCY_KEY_MISMATCH');
        // The owner hears of it in this transaction, if the number has one (decision 057).
        await notifyContactRequest(tx, { requestId: id, at: tx.now });
        const [request] = await repo.outgoing(account.accountId, tx.now, id, tx);
        return { request: request!, balance: moved.balance };
      });
    },

    /** The requests I sent and those to my own number (the spec's further call with no body). */
    async list({ account }: { account: AccountClaims }) {
      const now = clock.now();
      const [outgoing, incoming] = await Promise.all([repo.outgoing(account.accountId, now), repo.incoming(account.accountId, now)]);
      return { incoming, outgoing, priceDirectly: LIMITS.friendRequestPrice };
    },

    async answer({ account, requestId, decision }: { account: AccountClaims; requestId: number; decision: 'accept' | 'decline' }) {
      return uow.run(async (tx) => {
        const done = await repo.answer(requestId, account.accountId, decision === 'accept' ? 'accepted' : 'declined', tx.now, tx);
        if (!done) throw new AppError('CONTACT_REQUEST_NOT_FOUND');
        await notifyContactRequestEnded(tx, { requestId, actorId: account.accountId, at: tx.now });
        const [request] = await repo.incoming(account.accountId, tx.now, requestId, tx);
        return { request: request! };
      });
    },

    /** Ends unanswered requests past their time and gives each its NumCy back (once: the refund's ledger key names it). */
    async expireDue(): Promise<number> {
      return uow.run(async (tx) => {
        const ended = await repo.expireDue(tx.now, EXPIRE_BATCH, tx);
        await refund(ended, tx);
        return ended.length;
      });
    },
  };
}

export type ContactRequestsService = ReturnType<typeof createContactRequestsService>;
