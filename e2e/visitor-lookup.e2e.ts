import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL, locale: 'en-US', colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const comments = () => page.getByTestId('comment');

describe('a visitor looks up a number', () => {
  it('is sent from / to the login page', async () => {
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('searches a demo number and lands on its page', async () => {
    await page.goto('/search');
    const input = page.getByTestId('search-input');
    await input.pressSequentially('+7 (916) 123-45-67');
    await expect.poll(() => input.inputValue()).toBe('+7 916 123 45 67');
    await input.press('Enter');
    await page.waitForURL('**/number/79161234567');
    await expect.poll(() => page.getByTestId('number-title').textContent()).toContain('+7 916 123 45 67');
    expect(await page.getByTestId('region').textContent()).toContain('Moscow');
    expect(await page.getByTestId('carrier').textContent()).toContain('MTS');
    expect(Number(await page.getByTestId('trust-index').getAttribute('data-value'))).toBeLessThan(5);
    await expect.poll(() => comments().count()).toBe(10);
    await shot(page, 'number-light');
  });

  it('opens a thread and pages through its replies', async () => {
    const first = comments().filter({ has: page.getByRole('button', { name: /\d+ replies/ }) }).first();
    // Pin the comment by id: once open, its button no longer says "N replies".
    const id = await first.getAttribute('data-comment-id');
    const withThread = page.locator(`[data-testid="comment"][data-comment-id="${id}"]`);
    await withThread.getByRole('button', { name: /\d+ replies/ }).click();
    await expect.poll(() => withThread.getByTestId('thread-reply').count()).toBe(4);
    await withThread.getByRole('button', { name: 'Show more replies' }).click();
    await expect.poll(() => withThread.getByTestId('thread-reply').count()).toBeGreaterThan(4);
  });

  it('loads more comments on demand', async () => {
    await page.getByTestId('load-more-comments').click();
    await expect.poll(() => comments().count()).toBe(20);
    const ids = await comments().evaluateAll((els) => els.map((e) => e.getAttribute('data-comment-id')));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('renders comment text as text, never as markup', async () => {
    const html = await page.locator('main').innerHTML();
    expect(html).not.toMatch(/<script/i);
  });

  it('switches to the dark theme and keeps it across a reload', async () => {
    const before = await page.locator('html').getAttribute('data-theme');
    await page.getByTestId('theme-toggle').click();
    const after = await page.locator('html').getAttribute('data-theme');
    expect(after).not.toBe(before);
    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(after);
    await shot(page, 'number-dark');
  });

  it('switches to Arabic and lays the page out right to left', async () => {
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
});

describe('friendly states', () => {
  it('goes to not-found when one digit is searched', async () => {
    await page.goto('/search');
    await page.getByTestId('search-input').fill('7');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL('**/number/not-found');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
  });

  it('shows an invalid number as not found, never a blank page', async () => {
    await page.goto('/number/123');
    await expect.poll(() => page.getByText('We could not find this number').count()).toBeGreaterThan(0);
  });

  it('shows the empty profile of a valid number nobody wrote about', async () => {
    await page.goto('/number/79031234567');
    await expect.poll(() => page.getByText('Nobody has written about this number yet').count()).toBe(1);
    expect(await page.getByTestId('carrier').textContent()).toContain('Beeline');
    await shot(page, 'number-empty');
  });

  it('shows a translated 404 page for an unknown path', async () => {
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
  });

  it('opens a Russian page from a /ru/ path', async () => {
    await page.goto('/ru/search');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru-RU');
    await shot(page, 'search-ru');
  });
});
