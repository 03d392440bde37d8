import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob, type Jobs } from '../../infra/jobs/index.js';
import type { Outbound } from './delivery-channel.js';
import type { Channels } from './registry.js';

const OUTBOX_INSERT = {
  name: 'outbox_insert',
  text: 'insert into outbox (channel, recipient, payload) values ($1, $2, $3::jsonb)',
};

export const DELIVER_MESSAGE = 'code-delivery-send';

/**
 * Sends one bot message through its provider's adapter, retried with backoff while the provider
 * is down or refuses (about 5 s, 10 s, … 160 s). A second run sends the message again: the
 * providers' bot APIs have no idempotency key, and a repeated reply is harmless to sign-in state.
 */
export function deliverMessageJob(channels: Channels) {
  return defineJob({
    name: DELIVER_MESSAGE,
    data: z.object({ channel: z.string(), recipient: z.string(), payload: z.record(z.string(), z.unknown()), key: z.string() }),
    retry: { limit: 6, delaySeconds: 5, backoff: true },
    async handler(msg) {
      const provider = channels.provider(msg.channel);
      if (!provider.send) throw new Error(`provider ${msg.channel} has no outbound API`);
      await provider.send(msg, msg.key);
    },
  });
}

/**
 * Delivers bot replies. With simulators on they are written to the outbox (where tests and the
 * simulator panel read them); otherwise a delivery job takes them to the provider. A failure is
 * logged, not thrown: the user can start again, and sign-in state never depends on a reply.
 */
export function createSender(o: { db: Database; jobs: Jobs; simulated: boolean; log: FastifyBaseLogger }) {
  // `key` makes a message idempotent (a notification is sent once however often it is handed over).
  return async (msg: Outbound, key: string = randomUUID()): Promise<void> => {
    if (o.simulated) {
      await o.db.query(OUTBOX_INSERT, [msg.channel, msg.recipient, JSON.stringify(msg.payload)]);
      return;
    }
    try {
      await o.jobs.enqueue(DELIVER_MESSAGE, { ...msg, key }, { singletonKey: key });
    } catch (err) {
      o.log.warn({ err, channel: msg.channel }, 'bot reply not queued');
    }
  };
}

export type Sender = ReturnType<typeof createSender>;
