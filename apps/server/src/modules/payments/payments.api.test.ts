import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYMENT_SYSTEMS, routePath, routes, webhookPath, type PriceList } from '@numscope/contract';
import { loadConfig } from '../../config.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createTestClock } from '../../infra/clock.js';
import { formatMinor } from '../../integrations/payments/money.js';
import { createPaymentRegistry } from '../../integrations/payments/registry.js';
import { paymentSignature, resultSignature } from '../../integrations/payments/robokassa/robokassa.js';
import { balanceOf, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { moveNumCy } from '../wallet/index.js';
import { localFetch } from './local-fetch.js';
import { settleOrdersJob } from './payments.jobs.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';
import { priceList } from './prices.js';
import { createPriceAdmin } from './prices.admin.js';

// A provider redelivers far more often than a person clicks: the per-address limit is off for these deliveries.
const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 0 } });
const config = loadConfig({ NODE_ENV: 'test' });
const robo = config.paymentProviders.ROBOKASSA!;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(who ? { authorization: who.token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

const prices = async (who: SignedIn | null, country?: string) =>
  (await call('GET', `${routes.prices.path}${country ? `?country=${country}` : ''}`, who)).body.data as PriceList;

/** An invoice as the chooser sends it, with its own Idempotency-Key unless one is given. */
function invoice(who: SignedIn, body: object, o: { code?: string; key?: string | null } = {}) {
  const headers: Record<string, string> = o.key === null ? {} : { 'idempotency-key': o.key ?? randomUUID() };
  return call('POST', routePath(routes.invoice.path, { paymentSystem: o.code ?? 'ROBOKASSA_CARD' }), who, body, headers);
}

async function buy(who: SignedIn, product: keyof PriceList, extra: object = {}, code = 'ROBOKASSA_CARD') {
  const list = await prices(who);
  const price = list[product] as Json;
  const res = await invoice(
    who,
    { productPriceId: price.discountProductId ?? price.productId, email: 'buyer@example.com', ...extra },
    { code },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentLinks as { orderId: number; url: string };
}

const order = async (who: SignedIn, id: number) =>
  (await call('GET', routePath(routes.order.path, { orderId: id }), who)).body.data.order as Json;
const simulate = (orderId: number, outcome: 'paid' | 'declined' | 'refund') =>
  call('POST', routes.simulatorPay.path, null, { orderId, outcome });

/** Robokassa's ResultURL callback for an order, signed with Password2 as Robokassa signs it. */
function resultCallback(orderId: number, outSum: string, password2 = robo.password2, product = 'numcy_400') {
  const shp = { Shp_product: product };
  const fields = new URLSearchParams({
    OutSum: outSum,
    InvId: String(orderId),
    Fee: '0.00',
    PaymentMethod: 'BankCard',
    IncCurrLabel: 'BankCardPSR',
    ...shp,
  });
  fields.set('SignatureValue', resultSignature({ outSum, invId: String(orderId), password2, shp }));
  return fields.toString();
}
const postCallback = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: webhookPath('robokassa'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

const ledgerWithKey = async (key: string) =>
  (
    await t.db.query<{ n: number }>({ name: 't_p_key', text: 'select count(*)::int as n from ledger_entries where idempotency_key = $1' }, [
      key,
    ])
  )[0]!.n;

describe('prices', () => {
  it('gives Russian numbers RUB with the Russian methods, and omits products nobody can pay for', async () => {
    const ru = await signInAs(t.app);
    const list = await prices(ru);
    expect(list.countryCode).toBe('RU');
    expect(list.numcy_400).toMatchObject({
      amount: 990,
      currency: 'RUB',
      payOrder: [
        'ROBOKASSA_CARD',
        'PAY_SELECTION_CARD',
        'ROBOKASSA',
        'PRIMEPAYMENTS_SPB',
        'PAYLAMA',
        'PAYLAMA_SPB',
        'PAYLAMA_ALT',
        'PRIMEPAYMENTS_CARD',
        'PRIMEPAYMENTS_YOO_MONEY',
        'PRIMEPAYMENTS_QW',
        'QIWI_CARD',
        'QIWI_WALLET',
        'FLEXO',
        'SOFTPAYMONEY',
      ],
    });
    expect(Object.keys(list).sort()).toEqual([
      'antispy',
      'countryCode',
      'gift_1000',
      'gift_400',
      'group_show',
      'numcy_100',
      'numcy_1000',
      'numcy_25',
      'numcy_400',
      'pro',
      'spy',
    ]);
    expect(await prices(null, 'ru')).toEqual(list);
  });

  it('gives EU countries EUR and every other country USD, with Stripe, from the same data', async () => {
    const rows = createPaymentsRepository(t.db);
    const all = [...PAYMENT_SYSTEMS];
    const de = priceList('DE', await rows.pricesFor('DE'), new Date(), all);
    const us = priceList('US', await rows.pricesFor('US'), new Date(), all);
    expect(de.numcy_400).toMatchObject({ amount: 14.99, currency: 'EUR', payOrder: ['STRIPE_CARD', 'STRIPE_MINI'] });
    expect(us.pro).toMatchObject({ amount: 49.99, currency: 'USD', payOrder: ['STRIPE_CARD', 'STRIPE_MINI'] });
    // Over HTTP the same, for a visitor naming the country and for a signed-in German number.
    expect((await prices(null, 'DE')).numcy_400).toMatchObject({
      amount: 14.99,
      currency: 'EUR',
      payOrder: ['STRIPE_CARD', 'STRIPE_MINI'],
    });
    expect(await prices(await signInAs(t.app, '+4915112345000'))).toMatchObject({ countryCode: 'DE', pro: { currency: 'EUR' } });
    expect((await prices(null)).numcy_25).toMatchObject({ amount: 1.99, currency: 'USD' });
  });

  it('follows the operator: a discount window, a changed price (old id refused), an empty payOrder hides a bundle', async () => {
    const admin = createPriceAdmin(t.db);
    const now = new Date();
    await admin.set({ country: 'KZ', product: 'numcy_100', amount: '2000', currency: 'RUB', payOrder: ['ROBOKASSA'], now });
    await admin.set({ country: 'KZ', product: 'numcy_25', amount: '500', currency: 'RUB', payOrder: [], now });
    // Robokassa takes roubles only: a tenge price it would be offered for is not shown.
    await admin.set({ country: 'KZ', product: 'numcy_400', amount: '4500', currency: 'KZT', payOrder: ['ROBOKASSA'], now });
    await admin.discount({
      country: 'KZ',
      product: 'numcy_100',
      amount: '1500',
      from: new Date(now.getTime() - 60_000),
      until: new Date(now.getTime() + 3_600_000),
      now,
    });
    const kz = await prices(null, 'KZ');
    expect(kz.numcy_100).toMatchObject({ amount: 2000, discountAmount: 1500, discountCurrency: 'RUB', payOrder: ['ROBOKASSA'] });
    expect(kz.numcy_100!.discountProductId).not.toBe(kz.numcy_100!.productId);
    expect(kz.numcy_25).toBeUndefined();
    expect(kz.numcy_400).toBeUndefined();
    await admin.discount({
      country: 'KZ',
      product: 'numcy_100',
      amount: '1500',
      from: new Date(now.getTime() - 7_200_000),
      until: new Date(now.getTime() - 3_600_000),
      now,
    });
    expect((await prices(null, 'KZ')).numcy_100).toMatchObject({ discountAmount: null, discountProductId: null });

    const ru = await signInAs(t.app);
    const before = (await prices(ru)).numcy_100!.productId;
    await admin.set({
      country: 'RU',
      product: 'numcy_100',
      amount: '349',
      currency: 'RUB',
      payOrder: ['ROBOKASSA_CARD', 'ROBOKASSA'],
      now,
    });
    const stale = await invoice(ru, { productPriceId: before });
    expect(stale).toMatchObject({ status: 409, body: { code: 'PRICE_CHANGED' } });
    await expect(admin.set({ country: 'RU', product: 'numcy_7', amount: '1', currency: 'RUB', payOrder: [], now })).rejects.toThrow(
      /unknown product/,
    );
  });
});

describe('buying through the Robokassa stand-in', () => {
  it("answers a stand-in page's malformed order id as not found, not as a server error", async () => {
    for (const id of ['abc', '1.5', '-3', '0'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/simulator/pay/${id}` })).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });

  it('order → hosted page → Pay → signed ResultURL callback answered OK{InvId} → credited once', async () => {
    const buyer = await signInAs(t.app);
    const before = await balanceOf(t.db, buyer.profileId);
    const link = await buy(buyer, 'numcy_400');
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/api/v1/simulator/pay/${link.orderId}`);
    const q = url.searchParams;
    expect(q.get('IncCurrLabel')).toBe('BankCardPSR');
    expect(q.get('OutSum')).toBe('990.00');
    expect(q.get('SignatureValue')).toBe(
      paymentSignature({
        login: robo.login,
        outSum: '990.00',
        invId: link.orderId,
        receipt: q.get('Receipt')!,
        password1: robo.password1,
        shp: { Shp_product: 'numcy_400' },
      }),
    );
    expect(await order(buyer, link.orderId)).toMatchObject({
      status: 'pending',
      amountMinor: 99000,
      currency: 'RUB',
      paymentSystem: 'ROBOKASSA_CARD',
      numcy: 400,
    });

    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('990.00 RUB');
    expect(page.body).toContain('Decline');
    // The buyer's browser coming back to the success page with Robokassa's parameters credits nothing.
    await t.app.inject({ method: 'GET', url: `/payment/success?OutSum=990.00&InvId=${link.orderId}&SignatureValue=00` });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before);

    const paid = await t.app.inject({ method: 'POST', url: url.pathname, payload: { outcome: 'paid' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment/success?orderId=${link.orderId}`);
    expect(await order(buyer, link.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
    const ledger = (await call('GET', `${routes.ledger.path}?limit=1`, buyer)).body.data;
    expect(ledger.entries[0]).toMatchObject({ amount: 400, reason: 'purchase', reference: `order:${link.orderId}` });
    // The CLI's path: the stand-in redelivers the same callback; still once.
    expect((await simulate(link.orderId, 'paid')).body.data).toMatchObject({ status: 200, body: `OK${link.orderId}`, attempts: 1 });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(before + 400);
  });

  it('credits once when the same valid callback arrives 1,000 times', async () => {
    const buyer = await signInAs(t.app);
    const link = await buy(buyer, 'numcy_400');
    const payload = resultCallback(link.orderId, '990.000000');
    for (let i = 0; i < 1000; i++) {
      const res = await postCallback(payload);
      expect(res.body).toBe(`OK${link.orderId}`);
    }
    expect(await balanceOf(t.db, buyer.profileId)).toBe(400);
    expect(await ledgerWithKey(`order:${link.orderId}`)).toBe(1);
  });

  it('credits each of 100 orders once when their callbacks arrive in parallel', async () => {
    const buyer = await signInAs(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push((await buy(buyer, 'numcy_25')).orderId);
    const answers = await Promise.all(
      ids.flatMap((id) => [
        postCallback(resultCallback(id, '99.00', undefined, 'numcy_25')),
        postCallback(resultCallback(id, '99.00', undefined, 'numcy_25')),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.db, buyer.profileId)).toBe(100 * 25);
    const statuses = await Promise.all(ids.map((id) => order(buyer, id)));
    expect(statuses.every((o) => o.status === 'paid')).toBe(true);
  });

  it('credits nothing for forged, unsigned or amount-mismatched callbacks; a mismatch puts the order in review', async () => {
    const buyer = await signInAs(t.app);
    const link = await buy(buyer, 'numcy_400');
    const forged = await postCallback(resultCallback(link.orderId, '990.00', 'guessed-password-2'));
    expect(forged.statusCode).toBe(403);
    const unsigned = await postCallback(`OutSum=990.00&InvId=${link.orderId}`);
    expect(unsigned.statusCode).toBe(403);
    expect(await order(buyer, link.orderId)).toMatchObject({ status: 'pending' });
    const cheap = await postCallback(resultCallback(link.orderId, '1.00'));
    expect(cheap.body).toBe(`OK${link.orderId}`);
    expect(await order(buyer, link.orderId)).toMatchObject({ status: 'review' });
    // A correct callback afterwards does not credit an order under review either.
    await postCallback(resultCallback(link.orderId, '990.00'));
    expect(await balanceOf(t.db, buyer.profileId)).toBe(0);
  });

  it('handles events out of order: refund before paid credits nothing, failed after paid keeps it paid', async () => {
    const buyer = await signInAs(t.app);
    const first = await buy(buyer, 'numcy_100');
    expect((await simulate(first.orderId, 'refund')).body.data).toMatchObject({ attempts: 0 });
    expect(await order(buyer, first.orderId)).toMatchObject({ status: 'refunded' });
    await postCallback(resultCallback(first.orderId, '349.00', undefined, 'numcy_100'));
    expect(await order(buyer, first.orderId)).toMatchObject({ status: 'refunded' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(0);

    const second = await buy(buyer, 'numcy_100');
    await simulate(second.orderId, 'paid');
    await simulate(second.orderId, 'declined');
    expect(await order(buyer, second.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(100);
  });

  it('a declined payment fails the order and lands on the fail page with nothing credited', async () => {
    const buyer = await signInAs(t.app);
    const link = await buy(buyer, 'numcy_25');
    const res = await t.app.inject({ method: 'POST', url: new URL(link.url).pathname, payload: { outcome: 'declined' } });
    expect(res.headers.location).toBe(`/payment/fail?orderId=${link.orderId}`);
    expect(await order(buyer, link.orderId)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(0);
  });

  it('a refund after paid takes back what is left, records the spent part, and shows in the ledger', async () => {
    const buyer = await signInAs(t.app);
    const link = await buy(buyer, 'numcy_100');
    await simulate(link.orderId, 'paid');
    await t.db.transaction((q) =>
      moveNumCy(q, {
        accountId: buyer.profileId,
        amount: -70,
        reason: 'hide_comment',
        reference: 'test',
        key: `t:${randomUUID()}`,
        at: new Date(),
      }),
    );
    await simulate(link.orderId, 'refund');
    expect(await order(buyer, link.orderId)).toMatchObject({ status: 'refunded', refundShortfall: 70 });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(0);
    const ledger = (await call('GET', `${routes.ledger.path}?limit=1`, buyer)).body.data;
    expect(ledger.entries[0]).toMatchObject({ amount: -30, reason: 'refund', reference: `order:${link.orderId}` });
  });
});

describe('Idempotency-Key', () => {
  it('makes a retry and a double click one order, refuses a reuse for another purchase, and requires the key', async () => {
    const buyer = await signInAs(t.app);
    const price = (await prices(buyer)).numcy_400!;
    const key = randomUUID();
    const [a, b] = await Promise.all([
      invoice(buyer, { productPriceId: price.productId }, { key }),
      invoice(buyer, { productPriceId: price.productId }, { key }),
    ]);
    const retry = await invoice(buyer, { productPriceId: price.productId }, { key });
    expect(a.status).toBe(200);
    expect(b.body.data.paymentLinks.orderId).toBe(a.body.data.paymentLinks.orderId);
    expect(retry.body.data.paymentLinks).toEqual(a.body.data.paymentLinks);
    expect((await call('GET', routes.orders.path, buyer)).body.data.orders).toHaveLength(1);

    const other = await invoice(buyer, { productPriceId: (await prices(buyer)).numcy_25!.productId }, { key });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED', status_code: 5005 } });
    const none = await invoice(buyer, { productPriceId: price.productId }, { key: null });
    expect(none).toMatchObject({ status: 400, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect((await call('GET', routes.orders.path, buyer)).body.data.orders).toHaveLength(1);
  });

  it('refuses unknown methods, methods not offered for the price, and bad card digits, creating nothing', async () => {
    const buyer = await signInAs(t.app);
    const price = (await prices(buyer)).numcy_400!;
    expect((await invoice(buyer, { productPriceId: price.productId }, { code: 'PIGEON' })).status).toBe(400);
    expect(await invoice(buyer, { productPriceId: price.productId }, { code: 'STRIPE_CARD' })).toMatchObject({
      status: 400,
      body: { code: 'PAYMENT_SYSTEM_UNAVAILABLE' },
    });
    expect((await invoice(buyer, { productPriceId: price.productId, cardNumber: '12345' })).status).toBe(400);
    expect((await invoice(buyer, { productPriceId: price.productId, email: 'not-an-email' })).status).toBe(400);
    expect((await call('GET', routes.orders.path, buyer)).body.data.orders).toHaveLength(0);
  });
});

describe('what an order sells', () => {
  it('holds a gift for a number without an account and credits it at its first sign-in, showing the sender', async () => {
    const sender = await signInAs(t.app);
    const recipientPhone = uniquePhone();
    const link = await buy(sender, 'gift_400', { phoneNumber: recipientPhone.slice(1) });
    await simulate(link.orderId, 'paid');
    expect(await order(sender, link.orderId)).toMatchObject({ status: 'paid', recipientPhone });
    expect(await balanceOf(t.db, sender.profileId)).toBe(0);

    const recipient = await signInAs(t.app, recipientPhone);
    expect(await balanceOf(t.db, recipient.profileId)).toBe(400);
    expect((await call('GET', routes.giftsReceived.path, recipient)).body.data.gifts).toEqual([
      expect.objectContaining({ orderId: link.orderId, numcy: 400, fromPhone: sender.phone }),
    ]);
    // A later sign-in credits nothing more.
    await signInAs(t.app, recipientPhone);
    expect(await balanceOf(t.db, recipient.profileId)).toBe(400);
  });

  it('credits a gift to an existing account at once, hiding an anonymous sender; refuses a short number', async () => {
    const sender = await signInAs(t.app);
    const recipient = await signInAs(t.app);
    const link = await buy(sender, 'gift_1000', { phoneNumber: recipient.phone, anonymous: true });
    await simulate(link.orderId, 'paid');
    expect(await balanceOf(t.db, recipient.profileId)).toBe(1000);
    expect((await call('GET', routes.giftsReceived.path, recipient)).body.data.gifts[0]).toMatchObject({ fromPhone: null, numcy: 1000 });
    const short = await invoice(sender, { productPriceId: (await prices(sender)).gift_400!.productId, phoneNumber: '7916123' });
    expect(short).toMatchObject({ status: 400, body: { code: 'GIFT_PHONE_REQUIRED' } });
  });

  it('sells lifetime PRO once and starts a monthly spy period', async () => {
    const buyer = await signInAs(t.app);
    const pro = await buy(buyer, 'pro');
    await simulate(pro.orderId, 'paid');
    const isPro = async () =>
      (await t.db.query<{ is_pro: boolean }>({ name: 't_p_pro', text: 'select is_pro from accounts where id = $1' }, [buyer.profileId]))[0]!
        .is_pro;
    expect(await isPro()).toBe(true);
    expect(await invoice(buyer, { productPriceId: (await prices(buyer)).pro!.productId })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_PRO' },
    });

    const spy = await buy(buyer, 'spy');
    await simulate(spy.orderId, 'paid');
    const [period] = await t.db.query<{ days: number }>(
      {
        name: 't_p_period',
        text: `select extract(day from (ends_at - starts_at))::int as days from subscription_periods where order_id = $1`,
      },
      [spy.orderId],
    );
    expect(period!.days).toBeGreaterThanOrEqual(28);
    await simulate(pro.orderId, 'refund');
    expect(await isPro()).toBe(false);
  });
});

describe('settle job', () => {
  it('expires open orders past their lifetime once, leaves settled ones, and a later payment still credits', async () => {
    const buyer = await signInAs(t.app);
    const paid = await buy(buyer, 'numcy_25');
    const stale = await buy(buyer, 'numcy_25');
    await simulate(paid.orderId, 'paid');
    const clock = createTestClock(new Date(Date.now() + 2 * 3_600_000));
    const registry = createPaymentRegistry(config.paymentProviders);
    const service = createPaymentsService({
      db: t.db,
      uow: createUnitOfWork(t.db, clock),
      clock,
      registry,
      ctx: { publicUrl: config.PUBLIC_URL, fetch: localFetch(t.app, config.PUBLIC_URL) },
      log: t.app.log,
    });
    const job = settleOrdersJob(service);
    await job.handler({}, { attempt: 1, jobId: 't1' });
    expect(await order(buyer, paid.orderId)).toMatchObject({ status: 'paid' });
    expect(await order(buyer, stale.orderId)).toMatchObject({ status: 'expired' });
    await job.handler({}, { attempt: 2, jobId: 't2' });
    expect(await order(buyer, stale.orderId)).toMatchObject({ status: 'expired' });
    // Money that arrives after expiry still credits.
    await postCallback(resultCallback(stale.orderId, formatMinor(9900), undefined, 'numcy_25'));
    expect(await order(buyer, stale.orderId)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, buyer.profileId)).toBe(50);
  });
});
