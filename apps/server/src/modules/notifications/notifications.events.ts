import type { Querier } from '../../db/client.js';
import { createNotificationsRepository } from './notifications.repository.js';

/*
 * Events other areas report inside their own write (same transaction), so a notification exists
 * exactly when the event does. Each is recorded once: its event key is unique (decision 022).
 * Never for the actor themself, and only when the recipient's flag allows it (the SQL checks both).
 */

/** A new reply in a thread: every follower of the review hears of it. */
export async function notifyReply(q: Querier, e: { rootId: number; threadId: number; actorId: number; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordReply(e);
}

/** A new review (top-level comment) on a number: its owner hears of it. */
export async function notifyReview(q: Querier, e: { commentId: number; actorId: number; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordReview(e);
}

/** Someone saved a (new) name for a number: its owner hears of it. */
export async function notifyNameSaved(q: Querier, e: { e164: string; actorId: number; nameHash: string; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordName(e);
}

/**
 * A paid contact request was stored: the number's owner hears of it, if the number has one
 * (decision 057). Not the asker's number: the list shows the owner the day and the asker's shown name.
 */
export async function notifyContactRequest(q: Querier, e: { requestId: number; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordContactRequest(e);
}

/**
 * A new account now owns its number (the sign-up's transaction; decision 054's trigger linked it):
 * its owner hears of each request still waiting on the number, once, as an owner who already had an
 * account heard of it when it came (decision 057, Later).
 */
export async function notifyContactRequestsOfNewOwner(q: Querier, e: { accountId: number; e164: string; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordContactRequestsOfNewOwner(e);
}

/**
 * A contact request ended (accepted, declined, or expired and refunded): its asker hears of it,
 * once per request. `actorId` is the owner who answered, or null when it expired.
 */
export async function notifyContactRequestEnded(q: Querier, e: { requestId: number; actorId: number | null; at: Date }): Promise<void> {
  await createNotificationsRepository(q).recordContactEnded(e);
}
