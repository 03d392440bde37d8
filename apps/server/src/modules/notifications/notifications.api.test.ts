import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type Notification } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createTestClock, systemClock } from '../../infra/clock.js';
import { createInProcessJobs } from '../../infra/jobs/in-process-jobs.js';
import { createKvStore } from '../../infra/kv-store.js';
import { createChannels } from '../../integrations/code-delivery/registry.js';
import { createSender, deliverMessageJob } from '../../integrations/code-delivery/sender.js';
import { digitsOf, insertNumber, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { COPIES_PER_RECIPIENT_PER_HOUR, createNotificationsService, type NotificationsDeps } from './notifications.service.js';

const t = useTestApp();

/**
 * The notifications service as the app builds it, on the test database, with the parts a test
 * gives (a clock, messenger channels, a sender); nothing is sent unless a test gives a sender.
 */
function notificationsService(over: Partial<NotificationsDeps> = {}) {
  const clock = over.clock ?? systemClock;
  return createNotificationsService({
    repo: createNotificationsRepository(t.db),
    uow: createUnitOfWork(t.db, clock),
    kv: createKvStore(undefined, `test-nt-${randomUUID()}:`),
    clock,
    channels: { notice: () => null },
    send: async () => undefined,
    publicUrl: 'https://numscope.example',
    log: t.app.log,
    ...over,
  });
}

async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object) {
  const res = await t.app.inject({ method, url: path, headers: { authorization: who.token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const list = async (who: SignedIn): Promise<{ items: Notification[]; unread: number; total: number }> =>
  (await call('GET', `${routes.notificationsList.path}?limit=50`, who)).body.data;
const setFlags = (who: SignedIn, flags: object) => call('POST', routes.notificationSettingsSet.path, who, flags);

/** Signs in through a messenger's simulator (signInAs uses SMS), so the account has a messenger to hear from. */
const signInByMessenger = (channel: 'telegram' | 'viber' | 'whatsapp', phone = uniquePhone()) => signInAs(t.app, phone, { channel });

/** A paid spy or antispy period running now (what payments writes when such an order is paid). */
async function grant(accountId: number, kind: 'spy' | 'antispy', endsInMs = 30 * 86_400_000) {
  const [order] = await t.db.query<{ id: number }>(
    {
      name: 't_nt_order',
      text: `insert into orders (account_id, idempotency_key, request_hash, product, price_id, amount_minor, currency, payment_system,
        status, expires_at) values ($1, $2, 'x', $3, $3, 100, 'USD', 'test', 'paid', now() + interval '1 day') returning id`,
    },
    [accountId, randomUUID(), kind],
  );
  await t.db.query(
    {
      name: 't_nt_period',
      text: `insert into subscription_periods (account_id, kind, order_id, starts_at, ends_at) values ($1, $2, $3, now() - interval '1 day', $4)`,
    },
    [accountId, kind, order!.id, new Date(Date.now() + endsInMs)],
  );
  // The subscription's state (the subscriptions area), as the paid order leaves it.
  await t.db.query(
    {
      name: 't_nt_subscription',
      text: `insert into subscriptions (account_id, kind, expires_at, auto_renewing, payment_system, parent_order_id, country_code, updated_at)
        values ($1, $2, $3, false, 'STRIPE_CARD', $4, 'US', now())`,
    },
    [accountId, kind, new Date(Date.now() + endsInMs), order!.id],
  );
}

/** A number with one review, that review's follower, and the review's id. */
async function followedReview() {
  const number = await insertNumber(t.db, { comments: [{ text: 'calls at night' }] });
  const follower = await signInAs(t.app);
  const commentId = number.commentIds[0]!;
  expect((await call('POST', routes.commentSubscribe.path, follower, { comment_id: commentId })).status).toBe(200);
  return { number, follower, commentId };
}

describe('reply notifications', () => {
  it('a reply in a followed thread notifies the follower once, and not the replier', async () => {
    const { number, follower, commentId } = await followedReview();
    const replier = await signInAs(t.app);
    await call('POST', routes.commentSubscribe.path, replier, { comment_id: commentId });
    const reply = await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text: 'same here' });
    expect(reply.status).toBe(200);

    const mine = await list(follower);
    expect(mine.items).toEqual([
      expect.objectContaining({ kind: 'reply', number: number.e164, commentId, threadId: reply.body.data.id, read: false }),
    ]);
    expect(mine.unread).toBe(1);
    expect((await list(replier)).items).toEqual([]);
  });

  it('nobody hears of replies after unfollowing, or with newNotice off', async () => {
    const { follower, commentId } = await followedReview();
    const quiet = await signInAs(t.app);
    await call('POST', routes.commentSubscribe.path, quiet, { comment_id: commentId });
    expect((await setFlags(quiet, { newNotice: false })).body.data).toMatchObject({ newNotice: false, newContactName: true });
    await call('POST', routes.commentUnsubscribe.path, follower, { comment_id: commentId });
    const replier = await signInAs(t.app);
    await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text: 'hello' });
    expect((await list(follower)).total).toBe(0);
    expect((await list(quiet)).total).toBe(0);
  });
});

describe('review and name notifications on my own number', () => {
  it('a new review notifies the owner once (editing it adds nothing); the owner reviewing it themself does not', async () => {
    const phone = uniquePhone();
    const owner = await signInAs(t.app, phone);
    const writer = await signInAs(t.app);
    const first = await call('POST', routes.commentAdd.path, writer, { phone: digitsOf(phone), text: 'Delivery service' });
    await call('POST', routes.commentAdd.path, writer, { phone: digitsOf(phone), text: 'Delivery service, polite' });
    await call('POST', routes.commentAdd.path, owner, { phone: digitsOf(phone), text: 'This is me' });
    const mine = await list(owner);
    expect(mine.items).toEqual([expect.objectContaining({ kind: 'review', number: phone, commentId: first.body.data.id })]);
  });

  it('with newNotice off the owner hears of no new review', async () => {
    const phone = uniquePhone();
    const owner = await signInAs(t.app, phone);
    await setFlags(owner, { newNotice: false });
    const writer = await signInAs(t.app);
    expect((await call('POST', routes.commentAdd.path, writer, { phone: digitsOf(phone), text: 'Sells insurance' })).status).toBe(200);
    expect((await list(owner)).total).toBe(0);
  });

  it('a new saved name notifies the owner once per name; newContactName off stops it', async () => {
    const phone = uniquePhone();
    const owner = await signInAs(t.app, phone);
    const saver = await signInAs(t.app);
    const suggest = async (first: string) =>
      expect((await call('POST', routes.suggestAdd.path, saver, { phone: digitsOf(phone), first_name: first })).status).toBe(200);
    await suggest('Anna');
    await suggest('Anna');
    expect((await list(owner)).items).toEqual([expect.objectContaining({ kind: 'name', number: phone, commentId: null })]);
    await setFlags(owner, { newContactName: false });
    await suggest('Anya');
    expect((await list(owner)).total).toBe(1);
    // Reviews are a different flag: still on.
    await call('POST', routes.commentAdd.path, saver, { phone: digitsOf(phone), text: 'Anna from the bakery' });
    expect((await list(owner)).items.map((n) => n.kind)).toEqual(['review', 'name']);
  });

  it('the owner saving a name for their own number hears nothing', async () => {
    const phone = uniquePhone();
    const owner = await signInAs(t.app, phone);
    expect((await call('POST', routes.suggestAdd.path, owner, { phone: digitsOf(phone), first_name: 'Me' })).status).toBe(200);
    expect((await list(owner)).total).toBe(0);
  });
});

describe('view notifications (spy)', () => {
  const lookUp = (who: SignedIn, phone: string) =>
    t.app.inject({ method: 'GET', url: routes.search.path.replace(':phone', digitsOf(phone)), headers: { authorization: who.token } });
  /** The views job a minute later (searches younger than a few seconds wait for the next run). */
  const recordViews = () => {
    const clock = createTestClock(new Date(Date.now() + 60_000));
    return notificationsService({ clock }).recordViews();
  };

  it('a spy subscriber hears of a plain searcher once a day, never of an anti-spy searcher or themself', async () => {
    const phone = uniquePhone();
    const spy = await signInAs(t.app, phone);
    await grant(spy.profileId, 'spy');
    const plain = await signInAs(t.app);
    const hidden = await signInAs(t.app);
    await grant(hidden.profileId, 'antispy');
    expect((await lookUp(plain, phone)).statusCode).toBe(200);
    await lookUp(plain, phone);
    await lookUp(hidden, phone);
    await lookUp(spy, phone);
    // The lookup only records the search; the job turns it into a notification.
    expect((await list(spy)).total).toBe(0);
    await recordViews();
    await recordViews();
    expect((await list(spy)).items).toEqual([expect.objectContaining({ kind: 'view', number: phone })]);
  });

  it('without an active spy period, or with commonAcquaintances off, views notify nobody', async () => {
    const phone = uniquePhone();
    const lapsed = await signInAs(t.app, phone);
    await grant(lapsed.profileId, 'spy', -1000);
    const viewer = await signInAs(t.app);
    await lookUp(viewer, phone);
    await recordViews();
    expect((await list(lapsed)).total).toBe(0);

    const other = uniquePhone();
    const spy = await signInAs(t.app, other);
    await grant(spy.profileId, 'spy');
    await setFlags(spy, { commonAcquaintances: false });
    await lookUp(viewer, other);
    await recordViews();
    expect((await list(spy)).total).toBe(0);
    // Turned back on, the next view is heard of (another viewer: one view per viewer and day).
    await setFlags(spy, { commonAcquaintances: true });
    await lookUp(await signInAs(t.app), other);
    await recordViews();
    expect((await list(spy)).total).toBe(1);
  });
});

describe('read state', () => {
  it('counts unread, marks one read, then all; another account cannot mark mine', async () => {
    const { follower, commentId } = await followedReview();
    const replier = await signInAs(t.app);
    for (const text of ['one', 'two', 'three']) await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text });
    expect((await call('GET', routes.notificationsUnread.path, follower)).body.data).toEqual({ unread: 3 });
    const [newest] = (await list(follower)).items;
    expect(newest).toMatchObject({ threadId: expect.any(Number) });

    const stranger = await call('POST', routes.notificationsRead.path, replier, { id: newest!.id });
    expect(stranger).toMatchObject({ status: 404, body: { code: 'NOTIFICATION_NOT_FOUND', status_code: 7201 } });
    expect((await call('POST', routes.notificationsRead.path, follower, { id: newest!.id })).body.data).toEqual({ unread: 2 });
    expect((await call('POST', routes.notificationsRead.path, follower, { id: newest!.id })).body.data).toEqual({ unread: 2 });
    expect((await list(follower)).items.map((n) => n.read)).toEqual([true, false, false]);
    expect((await call('POST', routes.notificationsReadAll.path, follower)).body.data).toEqual({ unread: 0 });
    expect((await list(follower)).unread).toBe(0);
  });

  it('lists newest first, in pages', async () => {
    const { follower, commentId } = await followedReview();
    const replier = await signInAs(t.app);
    const ids: number[] = [];
    for (const text of ['a', 'b', 'c'])
      ids.push((await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text })).body.data.id);
    const page = (await call('GET', `${routes.notificationsList.path}?limit=2&offset=1`, follower)).body.data;
    expect(page.items.map((n: Notification) => n.threadId)).toEqual([ids[1], ids[0]]);
    expect(page.total).toBe(3);
  });
});

describe('settings and bad input', () => {
  it('reads defaults, writes some flags, keeps the others; remembers the sign-in messenger', async () => {
    const sms = await signInAs(t.app);
    expect((await call('GET', routes.notificationSettings.path, sms)).body.data).toEqual({
      newNotice: true,
      newContactName: true,
      commonAcquaintances: true,
      deliverWithoutSound: false,
      messengerDelivery: false,
      contactRequests: true,
      messengerChannel: null,
    });
    await setFlags(sms, { deliverWithoutSound: true });
    expect((await call('GET', routes.notificationSettings.path, sms)).body.data).toMatchObject({
      deliverWithoutSound: true,
      newNotice: true,
    });
    // The web client posts forms (spec §7): switches arrive as text.
    const form = await t.app.inject({
      method: 'POST',
      url: routes.notificationSettingsSet.path,
      headers: { authorization: sms.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'newNotice=false&commonAcquaintances=true',
    });
    expect(form.json().data).toMatchObject({ newNotice: false, commonAcquaintances: true, deliverWithoutSound: true });
    const tg = await signInByMessenger('telegram');
    expect((await call('GET', routes.notificationSettings.path, tg)).body.data).toMatchObject({ messengerChannel: 'telegram' });
  });

  it('refuses an empty change, a wrong type and a bad id with stable codes, changing nothing', async () => {
    const who = await signInAs(t.app);
    expect(await setFlags(who, {})).toMatchObject({ status: 400, body: { code: 'NOTIFICATION_SETTINGS_EMPTY', status_code: 7202 } });
    expect(await setFlags(who, { newNotice: 'no' })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await call('POST', routes.notificationsRead.path, who, { id: -1 })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await call('GET', `${routes.notificationsList.path}?limit=500`, who)).toMatchObject({ status: 400 });
    expect((await call('GET', routes.notificationSettings.path, who)).body.data).toMatchObject({ newNotice: true });
    const anon = await t.app.inject({ method: 'GET', url: routes.notificationsUnread.path });
    expect(anon.statusCode).toBe(403);
  });
});

describe('messenger delivery', () => {
  let telegramApi: Server;
  let answers: number[] = [];
  const received: { path: string; body: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    // A stand-in for Telegram's Bot API that answers with the next queued status.
    telegramApi = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(answers.shift() ?? 200).end('{"ok":true}');
      });
    });
    await new Promise<void>((ok) => telegramApi.listen(0, '127.0.0.1', ok));
  });
  afterAll(() => new Promise((ok) => telegramApi.close(ok)));

  /** The delivery as production runs it (no simulators): the sender's job against the stand-in, on a test clock. */
  function liveDelivery() {
    const config = loadConfig({
      NODE_ENV: 'test',
      TELEGRAM_API_URL: `http://127.0.0.1:${(telegramApi.address() as AddressInfo).port}`,
      TELEGRAM_BOT_TOKEN: '123:live',
    });
    const channels = createChannels(config);
    const clock = createTestClock();
    const jobs = createInProcessJobs({ db: t.db, clock, log: t.app.log });
    jobs.define(deliverMessageJob(channels));
    const service = notificationsService({
      channels: { notice: (m, r, text, silent) => channels.channel(m as 'telegram').notice?.(r, text, silent) ?? null },
      send: createSender({ db: t.db, jobs, simulated: false, log: t.app.log }),
    });
    return { service, jobs, clock };
  }

  it('sends an opted-in Telegram user one silent message, retried until Telegram takes it; SMS users stay in-app', async () => {
    const { commentId } = await followedReview();
    const tg = await signInByMessenger('telegram');
    const sms = await signInAs(t.app);
    for (const who of [tg, sms]) {
      await call('POST', routes.commentSubscribe.path, who, { comment_id: commentId });
      await setFlags(who, { messengerDelivery: true, deliverWithoutSound: true });
    }
    const replier = await signInAs(t.app);
    await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text: 'answer' });

    const { service, jobs, clock } = liveDelivery();
    answers = [502];
    received.length = 0;
    expect(await service.deliverPending()).toBe(1);
    expect(await service.deliverPending()).toBe(0);
    expect(await jobs.runDue()).toBe(1);
    clock.advance(5_000);
    expect(await jobs.runDue()).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]!.path).toBe('/bot123:live/sendMessage');
    expect(received[1]!.body).toMatchObject({
      disable_notification: true,
      text: expect.stringContaining('https://numscope.example/number/'),
    });
    // Both still have the notification in the app.
    expect((await list(tg)).total).toBe(1);
    expect((await list(sms)).total).toBe(1);
  });

  it('without opting in nothing is sent; with sound when deliverWithoutSound is off', async () => {
    const { commentId } = await followedReview();
    const tgOff = await signInByMessenger('telegram');
    const tgLoud = await signInByMessenger('telegram');
    for (const who of [tgOff, tgLoud]) await call('POST', routes.commentSubscribe.path, who, { comment_id: commentId });
    await setFlags(tgLoud, { messengerDelivery: true });
    const replier = await signInAs(t.app);
    await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text: 'answer' });

    const { service, jobs } = liveDelivery();
    received.length = 0;
    expect(await service.deliverPending()).toBe(1);
    await jobs.runDue();
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({ disable_notification: false });
  });

  it('with simulators, the copy lands in the outbox (what the simulator panel shows)', async () => {
    const { commentId } = await followedReview();
    const viber = await signInByMessenger('viber');
    await call('POST', routes.commentSubscribe.path, viber, { comment_id: commentId });
    await setFlags(viber, { messengerDelivery: true, deliverWithoutSound: true });
    expect((await call('GET', routes.notificationSettings.path, viber)).body.data).toMatchObject({ messengerChannel: 'viber' });
    const replier = await signInAs(t.app);
    await call('POST', routes.threadAdd.path, replier, { reply_to: commentId, text: 'answer' });
    const config = loadConfig({ NODE_ENV: 'test' });
    const channels = createChannels(config);
    const service = notificationsService({
      channels: { notice: (m, r, text, silent) => channels.channel(m as 'viber').notice?.(r, text, silent) ?? null },
      send: createSender({
        db: t.db,
        jobs: createInProcessJobs({ db: t.db, clock: systemClock, log: t.app.log }),
        simulated: true,
        log: t.app.log,
      }),
    });
    expect(await service.deliverPending()).toBe(1);
    const rows = await t.db.query<{ channel: string; payload: { type: string; text: string } }>({
      name: 't_nt_outbox',
      text: `select channel, payload from outbox where channel = 'viber' and payload->>'text' like 'New reply%' order by id desc limit 1`,
    });
    expect(rows[0]).toMatchObject({ channel: 'viber', payload: { type: 'text', text: expect.stringContaining('/number/') } });
  });
  it(`sends one recipient ${COPIES_PER_RECIPIENT_PER_HOUR} copies an hour at most (the rest stay in the app), and takes recipients in turn`, async () => {
    const flooded = await signInByMessenger('viber');
    const other = await signInByMessenger('viber');
    const [a, b] = [await followedReview(), await followedReview()];
    await call('POST', routes.commentSubscribe.path, flooded, { comment_id: a.commentId });
    await call('POST', routes.commentSubscribe.path, other, { comment_id: b.commentId });
    for (const who of [flooded, other]) await setFlags(who, { messengerDelivery: true });
    // Two people reply 25 times in all under the review the first one follows, then one reply under the other.
    const repliers = [await signInAs(t.app), await signInAs(t.app)];
    for (let i = 0; i < COPIES_PER_RECIPIENT_PER_HOUR + 5; i++)
      await call('POST', routes.threadAdd.path, repliers[i % 2]!, { reply_to: a.commentId, text: `reply ${i}` });
    await call('POST', routes.threadAdd.path, repliers[0]!, { reply_to: b.commentId, text: 'one reply' });

    const repo = createNotificationsRepository(t.db);
    // The second recipient's only copy comes second, not after the first one's twenty-five.
    const firstTwo = await repo.pending(2);
    expect(new Set(firstTwo.map((p) => p.account_id))).toEqual(new Set([flooded.profileId, other.profileId]));

    const channels = createChannels(loadConfig({ NODE_ENV: 'test' }));
    await notificationsService({
      channels: { notice: (m, r, text, silent) => channels.channel(m as 'viber').notice?.(r, text, silent) ?? null },
    }).deliverPending();
    const states = async (who: SignedIn) =>
      Object.fromEntries(
        (
          await t.db.query<{ delivery: string; n: number }>(
            {
              name: 't_nt_states',
              text: `select delivery, count(*)::int as n from notifications where account_id = $1 and kind = 'reply' group by delivery`,
            },
            [who.profileId],
          )
        ).map((r) => [r.delivery, r.n]),
      );
    expect(await states(flooded)).toEqual({ sent: COPIES_PER_RECIPIENT_PER_HOUR, skipped: 5 });
    expect(await states(other)).toEqual({ sent: 1 });
    // All 25 are in the app's own list.
    expect((await list(flooded)).items.filter((n) => n.kind === 'reply')).toHaveLength(COPIES_PER_RECIPIENT_PER_HOUR + 5);
  });

  it('a WhatsApp user gets a Cloud API text message to their number (WhatsApp has no silent flag)', async () => {
    const { commentId } = await followedReview();
    const phone = uniquePhone();
    const wa = await signInByMessenger('whatsapp', phone);
    await call('POST', routes.commentSubscribe.path, wa, { comment_id: commentId });
    await setFlags(wa, { messengerDelivery: true, deliverWithoutSound: true });
    expect((await call('GET', routes.notificationSettings.path, wa)).body.data).toMatchObject({ messengerChannel: 'whatsapp' });
    await call('POST', routes.threadAdd.path, await signInAs(t.app), { reply_to: commentId, text: 'answer' });
    const channels = createChannels(loadConfig({ NODE_ENV: 'test' }));
    const service = notificationsService({
      channels: { notice: (m, r, text, silent) => channels.channel(m as 'whatsapp').notice?.(r, text, silent) ?? null },
      send: createSender({
        db: t.db,
        jobs: createInProcessJobs({ db: t.db, clock: systemClock, log: t.app.log }),
        simulated: true,
        log: t.app.log,
      }),
    });
    expect(await service.deliverPending()).toBe(1);
    const [row] = await t.db.query<{ payload: Record<string, unknown> }>(
      { name: 't_nt_outbox_wa', text: `select payload from outbox where channel = 'whatsapp' and payload->>'to' = $1` },
      [digitsOf(phone)],
    );
    expect(row!.payload).toEqual({
      messaging_product: 'whatsapp',
      to: digitsOf(phone),
      type: 'text',
      text: { body: expect.stringContaining('New reply') },
    });
  });
});
