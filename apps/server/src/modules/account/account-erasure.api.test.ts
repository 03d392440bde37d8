import { randomUUID } from 'node:crypto';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/schema.js';
import { nameHash } from '../../shared/name-hash.js';
import { digitsOf, insertNumber, setBalance } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { runDueJobs } from '../../test/jobs.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';

/**
 * Full delete (docs/decisions/023): the export holds everything the account wrote; afterwards no
 * table of db/schema.ts holds anything that identifies the person.
 */
const t = useTestApp({ config: { RATE_LIMIT_PER_MINUTE: 0 } });

type Res = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const get = async (url: string, who?: SignedIn): Promise<Res> => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: who.token } : {} });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, who: SignedIn, payload: Record<string, string | number> = {}): Promise<Res> => {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: who.token }, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
  return { status: res.statusCode, body: res.json() };
};

const erased = (id: number) => async () =>
  (await t.db.query<{ erased_at: unknown }>({ name: 't_erased_at', text: 'select erased_at from accounts where id = $1' }, [id]))[0]!
    .erased_at !== null;

/** The tables the law or other people's records keep, pointing at the anonymised account row. */
const KEPT_REFERENCES = new Set(['orders', 'ledger_entries', 'subscription_periods', 'reports', 'complaints', 'gifts']);

/** Every row of every table of the schema; the own number's e164 is left out (the number is what others reviewed, not the account). */
async function everyRow(ownNumber: string): Promise<{ table: string; row: Record<string, unknown> }[]> {
  const out: { table: string; row: Record<string, unknown> }[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const { name } = getTableConfig(table);
    const rows = await t.db.query<Record<string, unknown>>({ name: `t_scan_${name}`, text: `select * from "${name}"` });
    for (const row of rows) out.push({ table: name, row: name === 'numbers' && row.e164 === ownNumber ? { ...row, e164: null } : row });
  }
  return out;
}

/** Columns that reference accounts.id, per table. */
function accountReferences(): { table: string; column: string }[] {
  const refs: { table: string; column: string }[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name === 'accounts')
        for (const c of ref.columns) refs.push({ table: config.name, column: c.name });
    }
  }
  return refs;
}

/** An account that wrote into every area: reviews, a reply, reactions, a boost, names, tags, notes, history, reports, a complaint, an order. */
async function busyPerson() {
  const u = randomUUID().slice(0, 8);
  const secrets = {
    firstName: `Quillon${u}`,
    lastName: `Vasquezia${u}`,
    note: `note about my dentist ${u}`,
    review: `review that names nobody ${u}`,
    reply: `reply text ${u}`,
    suggestFirst: `Suggested${u}`,
    suggestLast: `Surname${u}`,
    report: `report text ${u}`,
    complaintEmail: `person${u}@example.org`,
    complaintName: `Complainer${u}`,
    orderEmail: `buyer${u}@example.org`,
  };
  const me = await signInAs(t.app);
  await t.db.query({ name: 't_names', text: 'update accounts set first_name = $2, last_name = $3 where id = $1' }, [
    me.profileId,
    secrets.firstName,
    secrets.lastName,
  ]);
  // Someone else's number with a review and a name on it, and the person's own number that others reviewed.
  const other = await insertNumber(t.db, { comments: [{ text: 'an older review' }], names: [{ first: 'Olga', last: null, count: 1 }] });
  await insertNumber(t.db, { e164: me.phone, comments: [{ text: 'someone reviewed my number' }] });
  const otherDigits = digitsOf(other.e164);
  await t.db.query({ name: 't_other_name_hash', text: 'update number_names set name_hash = $2 where number_id = $1' }, [
    other.numberId,
    nameHash('Olga', null),
  ]);

  const review = await post('/api/v7/comment/add', me, { phone: otherDigits, text: secrets.review });
  expect(review.status).toBe(200);
  const olderId = other.commentIds[0]!;
  await post('/api/v13/comment/thread/add', me, { reply_to: olderId, text: secrets.reply });
  await post('/api/v11/comment/like', me, { comment_id: olderId, like_type: 'LIKE', action_type: 'ADD' });
  await setBalance(t.db, me.profileId, 20);
  await post('/api/v11/comment/like', me, { comment_id: olderId, like_type: 'COMMENT_UP', action_type: 'ADD', comment_up_count: 1 });
  await post('/api/v6/numcy/subscription/comment/add', me, { comment_id: olderId });
  await post('/api/v6/suggest/add', me, { phone: otherDigits, first_name: secrets.suggestFirst, last_name: secrets.suggestLast });
  await post('/api/v6/tag/vote', me, { phone: otherDigits, group: 'callerType', code: 'scammer', action_type: 'ADD' });
  await post('/api/v6/contact/like', me, { phone: otherDigits, name_hash: nameHash('Olga', null), like_type: 'LIKE', action_type: 'ADD' });
  await post('/api/v7/notice/add', me, { phone: otherDigits, text: secrets.note });
  await get(`/api/v202310/search/${otherDigits}?locale=en-US`, me);
  await post('/api/v6/report/comment', me, { comment_id: olderId, report_text: secrets.report });
  await post('/api/v6/complaint/add', me, {
    comment_id: olderId,
    first_name: secrets.complaintName,
    email: secrets.complaintEmail,
    text: 'This review is about a court case.',
  });
  await t.db.query(
    {
      name: 't_order_with_email',
      text: `insert into orders (account_id, idempotency_key, request_hash, product, price_id, amount_minor, currency,
        payment_system, status, email, expires_at) values ($1, $2, 'h', 'pro', 'p', 100, 'USD', 'STRIPE_CARD', 'paid', $3, now())`,
    },
    [me.profileId, `k-${u}`, secrets.orderEmail],
  );
  // The account's own customer at Stripe (decision 051), as its first Stripe order stores it.
  await t.db.query(
    { name: 't_payment_customer', text: `insert into payment_customers (account_id, endpoint, customer_ref) values ($1, 'stripe', $2)` },
    [me.profileId, `cus_sim${u}`],
  );
  return { me, secrets, other, reviewId: review.body.data.id as number };
}

const needlesOf = (me: SignedIn, secrets: Record<string, string>) => [digitsOf(me.phone).slice(-10), ...Object.values(secrets)];

describe('full delete', () => {
  it('exports everything the account wrote, then leaves nothing personal in any table', async () => {
    const { me, secrets, other } = await busyPerson();
    const repliers = async () =>
      (
        await t.db.query<{ repliers: number }>({ name: 't_repliers_of', text: 'select repliers from comments where id = $1' }, [
          other.commentIds[0],
        ])
      )[0]!.repliers;
    expect(await repliers()).toBe(1);

    const exported = await get('/api/v6/account/export', me);
    expect(exported.status).toBe(200);
    const text = JSON.stringify(exported.body.data);
    for (const needle of needlesOf(me, secrets)) expect(text, needle).toContain(needle);
    const data = exported.body.data;
    for (const section of ['comments', 'reactions', 'boosts', 'commentSubscriptions', 'nameSuggestions', 'notes', 'tagVotes']) {
      expect(data[section].length, section).toBeGreaterThan(0);
    }
    for (const section of ['contactReactions', 'searchHistory', 'reports', 'complaints', 'orders', 'ledger'])
      expect(data[section].length, section).toBeGreaterThan(0);

    const res = await post('/api/v6/account/delete', me, { number: digitsOf(me.phone), removeReviews: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('deleting');
    await runDueJobs(t.app, erased(me.profileId));

    const rows = await everyRow(me.phone);
    const leaks = rows.flatMap(({ table, row }) => {
      const json = JSON.stringify(row);
      return needlesOf(me, secrets)
        .filter((n) => json.includes(n))
        .map((n) => `${table}: ${n}`);
    });
    expect(leaks).toEqual([]);

    const references: string[] = [];
    for (const { table, column } of accountReferences()) {
      if (KEPT_REFERENCES.has(table)) continue;
      const found = await t.db.query({ name: `t_ref_${table}_${column}`, text: `select 1 from "${table}" where "${column}" = $1` }, [
        me.profileId,
      ]);
      if (found.length > 0) references.push(`${table}.${column}`);
    }
    expect(references).toEqual([]);
    // The thread it replied in no longer counts it among the people who replied.
    expect(await repliers()).toBe(0);
    // Where and how the account signed up (burst detection, decision 030) goes too.
    const [signup] = await t.db.query<{ signup_network: string | null; signup_channel: string | null }>(
      { name: 't_signup', text: 'select signup_network::text, signup_channel from accounts where id = $1' },
      [me.profileId],
    );
    expect(signup).toEqual({ signup_network: null, signup_channel: null });

    // The number's page still has the other reviewer's words; the removed review left a tombstone.
    const own = await get(`/api/v7/comment/list?phone=${digitsOf(me.phone)}`);
    expect(own.body.data.comments.map((c: { text: string }) => c.text)).toEqual(['someone reviewed my number']);
  });

  it('keeps reviews anonymised when the user chooses so', async () => {
    const { me, secrets, other, reviewId } = await busyPerson();
    await post('/api/v6/account/delete', me, { number: `+${digitsOf(me.phone)}`, removeReviews: '0' });
    await runDueJobs(t.app, erased(me.profileId));
    const list = (await get(`/api/v7/comment/list?phone=${digitsOf(other.e164)}`)).body.data.comments as {
      id: number;
      text: string;
      profile_id: number | null;
      firstName: string | null;
    }[];
    expect(list.find((c) => c.id === reviewId)).toMatchObject({ text: secrets.review, profile_id: null, firstName: null });
  });

  it('refuses a mistyped number and a second delete, changing nothing', async () => {
    const me = await signInAs(t.app);
    for (const typed of [digitsOf(me.phone).slice(1), '', `${digitsOf(me.phone)}1`]) {
      const res = await post('/api/v6/account/delete', me, { number: typed, removeReviews: '1' });
      expect([res.status, res.body.code]).toEqual([400, 'CONFIRMATION_MISMATCH']);
    }
    expect((await get('/api/v6/profile/me', me)).body.data.phoneNumber).toBe(me.phone);

    expect((await post('/api/v6/account/delete', me, { number: digitsOf(me.phone), removeReviews: '0' })).status).toBe(200);
    const second = await post('/api/v6/account/delete', me, { number: digitsOf(me.phone), removeReviews: '1' });
    // The delete ended the account's sessions: its token no longer works (auth's 403, spec §8).
    expect([second.status, second.body.code]).toEqual([403, 'TOKEN_INVALID']);
    const [row] = await t.db.query<{ erase_reviews: boolean }>(
      { name: 't_erase_reviews', text: 'select erase_reviews from accounts where id = $1' },
      [me.profileId],
    );
    expect(row!.erase_reviews).toBe(false);

    // The number is free at once: its next sign-in is a new account.
    const again = await signInAs(t.app, me.phone);
    expect(again.profileId).not.toBe(me.profileId);
  });
});
