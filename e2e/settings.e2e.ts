import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { createNumber, openPage } from './support/fixtures.js';

/** Language, theme and direction (area `settings`), on a number page of the journey's own. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A number with more comments than one page holds, so "Show more" is on the page. */
const busyNumber = () => createNumber({ comments: Array.from({ length: 12 }, (_, i) => ({ text: `Called about a parcel, ${i}` })) });

describe('settings', () => {
  it('switches to the dark theme and keeps it across a reload', async () => {
    const number = await busyNumber();
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByTestId('theme-toggle').click();
    const after = await page.locator('html').getAttribute('data-theme');
    expect(after).not.toBe(before);
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(after);
    await shot(page, 'number-dark');
  });

  it("paints in the system's dark theme before the app's code runs, with no CSP violation", async () => {
    const page = await openPage(browser, { colorScheme: 'dark' });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    // The app's scripts never arrive: what shows is the shell as first painted.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/search');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const bg = await page.evaluate<string>('getComputedStyle(document.body).backgroundColor');
    expect(bg).toBe('rgb(11, 13, 20)');
    expect(violations).toEqual([]);
  });

  it('switches to Arabic and lays the page out right to left', async () => {
    const number = await busyNumber();
    const page = await openPage(browser, { colorScheme: 'dark' });
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('load-more-comments').waitFor();
    await page.getByTestId('language-select').selectOption('ar-SA');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-SA');
    await expect.poll(() => page.getByTestId('load-more-comments').textContent()).not.toContain('Show more');
    // The search box starts on the right in RTL.
    const box = await page.getByTestId('search-input').boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeGreaterThan(width / 2);
    await shot(page, 'number-rtl-dark');
    await page.getByTestId('language-select').selectOption('en-US');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('opens a Russian page from a /ru/ path', async () => {
    const page = await openPage(browser);
    await page.goto('/ru/search');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru-RU');
    await shot(page, 'search-ru');
  });
});
