import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Outbound } from './delivery-channel.js';

const OUTBOX_INSERT = {
  name: 'outbox_insert',
  text: 'insert into outbox (channel, recipient, payload) values ($1, $2, $3::jsonb)',
};

/**
 * Delivers bot replies. With simulators on they are written to the outbox (where tests and the
 * simulator panel read them); otherwise they go to the provider's API. A failed reply is logged,
 * not thrown: the user can start again, and sign-in state never depends on it.
 */
export function createSender(config: Config, db: Database, simulated: boolean, log: FastifyBaseLogger) {
  return async (msg: Outbound): Promise<void> => {
    if (simulated) {
      await db.query(OUTBOX_INSERT, [msg.channel, msg.recipient, JSON.stringify(msg.payload)]);
      return;
    }
    try {
      const res = await deliver(config, msg);
      if (!res.ok) log.warn({ channel: msg.channel, status: res.status }, 'provider refused a bot reply');
    } catch (err) {
      log.warn({ err, channel: msg.channel }, 'bot reply failed');
    }
  };
}

function deliver(config: Config, msg: Outbound): Promise<Response> {
  const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  if (msg.channel === 'telegram') {
    const { method, ...body } = msg.payload;
    return json(`${config.TELEGRAM_API_URL}/bot${config.TELEGRAM_BOT_TOKEN}/${String(method)}`, body);
  }
  if (msg.channel === 'viber') {
    return json('https://chatapi.viber.com/pa/send_message', msg.payload, { 'X-Viber-Auth-Token': config.VIBER_AUTH_TOKEN });
  }
  throw new Error(`no outbound API for ${msg.channel}`);
}

export type Sender = ReturnType<typeof createSender>;
