import { describe, expect, it } from 'vitest';
import { ProfileStateSchema } from '@numscope/contract';
import { insertNumber } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

/** A number people wrote about: names, tags, comments with replies, a pinned answer. */
const reportedNumber = () =>
  insertNumber(t.db, {
    bans: 3,
    trustIndex: 2.4,
    names: [
      { first: 'Служба', last: 'безопасности', count: 12 },
      { first: 'Мошенник', last: null, count: 4 },
    ],
    tags: [
      { group: 'callerType', code: 'scammer', count: 9 },
      { group: 'callReasons', code: 'fraud_attempt', count: 5 },
      { group: 'emotags', code: 'suspicious', count: 2 },
    ],
    comments: [
      { text: 'Звонили якобы из банка, просили код из СМС', likes: 10, replies: ['И мне звонили', 'Не говорите код!'] },
      { text: 'Представились службой безопасности', likes: 3, ageDays: 2 },
      { text: '<script>alert(1)</script>', likes: 1, ageDays: 5 },
      { text: 'Official answer from the owner', pinned: true },
    ],
  });

async function search(path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v202310/search/${path}` });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/v202310/search/{phone}', () => {
  it('returns the profile of a number people wrote about', async () => {
    const { e164, digits } = await reportedNumber();
    const { status, body } = await search(`${digits}?locale=en-US&paidSearch=0&source=WEB`);
    expect(status).toBe(200);
    const data = ProfileStateSchema.parse(body.data);
    expect(data.targetPhoneNumber).toBe(e164);
    expect(data.phone).toMatchObject({ number: e164, carrier: 'MTS (Мобильные ТелеСистемы)', region: 'Moscow', country: 'RU' });
    expect(data.metrics).toMatchObject({ commentsCount: 4, bans: 3, contactsCount: 16, index: 2.4 });
    expect(data.averageProfile).toMatchObject({ firstName: 'Служба', lastName: 'безопасности' });
    expect(data.contacts.map((c) => [c.firstName, c.count])).toEqual([
      ['Служба', 12],
      ['Мошенник', 4],
    ]);
    expect(data.tagsTop.callerType).toEqual([expect.objectContaining({ code: 'scammer', count: 9 })]);
    expect(data.tagsTop.callReasons[0]?.code).toBe('fraud_attempt');
    expect(data.tagsTop.categories).toEqual([]);
  });

  it('lists the first page in the interesting order, pinned comment apart, text verbatim', async () => {
    const { digits } = await reportedNumber();
    const { body } = await search(digits);
    expect(body.data.pinnedComment.text).toBe('Official answer from the owner');
    expect(body.data.comments.map((c: { text: string }) => c.text)).toEqual([
      'Звонили якобы из банка, просили код из СМС',
      'Представились службой безопасности',
      '<script>alert(1)</script>',
    ]);
    expect(body.data.comments[0]).toMatchObject({ thread_count: 2, likes: 10, firstName: 'Test', hasLike: false });
    expect(body.data.comments[0].createdAtTimestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('gives a valid number nobody wrote about an empty profile with default metrics', async () => {
    const { status, body } = await search('4915112345678');
    expect(status).toBe(200);
    const data = ProfileStateSchema.parse(body.data);
    expect(data.metrics).toEqual({
      bans: 0,
      commentsCount: 0,
      contactsCount: 0,
      index: 5,
      isVerified: false,
      isUnwanted: false,
      isManyCalls: false,
      isHidden: false,
    });
    expect(data.comments).toEqual([]);
    expect(data.common.leftRequests).toBe(30);
    expect(data.fof.priceDirectly).toBe(11);
    expect(data.paidAlert.paidSearchPrice).toBe(1);
    expect(data.phone).toMatchObject({ carrier: 'T-Mobile', region: 'Germany' });
  });

  it('gives a visitor the same defaults on a number people wrote about as on one nobody did', async () => {
    const { digits } = await reportedNumber();
    // The first answer is written as text around the stored card, the second built as a value.
    const known = ProfileStateSchema.parse((await search(`${digits}?locale=en-US`)).body.data);
    const unknown = ProfileStateSchema.parse((await search('4915112345678?locale=en-US')).body.data);
    const defaults = ({ suggestedProfile, common, paidAlert, myComment, notice, polls, fof, neuroanalysis }: typeof known) => ({
      suggestedProfile,
      common,
      paidAlert,
      myComment,
      notice,
      polls,
      fof,
      neuroanalysis,
    });
    expect(defaults(known)).toEqual(defaults(unknown));
    expect(known.common).toMatchObject({ leftRequests: 30, isPaidRequest: false, balance: 0, spy_subscription: false });
    expect(known.paidAlert).toEqual({ show: false, paidSearchPrice: 1 });
  });

  it('reads a national number in the locale of the reader', async () => {
    const { body } = await search('89161234567?locale=ru-RU');
    expect(body.data.targetPhoneNumber).toBe('+79161234567');
    expect(body.data.phone.region).toBe('Москва и Московская область');
  });

  it('finds a number people wrote about by its national form in the locale of the reader', async () => {
    const { e164, digits } = await reportedNumber();
    const { body } = await search(`8${digits.slice(1)}?locale=ru-RU`);
    expect(body.data.targetPhoneNumber).toBe(e164);
    expect(body.data.metrics).toMatchObject({ commentsCount: 4, bans: 3 });
  });

  it("reads a national number in the browser's country when the interface's language has none of its own", async () => {
    // A British reader of the English interface (its locale says US) types a mobile number as at home.
    const url = '/api/v202310/search/07712345678?locale=en-US';
    const british = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(british.json().data.targetPhoneNumber).toBe('+447712345678');
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 'PHONE_INVALID' });
  });

  it('answers a number whose row has no country (made before rows kept it) like any other', async () => {
    const { e164, digits } = await reportedNumber();
    await t.db.query({ name: 'test_country_off', text: 'update numbers set country = null where e164 = $1' }, [e164]);
    const { body } = await search(digits);
    expect(body.data.phone).toMatchObject({ number: e164, country: 'RU', type: 'MOBILE', region: 'Moscow' });
    expect(body.data.metrics.commentsCount).toBe(4);
  });

  it('accepts a locale in any letter case', async () => {
    const { status } = await search('79161234567?locale=RU-ru');
    expect(status).toBe(200);
  });

  it.each([
    ['1', 'PHONE_INVALID'],
    ['123', 'PHONE_INVALID'],
    ['7916123456789999', 'PHONE_INVALID'],
    ['abc', 'PHONE_INVALID'],
    ['79161234567?locale=xx-YY', 'LOCALE_UNKNOWN'],
    ['79161234567?locale=' + 'e'.repeat(40), 'LOCALE_UNKNOWN'],
    ['79161234567?paidSearch=2', 'VALIDATION_FAILED'],
    ['79161234567?source=CRAWLER', 'VALIDATION_FAILED'],
  ])('refuses %s with 400 %s', async (path, code) => {
    const { status, body } = await search(path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', code });
    expect(typeof body.status_code).toBe('number');
    expect(body.message.length).toBeGreaterThan(5);
  });

  it('refuses an over-long path segment without a server error', async () => {
    const { status, body } = await search('7'.repeat(200));
    expect(status).toBe(414);
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('refuses a malformed URL in the API error format', async () => {
    const { status, body } = await search('%E0%A4%A');
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND', status_code: 1004 });
  });
});

describe('GET /api/v6/contact/list', () => {
  it('lists the names of a number with their counts', async () => {
    const { digits } = await reportedNumber();
    const res = await t.app.inject({ method: 'GET', url: `/api/v6/contact/list?phone=${digits}` });
    expect(res.json().data.contacts).toEqual([
      expect.objectContaining({ firstName: 'Служба', lastName: 'безопасности', count: 12 }),
      expect.objectContaining({ firstName: 'Мошенник', lastName: null, count: 4 }),
    ]);
  });
});
