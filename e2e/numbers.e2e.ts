import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes } from '@numscope/contract';
import { focusedTestId, launchBrowser, shot } from './support/browser.js';
import { api, createAccount, createNumber, digitsOf, openPage, shownRu } from './support/fixtures.js';

/**
 * Looking up a number (area `numbers`): the search box, the number page with region, carrier and
 * trust index, and the friendly states (not found, invalid, nobody wrote yet, unknown path).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor looks up a number', () => {
  it('searches a number and lands on its page with region, carrier, trust index and comments', async () => {
    const number = await createNumber({
      trustIndex: 2.4,
      comments: Array.from({ length: 12 }, (_, i) => ({ text: `Caller ${i} asked for a code`, ageDays: i + 1 })),
    });
    const d = number.digits;
    const page = await openPage(browser);
    await page.goto('/search');
    const input = page.getByTestId('search-input');
    // Typed the way people write it: brackets and dashes; the box formats as you type.
    await input.pressSequentially(`+7 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7, 9)}-${d.slice(9)}`);
    await expect.poll(() => input.inputValue()).toBe(shownRu(number.e164));
    await input.press('Enter');
    await page.waitForURL(`**/number/${d}`);
    // The keyboard continues at the result, not at the top of the page.
    await expect
      .poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null"))
      .toBe('number-title');
    await expect.poll(() => page.getByTestId('number-title').textContent()).toContain(shownRu(number.e164));
    expect(await page.getByTestId('region').textContent()).toContain('Moscow');
    expect(await page.getByTestId('carrier').textContent()).toContain('MTS');
    expect(Number(await page.getByTestId('trust-index').getAttribute('data-value'))).toBeLessThan(5);
    await expect.poll(() => page.getByTestId('comment').count()).toBe(10);
    await shot(page, 'number-light');
  });
});

describe('the search box', () => {
  it('keeps the language prefix when searching from /ru/search, also after a reload', async () => {
    const number = await createNumber();
    const page = await openPage(browser);
    await page.goto('/ru/search');
    await page.getByTestId('search-input').fill(number.digits);
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(`**/ru/number/${number.digits}`);
    await page.reload();
    await page.getByTestId('number-title').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru-RU');
  });

  it('moves a number typed in its national form to its international page, where its owner is at home', async () => {
    const number = await createNumber({ comments: [{ text: 'Called twice about a parcel' }] });
    const owner = await createAccount({ phone: number.e164 });
    const page = await openPage(browser, { locale: 'ru-RU', signedInAs: owner });
    await page.goto('/ru/search');
    // A Russian writes their own number as they dial it at home: 8 and the ten digits.
    await page.getByTestId('search-input').fill(`8${number.digits.slice(1)}`);
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(`**/ru/number/${number.digits}`);
    await expect.poll(() => page.getByTestId('search-input').inputValue()).toBe(shownRu(number.e164));
    // The owner's own tools, which the national form's page did not know to show.
    await page.getByTestId('review-request-open').waitFor();
    await page.goBack();
    await page.waitForURL('**/ru/search');
  });

  it("reads a number typed as at home in the browser's country, though the interface is American English", async () => {
    const page = await openPage(browser, { locale: 'en-GB' });
    await page.goto('/search');
    await page.getByTestId('search-input').fill('07712 345678');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL('**/number/447712345678');
    await expect.poll(() => page.getByTestId('number-title').textContent()).toContain('+44 7712 345678');
  });

  it('shows the whole number in the compact box on a phone, the button still named Search', async () => {
    const page = await openPage(browser, { width: 390 });
    await page.goto('/number/5511987654321');
    const input = page.getByTestId('search-input');
    await expect.poll(() => input.inputValue()).toBe('+55 11 98765 4321');
    const fits = await input.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    expect(await page.getByRole('button', { name: 'Search', exact: true }).isVisible()).toBe(true);
  });

  it('says why letters are not taken and stops at fifteen digits', async () => {
    const page = await openPage(browser);
    await page.goto('/search');
    const input = page.getByTestId('search-input');
    await input.pressSequentially('7916a');
    // Typed before the formatter has loaded, the digits format once it is here.
    await expect.poll(() => input.inputValue()).toBe('+7 916');
    await expect.poll(() => page.getByTestId('search-notice').textContent()).toBe('Phone numbers hold only digits: letters were not added');
    await input.fill('');
    await input.pressSequentially('1'.repeat(20));
    expect((await input.inputValue()).replace(/\D/g, '')).toHaveLength(15);
    await expect.poll(() => page.getByTestId('search-notice').textContent()).toBe('A phone number has at most 15 digits');
  });

  it('with the box empty, Search says what to type and keeps focus in the box instead of opening "not found"', async () => {
    const page = await openPage(browser);
    await page.goto('/search');
    await page.getByTestId('search-input').waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('search-notice').textContent()).toBe('Type a phone number to look it up');
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(await focusedTestId(page)).toBe('search-input');
    // Typing takes the notice away.
    await page.keyboard.type('7916');
    await expect.poll(() => page.getByTestId('search-notice').textContent()).toBe('');
  });
});

describe('the more-menu', () => {
  it('fits each item on one line at phone width, in English and Russian', async () => {
    const number = await createNumber();
    for (const locale of ['en-US', 'ru-RU']) {
      const page = await openPage(browser, { width: 390, locale });
      await page.goto(`/number/${number.digits}`);
      await page.getByTestId('number-title').waitFor();
      await page
        .getByRole('button', { name: locale === 'en-US' ? 'More options' : /./ })
        .and(page.locator('[aria-haspopup="menu"]'))
        .first()
        .click();
      const items = page.getByRole('menuitem');
      await expect.poll(() => items.count()).toBe(4);
      for (const item of await items.all()) {
        const box = (await item.boundingBox())!;
        // One line of text plus the item's padding; a wrapped label is twice as tall.
        expect(box.height, (await item.textContent()) ?? '').toBeLessThan(48);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await page.context().close();
    }
  });
});

describe('moving between pages', () => {
  it('opens a new page at its top, and Back returns to where the reader was', async () => {
    const number = await createNumber({
      comments: Array.from({ length: 10 }, (_, i) => ({ text: `Caller ${i} asked for a code`, ageDays: i + 1 })),
    });
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();
    // The reader scrolls down once the reviews are all there (they render a few per task).
    await expect.poll(() => page.getByTestId('comment').count()).toBe(10);
    const last = page.getByTestId('comment').last();
    await last.scrollIntoViewIfNeeded();
    const readAt = await page.evaluate<number>('window.scrollY');
    expect(readAt).toBeGreaterThan(300);
    // The author's name opens the author's number: another page, read from its top.
    await last.getByTestId('comment-author').click();
    await page.waitForURL((url) => url.pathname !== `/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await page.waitForURL(`**/number/${number.digits}`);
    await expect.poll(async () => Math.abs((await page.evaluate<number>('window.scrollY')) - readAt)).toBeLessThan(5);
    await page.context().close();
  });
});

describe('profiles', () => {
  it("opens a review author's profile from their name: the lookup of the author's number", async () => {
    const number = await createNumber({ comments: [{ text: 'They called about a parcel' }] });
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    const author = page.getByTestId('comment').first().getByTestId('comment-author');
    const href = (await author.getAttribute('href'))!;
    expect(href).toMatch(/^\/profile\/\d+$/);
    await author.click();
    await page.waitForURL((url) => /^\/number\/\d+$/.test(url.pathname) && url.pathname !== `/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();

    // The same person's card without a lookup, with the review that led here.
    const profileId = href.split('/').pop()!;
    await page.goto(`/profile_no_check/${profileId}`);
    await page.getByTestId('profile-card').waitFor();
    await expect.poll(() => page.getByTestId('authored-review').count()).toBe(1);
    expect(await page.getByTestId('authored-review').textContent()).toContain('They called about a parcel');
  });

  it('shows the extra panel by number, and a profile that is not shown like one that does not exist', async () => {
    const account = await createAccount();
    const page = await openPage(browser, { width: 390 });
    await page.goto(`/profile-no-check/${digitsOf(account.phoneNumber)}`);
    await page.getByTestId('profile-card').waitFor();
    await page.getByTestId('profile-lookup').click();
    await page.waitForURL(`**/number/${digitsOf(account.phoneNumber)}`);
    await page.goto('/profile/987654321');
    await page.getByTestId('profile-not-found').waitFor();
  });

  it('lists my own reviews on /number/my', async () => {
    const account = await createAccount();
    const number = await createNumber();
    await api(account, 'POST', routes.commentAdd.path, { phone: number.digits, text: 'A courier, polite and on time' });
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/number/my');
    await expect.poll(() => page.getByTestId('my-reviews').getByTestId('authored-review').count()).toBe(1);
    expect(await page.getByTestId('my-reviews').textContent()).toContain('A courier, polite and on time');
  });
});

describe('main data and app links', () => {
  it('features the most discussed numbers on /search, and the footer links to no app that is not published', async () => {
    const page = await openPage(browser, { signedInAs: await createAccount() });
    await page.goto('/search');
    const examples = page.locator('.examples a');
    await expect.poll(() => examples.count()).toBeGreaterThan(0);
    expect(await examples.first().getAttribute('href')).toMatch(/^\/number\/\d+$/);
    // This server configures no app (APK_URL, APP_STORE_URL, GOOGLE_PLAY_URL unset).
    await page.locator('footer').waitFor();
    expect(await page.getByTestId('store-links').count()).toBe(0);
  });
});

describe('friendly states', () => {
  it('goes to not-found when one digit is searched', async () => {
    const page = await openPage(browser);
    await page.goto('/search');
    await page.getByTestId('search-input').fill('7');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL('**/number/not-found');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
  });

  it('shows an invalid number as not found, never a blank page, after one lookup', async () => {
    const page = await openPage(browser);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v202310/search/')) lookups.push(r.url());
    });
    await page.goto('/number/123');
    await expect.poll(() => page.getByText('We could not find this number').count()).toBeGreaterThan(0);
    // The router's early lookup failed with PHONE_INVALID; the page does not ask again.
    await page.waitForTimeout(500);
    expect(lookups, lookups.join('\n')).toHaveLength(1);
  });

  it('shows the empty profile of a valid number nobody wrote about', async () => {
    const page = await openPage(browser);
    await page.goto('/number/79031234567');
    await expect.poll(() => page.getByText('Nobody has written about this number yet').count()).toBe(1);
    expect(await page.getByTestId('carrier').textContent()).toContain('Beeline');
    await shot(page, 'number-empty');
  });

  it('shows a translated 404 page for an unknown path', async () => {
    const page = await openPage(browser);
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });
});

type Box = { x: number; y: number; width: number; height: number };

describe('on a phone', () => {
  it("keeps my balance and the header's buttons apart on my own number, left to right and right to left", async () => {
    const me = await createAccount({ balance: 12_345 });
    for (const locale of ['en-US', 'ar-SA']) {
      const page = await openPage(browser, { width: 390, locale, signedInAs: me });
      await page.goto(locale === 'ar-SA' ? '/ar/number/my' : '/number/my');
      await page.getByTestId('balance-value').waitFor();
      await shot(page, `header-own-number-${locale}`);
      // The chip's top-up is the wallet here: the header does not repeat it beside the chip.
      expect(await page.getByTestId('header-wallet').isVisible()).toBe(false);
      const box = async (id: string) => (await page.getByTestId(id).boundingBox())!;
      const [chip, topUp, back, bell] = await Promise.all(['header-balance', 'top-up', 'header-back', 'header-notifications'].map(box));
      const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x;
      expect(apart(chip!, bell!), `${locale}: the balance under the next button`).toBe(true);
      expect(apart(chip!, back!), `${locale}: the balance under the back button`).toBe(true);
      expect(topUp!.x >= chip!.x && topUp!.x + topUp!.width <= chip!.x + chip!.width, `${locale}: the top-up cut off`).toBe(true);
      // Latin digits, as every other number on the page.
      expect(await page.getByTestId('balance-value').textContent()).toMatch(/12.?345/);
      await page.context().close();
    }
  });

  it('keeps the example numbers inside their card, their country names whole, at 390 px (LTR and RTL) and in two columns', async () => {
    // The examples are the most reviewed numbers: one with a long country name among them.
    const uae = `+97156${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await createNumber({ e164: uae, comments: Array.from({ length: 60 }, (_, i) => ({ text: `Calls every evening, number ${i}` })) });
    for (const [locale, width] of [
      ['en-US', 390],
      ['ar-SA', 390],
      ['vi-VN', 1280],
    ] as const) {
      const page = await openPage(browser, { width, locale });
      await page.goto(`/${locale.slice(0, 2)}/search`);
      const rows = page.locator('.examples .example');
      await expect.poll(async () => (await rows.allTextContents()).join(' ')).toContain('971');
      const card = (await page.locator('.examples').boundingBox())!;
      for (const row of await rows.all()) {
        const box = (await row.boundingBox())!;
        expect(box.x, `${locale}: ${await row.textContent()}`).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width, `${locale}: ${await row.textContent()}`).toBeLessThanOrEqual(card.x + card.width);
      }
      // "Các Tiểu Vương quốc Ả Rập Thống nhất" wraps; it is not cut to "Các Tiểu Vương quốc …".
      const cut = await page.evaluate<string[]>(
        "[...document.querySelectorAll('.example__region')].filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent)",
      );
      expect(cut, locale).toEqual([]);
      await page.context().close();
    }
  });

  it('fits a 390 px screen without sideways scrolling, signed out and signed in, in LTR and RTL', async () => {
    const number = await createNumber({ comments: [{ text: 'Asked for the code from an SMS', ageDays: 1 }] });
    const owner = await createAccount();
    const cases: { path: string; locale: string; signedIn: boolean }[] = [
      { path: '/search', locale: 'en-US', signedIn: false },
      { path: '/search', locale: 'ru-RU', signedIn: true },
      { path: `/number/${number.digits}`, locale: 'en-US', signedIn: true },
      { path: `/number/${number.digits}`, locale: 'ar-SA', signedIn: false },
      { path: '/login', locale: 'de-DE', signedIn: false },
      { path: '/history', locale: 'en-US', signedIn: true },
    ];
    for (const c of cases) {
      const page = await openPage(browser, { width: 390, locale: c.locale, ...(c.signedIn ? { signedInAs: owner } : {}) });
      await page.goto(c.path);
      await page.waitForLoadState('networkidle');
      const widths = await page.evaluate(() => {
        const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
        return { content: w.document.documentElement.scrollWidth, screen: w.innerWidth };
      });
      expect(widths.content, `${c.path} in ${c.locale}`).toBeLessThanOrEqual(widths.screen);
      await page.context().close();
    }
  });
});
