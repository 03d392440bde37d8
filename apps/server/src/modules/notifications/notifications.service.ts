import type { Notification, NotificationKind, NotificationSettingsBody, NotificationSettingsData } from '@numscope/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { Clock } from '../../infra/clock.js';
import type { KvStore } from '../../infra/kv-store.js';
import type { Outbound } from '../../integrations/code-delivery/delivery-channel.js';
import { hasActive } from '../subscriptions/index.js';
import type { NotificationRow, NotificationsRepository, SettingsRow } from './notifications.repository.js';

/** The messengers a copy can go through, by the provider that sends it. */
export interface NoticeChannels {
  notice(method: string, recipient: string, text: string, silent: boolean): Outbound | null;
}

export interface NotificationsDeps {
  repo: NotificationsRepository;
  uow: UnitOfWork;
  /** Counts each recipient's messenger copies per hour (Redis across instances). */
  kv: KvStore;
  clock: Clock;
  channels: NoticeChannels;
  /** The code-delivery sender: the outbox with simulators, otherwise its delivery job with retries. */
  send: (msg: Outbound, key: string) => Promise<void>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const DEFAULTS: SettingsRow = {
  new_notice: true,
  new_contact_name: true,
  common_acquaintances: true,
  deliver_without_sound: false,
  messenger_delivery: false,
  contact_requests: true,
  messenger_method: null,
};

const toItem = (r: NotificationRow): Notification => ({
  id: r.id,
  kind: r.kind,
  number: r.e164,
  commentId: r.comment_id,
  threadId: r.thread_id,
  contactRequest:
    r.request_id === null || r.call_date === null
      ? null
      : {
          id: Number(r.request_id),
          date: r.call_date,
          price: Number(r.request_price),
          firstName: r.asker_first,
          lastName: r.asker_last,
        },
  createdAtTimestamp: r.at,
  read: r.read,
});

const toSettings = (r: SettingsRow): NotificationSettingsData => ({
  newNotice: r.new_notice,
  newContactName: r.new_contact_name,
  commonAcquaintances: r.common_acquaintances,
  deliverWithoutSound: r.deliver_without_sound,
  messengerDelivery: r.messenger_delivery,
  contactRequests: r.contact_requests,
  messengerChannel:
    r.messenger_method === 'telegram' || r.messenger_method === 'viber'
      ? r.messenger_method
      : r.messenger_method === 'whatsapp' || r.messenger_method === 'whatsappBusiness'
        ? 'whatsapp'
        : null,
});

/**
 * Messenger copies are short and in English: the account keeps no language (the web app's is per
 * browser). None names the asker of a contact request (decision 057).
 */
const SUBJECT: Record<NotificationKind, (price: number | null) => string> = {
  reply: () => 'New reply to a review you follow',
  review: () => 'New review on your number',
  name: () => 'Someone saved a name for your number',
  view: () => 'Someone looked up your number',
  contact_request: () => 'Someone who got a call from your number asks you to get in touch',
  contact_accepted: () => 'The owner accepted your contact request: their name is on the number’s page',
  contact_declined: () => 'The owner declined your contact request',
  contact_expired: (price) =>
    `Nobody answered your contact request in time; ${price === null ? 'its' : `the ${price}`} NumCy are back on your balance`,
};

/** Where a copy leads: my own number's requests for an incoming contact request, else the number (at the review). */
const pathOf = (p: { kind: NotificationKind; e164: string; comment_id: number | null }) =>
  p.kind === 'contact_request' ? '/number/my' : `/number/${p.e164.replace(/\D/g, '')}${p.comment_id ? `#comment-${p.comment_id}` : ''}`;

/** Messenger copies taken per run of the delivery job. */
const DELIVERY_BATCH = 100;
/**
 * Messenger copies one recipient gets per hour; the rest stay in the in-app list only (decision
 * 052): a flood of replies or reviews cannot turn someone's messenger into a pager, nor cost us a
 * message each.
 */
export const COPIES_PER_RECIPIENT_PER_HOUR = 20;
/** Searches turned into views per run. */
const VIEWS_BATCH = 500;
/**
 * A search younger than this is left for the next run: ids are handed out before commit, so a
 * slower transaction could still commit a smaller id; by then it has.
 */
export const VIEW_SETTLE_MS = 10_000;

/**
 * Notifications (docs/decisions/022-notifications.md): the in-app list with its unread count, read
 * state, the notification settings of spec §3, and the messenger copies the delivery job sends.
 */
export function createNotificationsService({ repo, uow, kv, clock, channels, send, publicUrl, log }: NotificationsDeps) {
  const settingsOf = async (accountId: number) => toSettings((await repo.settings(accountId)) ?? DEFAULTS);

  return {
    async list({ account, limit, offset }: { account: AccountClaims; limit: number; offset: number }) {
      const [rows, unread, total] = await Promise.all([
        repo.list(account.accountId, limit, offset),
        repo.unread(account.accountId),
        repo.total(account.accountId),
      ]);
      return { items: rows.map(toItem), unread, total };
    },

    async unread({ account }: { account: AccountClaims }) {
      return { unread: await repo.unread(account.accountId) };
    },

    /** Marks one of my notifications read (again is fine); someone else's is not found. */
    async read({ account, id }: { account: AccountClaims; id: number }) {
      return uow.run(async (tx) => {
        if (!(await repo.exists(id, account.accountId, tx))) throw new AppError('NOTIFICATION_NOT_FOUND');
        await repo.markRead(id, account.accountId, tx.now, tx);
        return { unread: await repo.unread(account.accountId, tx) };
      });
    },

    async readAll({ account }: { account: AccountClaims }) {
      await repo.markAllRead(account.accountId, clock.now());
      return { unread: 0 };
    },

    async settings({ account }: { account: AccountClaims }) {
      return settingsOf(account.accountId);
    },

    /** Changes the flags given; an empty change is refused so a client bug cannot pass for a save. */
    async setSettings({ account, body }: { account: AccountClaims; body: NotificationSettingsBody }) {
      if (Object.values(body).every((v) => v === undefined)) throw new AppError('NOTIFICATION_SETTINGS_EMPTY');
      await repo.putSettings(account.accountId, body, clock.now());
      return settingsOf(account.accountId);
    },

    /** Sign-in: remember which messenger the account came through (or none: SMS, flash call). */
    async rememberMessenger(accountId: number) {
      await repo.rememberMessenger(accountId, clock.now());
    },

    /**
     * New searches since the cursor become view notifications: to the number's owner when they
     * have spy at that moment and the searcher's anti-spy left the search visible, never for their own number, once
     * per searcher and day (search history records one row per number and day). Returns how many.
     */
    async recordViews(): Promise<number> {
      return uow.run(async (tx) => {
        const settled = tx.now.getTime() - VIEW_SETTLE_MS;
        let last = await repo.lockCursor('views', tx);
        let made = 0;
        const spy = new Map<number, boolean>();
        for (const v of await repo.searchesAfter(last, VIEWS_BATCH, tx)) {
          if (v.at_ms > settled) break;
          const at = new Date(v.at_ms);
          last = v.id;
          if (v.owner_id === null || v.owner_id === v.viewer_id) continue;
          // Whether the owner has spy is asked once per owner and run (of the latest search's time).
          if (!spy.has(v.owner_id)) spy.set(v.owner_id, await hasActive(tx, v.owner_id, 'spy', at));
          // Anti-spy covered the search when it was made (decision 048): nobody hears of it.
          if (!spy.get(v.owner_id) || !v.visible) continue;
          const day = at.toISOString().slice(0, 10);
          made += (await repo.recordView({ ownerId: v.owner_id, e164: v.e164, viewerId: v.viewer_id, day, at }, tx)).length;
        }
        await repo.moveCursor('views', last, tx);
        return made;
      });
    },

    /**
     * Hands pending messenger copies to the sender, once each (the notification id is the key), and
     * marks them; a copy whose recipient has since turned delivery off or signed in by SMS, or who had
     * their hour's copies already, is skipped. Recipients take turns: the oldest copy of each first,
     * so one recipient's flood does not hold back everyone else's.
     * Returns how many were handed over.
     */
    async deliverPending(): Promise<number> {
      // Outside a transaction: the sender writes through its own connection. The job runs once
      // across instances, and a copy handed over twice is one job (its key is the notification id).
      let sent = 0;
      for (const p of await repo.pending(DELIVERY_BATCH)) {
        const link = `${publicUrl.replace(/\/$/, '')}${pathOf(p)}`;
        const text = `${SUBJECT[p.kind](p.request_price)}: ${link}`;
        const msg =
          p.messenger_delivery && p.messenger_method && p.messenger_recipient
            ? channels.notice(p.messenger_method, p.messenger_recipient, text, p.deliver_without_sound)
            : null;
        // Counted once handed over: a send that throws (the job runs again) uses none of the hour's copies.
        const copies = `copies:${p.account_id}:${Math.floor(clock.now().getTime() / 3_600_000)}`;
        if (!msg || Number((await kv.get(copies)) ?? 0) >= COPIES_PER_RECIPIENT_PER_HOUR) {
          await repo.setDelivery(p.id, 'skipped');
          continue;
        }
        await send(msg, `notification:${p.id}`);
        await kv.incr(copies, 7200);
        await repo.setDelivery(p.id, 'sent');
        sent++;
      }
      if (sent > 0) log.info({ sent }, 'notification copies handed to messengers');
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
