import { describe, expect, it } from 'vitest';
import { LIMITS, routes } from '@numscope/contract';
import { digitsOf, insertNumber, setBalance, uniquePhone } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { signInAs, type SignedIn } from '../../test/sign-in.js';
import { createTestClock } from '../../infra/clock.js';
import { createTestApp } from '../../test/harness.js';

const t = useTestApp();

async function call(method: 'GET' | 'POST', path: string, who: SignedIn, payload?: object) {
  const res = await t.app.inject({ method, url: path, headers: { authorization: who.token }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
const searchAs =
  (who: SignedIn) =>
  (digits: string, paid = '0') =>
    t.app
      .inject({ method: 'GET', url: `/api/v202310/search/${digits}?paidSearch=${paid}`, headers: { authorization: who.token } })
      .then((r) => r.json());

describe('search history and daily limits', () => {
  it('records searches, counts down free ones per distinct number, then asks for a paid search', async () => {
    const searcher = await signInAs(t.app);
    const lastFree = await insertNumber(t.db, { comments: [{ text: 'honest review' }] });
    const pastLimit = await insertNumber(t.db, { comments: [{ text: 'rude caller' }] });
    const search = searchAs(searcher);
    const first = digitsOf(uniquePhone());
    let last = await search(first);
    expect(last.data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
    // Looking at the same number again the same day is the same search: nothing is counted.
    expect((await search(first)).data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
    for (let i = 1; i < LIMITS.defaultFreeRequests - 1; i++) last = await search(digitsOf(uniquePhone()));
    last = await search(lastFree.digits);
    expect(last.data.common.leftRequests).toBe(0);
    expect(last.data.comments.length).toBeGreaterThan(0);

    const withheld = await search(pastLimit.digits);
    expect(withheld.data.paidAlert).toEqual({ show: true, paidSearchPrice: 1 });
    expect(withheld.data.comments).toEqual([]);

    const unpaid = await search(pastLimit.digits, '1');
    expect(unpaid.code).toBe('NOT_ENOUGH_BALANCE');
    await setBalance(t.db, searcher.profileId, 1);
    const paid = await search(pastLimit.digits, '1');
    expect(paid.data.common).toMatchObject({ isPaidRequest: true, balance: 0 });
    expect(paid.data.comments.length).toBeGreaterThan(0);
    // Paid once today, seen again for free.
    expect((await search(pastLimit.digits)).data.comments.length).toBeGreaterThan(0);

    const history = (await call('GET', `${routes.historyList.path}?limit=100`, searcher)).body.data.items;
    expect(history).toHaveLength(LIMITS.defaultFreeRequests + 1);
    expect(history[0]).toMatchObject({ number: pastLimit.e164, paid: true });
    // An entry is named by its day and number (spec §7), as the list gives them.
    const entry = { date: history[0].date, number: history[0].number };
    expect(entry.date).toBe(new Date(history[0].searchedAtTimestamp * 1000).toISOString().slice(0, 10));
    expect((await call('POST', routes.historyDelete.path, searcher, { ...entry, date: '2020-01-01' })).body.code).toBe(
      'HISTORY_ITEM_NOT_FOUND',
    );
    expect((await call('POST', routes.historyDelete.path, searcher, entry)).body.data).toEqual({ status: true });
    expect((await call('POST', routes.historyDelete.path, searcher, entry)).body.code).toBe('HISTORY_ITEM_NOT_FOUND');
    expect((await call('GET', `${routes.historyList.path}?limit=100`, searcher)).body.data.items).toHaveLength(LIMITS.defaultFreeRequests);
    expect((await call('POST', routes.historyDelete.path, searcher, { date: '29.11.2026', number: entry.number })).status).toBe(400);
    await call('POST', routes.historyClear.path, searcher);
    expect((await call('GET', routes.historyList.path, searcher)).body.data.items).toEqual([]);
    // Clearing the history does not give free searches back.
    expect((await call('GET', routes.overlimit.path, searcher)).body.data).toMatchObject({
      leftRequests: 0,
      searchDailyLimit: 30,
      overlimitSearch: false,
    });
  });

  it("looking at one's own number costs no free search and stays out of history, past the limit too", async () => {
    const me = await signInAs(t.app);
    const search = searchAs(me);
    const other = digitsOf(uniquePhone());
    await search(other);
    const own = await search(digitsOf(me.phone));
    expect(own.data.common.leftRequests).toBe(LIMITS.defaultFreeRequests - 1);
    for (let i = 1; i < LIMITS.defaultFreeRequests; i++) await search(digitsOf(uniquePhone()));
    const ownPastLimit = await search(digitsOf(me.phone));
    expect(ownPastLimit.data.paidAlert.show).toBe(false);
    expect(ownPastLimit.data.common).toMatchObject({ leftRequests: 0, isPaidRequest: false });
    await t.app.searches.flush();
    const history = (await call('GET', `${routes.historyList.path}?limit=100`, me)).body.data.items as { number: string }[];
    expect(history).toHaveLength(LIMITS.defaultFreeRequests);
    expect(history.map((h) => h.number)).toContain(`+${other}`);
    expect(history.map((h) => h.number)).not.toContain(me.phone);
  });

  it('pays automatically past the limit when the user turned that on', async () => {
    const heavy = await signInAs(t.app);
    const discussed = await insertNumber(t.db, { comments: [{ text: 'honest review' }] });
    // Thirty different numbers searched earlier today.
    for (let i = 0; i < LIMITS.defaultFreeRequests; i++) await searchAs(heavy)(digitsOf(uniquePhone()));
    await setBalance(t.db, heavy.profileId, 2);
    expect((await call('POST', routes.overlimitEnable.path, heavy)).body.data.overlimitSearch).toBe(true);
    const r = await searchAs(heavy)(discussed.digits);
    expect(r.data.common).toMatchObject({ isPaidRequest: true, balance: 1 });
    expect((await call('POST', routes.overlimitDisable.path, heavy)).body.data.overlimitSearch).toBe(false);
    const main = (await call('GET', routes.mainLoad.path, heavy)).body.data;
    expect(main).toMatchObject({ searchDailyLimit: 30, leftRequests: 0, overlimitSearch: false, accessToNeuroOwl: false });
    expect(main.featuredNumbers).toContain(discussed.e164);
  });

  it('gives exactly the daily free searches to 60 concurrent lookups of different numbers (issue 11 item 11)', async () => {
    const racer = await signInAs(t.app);
    const search = searchAs(racer);
    const answers = await Promise.all(Array.from({ length: 60 }, () => search(digitsOf(uniquePhone()))));
    const shown = answers.filter((a) => !a.data.paidAlert?.show);
    expect(shown).toHaveLength(LIMITS.defaultFreeRequests);
    await t.app.searches.flush();
    const free = await t.db.query<{ n: number }>(
      { name: 't_free_count', text: 'select count(*)::int as n from search_history where account_id = $1 and not paid' },
      [racer.profileId],
    );
    expect(free[0]!.n).toBe(LIMITS.defaultFreeRequests);
    expect((await call('GET', routes.overlimit.path, racer)).body.data.leftRequests).toBe(0);

    // An instance whose kv store has not seen the day (a restarted one on memory) fills it from history.
    const restarted = await createTestApp(t.db);
    try {
      const res = await restarted.inject({ method: 'GET', url: routes.overlimit.path, headers: { authorization: racer.token } });
      expect(res.json().data.leftRequests).toBe(0);
      const more = await restarted.inject({
        method: 'GET',
        url: `/api/v202310/search/${digitsOf(uniquePhone())}`,
        headers: { authorization: racer.token },
      });
      expect(more.json().data.paidAlert.show).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});

describe('the history list', () => {
  // Whole seconds: the list's timestamps are seconds.
  const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const c = useTestApp({ clock });
  const listOf = async (who: SignedIn) => {
    const res = await c.app.inject({ method: 'GET', url: routes.historyList.path, headers: { authorization: who.token } });
    return (res.json().data.items as { number: string; searchedAtTimestamp: number }[]).map((i) => [i.number, i.searchedAtTimestamp]);
  };
  const at = () => Math.floor(clock.now().getTime() / 1000);

  it('puts a number searched again on top, with the time of that search', async () => {
    const me = await signInAs(c.app);
    const search = (e164: string) =>
      c.app.inject({ method: 'GET', url: `/api/v202310/search/${digitsOf(e164)}`, headers: { authorization: me.token } });
    const [first, second] = [uniquePhone(), uniquePhone()];
    await search(first);
    const firstAt = at();
    clock.advance(5_000);
    await search(second);
    const secondAt = at();
    expect(await listOf(me)).toEqual([
      [second, secondAt],
      [first, firstAt],
    ]);
    // The first one again: it moves to the top with the time of this search.
    clock.advance(20_000);
    await search(first);
    expect(await listOf(me)).toEqual([
      [first, at()],
      [second, secondAt],
    ]);
  });
});

describe('history written by several instances', () => {
  const clock = createTestClock(new Date(Math.floor(Date.now() / 1000) * 1000));
  const c = useTestApp({ clock });

  it('keeps one entry per number and day when two instances write the same searches at once (decision 044)', async () => {
    const me = await signInAs(c.app);
    const other = await createTestApp(c.db, undefined, clock);
    try {
      const numbers = Array.from({ length: 10 }, () => uniquePhone());
      const searchOn = (app: typeof other) => (e164: string) =>
        app.inject({ method: 'GET', url: `/api/v202310/search/${digitsOf(e164)}`, headers: { authorization: me.token } });
      await Promise.all(numbers.map(searchOn(c.app)));
      await Promise.all(numbers.map(searchOn(other)));
      // Each instance writes its own searches before it reads the list: both write at once here.
      const lists = await Promise.all(
        [c.app, other].map((app) =>
          app.inject({ method: 'GET', url: `${routes.historyList.path}?limit=100`, headers: { authorization: me.token } }),
        ),
      );
      for (const res of lists)
        expect((res.json().data.items as { number: string }[]).map((i) => i.number).sort()).toEqual([...numbers].sort());
    } finally {
      await other.close();
    }
  });
});
