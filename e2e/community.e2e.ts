import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { FUNDED_OWNER, launchBrowser, shot } from './support/browser.js';

/**
 * Community journeys on a number page: my comment, a reply, like and dislike, a report, a private
 * note, the comment count, and hiding on my own number with too little NumCy (not-enough dialog).
 * The account signs in with a demo number that has comments, so that page is its own number.
 */
const baseURL = inject('baseURL');
const OWN = '+14155552671';
const OWN_PATH = '/number/14155552671';
let browser: Browser;
const contexts: BrowserContext[] = [];
let page: Page;

type WithStorage = { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } };
const stored = (p: Page, key: string) => p.evaluate((k) => (globalThis as unknown as WithStorage).localStorage.getItem(k), key);

async function newPage(opts: { locale?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: opts.locale ?? 'en-US', colorScheme: opts.colorScheme ?? 'light', viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

async function signIn(p: Page, phone: string): Promise<void> {
  await p.goto('/login');
  await p.getByTestId('auth-agreement').check();
  await p.getByTestId('auth-continue').click();
  await p.getByTestId('auth-code').waitFor();
  await p.getByTestId('sim-channel').selectOption('sms');
  await p.getByTestId('sim-phone').fill(phone);
  await p.getByTestId('sim-send').click();
  await p.waitForURL('**/search', { timeout: 20_000 });
}

const count = async (l: Locator) => Number((await l.textContent())?.replace(/\D/g, '') ?? '0');
const commentCount = () => page.getByTestId('comments').getAttribute('data-count').then(Number);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage();
  await signIn(page, OWN);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

describe('a signed-in user on a number page', () => {
  it('visitors see a prompt to log in instead of the composer', async () => {
    const visitor = await newPage();
    await visitor.goto(OWN_PATH);
    await visitor.getByTestId('login-to-write').waitFor();
    expect(await visitor.getByTestId('login-to-write').getByRole('link').getAttribute('href')).toBe('/login');
    expect(await visitor.getByTestId('comment-composer').count()).toBe(0);
    expect(await visitor.getByTestId('like').count()).toBe(0);
  });

  it('writes a comment; it shows first as mine and the comment count goes up', async () => {
    await page.goto(OWN_PATH);
    await page.getByTestId('comment-composer').waitFor();
    const before = await commentCount();
    expect(before).toBeGreaterThan(1);
    await shot(page, 'community-composer');
    const composer = page.getByTestId('comment-composer');
    await composer.locator('textarea').fill('Called me twice about a parcel that never existed.');
    expect(await composer.textContent()).toContain('50 of 2000 characters');
    await page.getByTestId('comment-composer-submit').click();
    await page.getByTestId('my-comment-item').waitFor();
    expect(await page.getByTestId('my-comment-item').textContent()).toContain('parcel that never existed');
    await expect.poll(commentCount).toBe(before + 1);
  });

  it('replies to another comment with a 3-second "Reply sent" toast; the reply is mine', async () => {
    const other = page.getByTestId('comment').first();
    await other.getByTestId('reply-open').click();
    const box = other.getByTestId('reply-composer');
    await box.locator('textarea').fill('Same here, they called at night.');
    await other.getByTestId('reply-composer-submit').click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Reply sent');
    // Replies come oldest first, 4 at a time: after sending, the thread pages to the end by itself.
    await expect.poll(() => other.locator('[data-testid="thread-reply"][data-mine]').count()).toBeGreaterThan(0);
    expect(await other.locator('[data-testid="thread-reply"][data-mine]').last().textContent()).toContain('they called at night');
    await shot(page, 'community-reply');
  });

  it('likes, then dislikes a comment: counts and pressed states follow the server', async () => {
    const c = page.getByTestId('comment').nth(1);
    const like = c.getByTestId('like').first();
    const dislike = c.getByTestId('dislike').first();
    const likes = await count(like);
    const dislikes = await count(dislike);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await count(like)).toBe(likes + 1);
    await dislike.click();
    await expect.poll(() => dislike.getAttribute('aria-pressed')).toBe('true');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await count(like)).toBe(likes);
    expect(await count(dislike)).toBe(dislikes + 1);
  });

  it('reports a comment from its menu', async () => {
    const c = page.getByTestId('comment').nth(2);
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-report').click();
    const dialog = page.getByTestId('report-dialog').filter({ visible: true });
    await dialog.getByTestId('report-text').fill('Personal data of a third person.');
    await dialog.getByTestId('report-submit').click();
    await expect.poll(() => dialog.getByTestId('report-sent').textContent()).toBe('Report sent');
    await shot(page, 'community-report-sent');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  it('adds a private note that only I see', async () => {
    await page.getByTestId('notice-add').click();
    await page.getByTestId('notice-composer').locator('textarea').fill('Courier scam, do not answer.');
    await page.getByTestId('notice-composer-submit').click();
    await expect.poll(() => page.getByTestId('notice-text').textContent()).toBe('Courier scam, do not answer.');
  });

  it('opens the complaint dialog: legal text first, then the form, submit enabled only when valid', async () => {
    const c = page.getByTestId('comment').nth(3);
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-complaint').click();
    const dialog = page.getByTestId('complaint-dialog').filter({ visible: true });
    await dialog.getByTestId('complaint-more').click();
    await dialog.getByTestId('complaint-file').click();
    const submit = dialog.getByTestId('complaint-submit');
    await dialog.getByTestId('complaint-name').fill('Jo Doe');
    await dialog.getByTestId('complaint-email').fill('jo@example');
    await dialog.getByTestId('complaint-text').fill('It names my home address.');
    await dialog.getByTestId('complaint-name').focus();
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByTestId('complaint-email').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'community-complaint-invalid');
    await dialog.getByTestId('complaint-email').fill('jo@example.com');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.getByTestId('complaint-done').waitFor();
    await dialog.getByTestId('complaint-close').click();
    await expect.poll(() => page.getByTestId('complaint-dialog').filter({ visible: true }).count()).toBe(0);
  });

  it('tags the number, follows a comment, likes a saved name and suggests a name', async () => {
    await page.getByTestId('tags-open').click();
    const tags = page.getByTestId('tag-dialog');
    const chip = tags.locator('[data-tag="callerType:scammer"]');
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'community-tags');
    await tags.getByTestId('tag-done').click();
    await expect.poll(() => page.getByTestId('tag-dialog').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.chip__label', { hasText: 'Scammer' }).count()).toBeGreaterThan(0);

    const bell = page.getByTestId('comment').first().getByTestId('subscribe');
    await bell.click();
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');
    await bell.click();
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('false');

    const nameLike = page.getByTestId('name-row').first().getByTestId('name-like');
    await nameLike.click();
    await expect.poll(() => nameLike.getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('suggest-open').click();
    const suggest = page.getByTestId('suggest-dialog').filter({ visible: true });
    await suggest.getByTestId('suggest-first').fill('Parcel');
    await suggest.getByTestId('suggest-last').fill('Scam');
    await suggest.getByTestId('suggest-submit').click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Thank you! Your suggestion is sent.');
  });

  it('on my own number, hiding with too little NumCy opens the not-enough dialog with a top-up link', async () => {
    const c = page.getByTestId('comment').first();
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-hide').click();
    const hide = page.getByTestId('hide-dialog').filter({ visible: true });
    await expect.poll(() => hide.getByTestId('dialog-balance').textContent()).toMatch(/NumCy/);
    await hide.getByTestId('hide-submit').click();
    const poor = page.getByTestId('not-enough-dialog');
    await expect.poll(() => poor.isVisible()).toBe(true);
    expect(await poor.getByTestId('not-enough-topup').getAttribute('href')).toBe('/payment');
    await shot(page, 'community-not-enough');
    await poor.getByRole('button', { name: 'Close' }).last().click();
  });

  it('with NumCy granted, the owner hides a review for a month and sees the charge in the ledger', async () => {
    const owner = await newPage();
    await signIn(owner, FUNDED_OWNER);
    await owner.goto(`/number/${FUNDED_OWNER.slice(1)}`);
    const c = owner.getByTestId('comment').first();
    const id = await c.getAttribute('data-comment-id');
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-hide').click();
    const hide = owner.getByTestId('hide-dialog').filter({ visible: true });
    await expect.poll(() => hide.getByTestId('dialog-balance').textContent()).toMatch(/20/);
    await hide.getByTestId('hide-submit').click();
    const hidden = owner.locator(`[data-testid="comment"][data-comment-id="${id}"]`);
    await expect.poll(() => hidden.textContent()).toMatch(/Hidden by the owner of the number until/);
    await owner.goto('/history');
    await expect.poll(() => owner.getByTestId('ledger-entry').first().textContent()).toMatch(/−10 NumCy.*balance 10/);
    await shot(owner, 'community-hidden-ledger');
  });

  it('shows the search history with my searches', async () => {
    await page.goto('/history');
    await page.getByTestId('history-page').waitFor();
    await expect.poll(() => page.getByTestId('history-item').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('overlimit-toggle').isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId('complaint-item').count()).toBeGreaterThan(0);
    await shot(page, 'community-history');
  });
});

describe('community looks right', () => {
  const asSignedIn = async (p: Page) => {
    const token = await stored(page, 'token');
    await p.goto('/search');
    await p.evaluate(
      (e) => {
        for (const [k, v] of Object.entries(e)) (globalThis as unknown as WithStorage).localStorage.setItem(k, v);
      },
      { token: token!, phoneNumber: OWN },
    );
  };

  it('in the dark theme', async () => {
    const p = await newPage({ colorScheme: 'dark' });
    await asSignedIn(p);
    await p.goto(OWN_PATH);
    await p.getByTestId('my-comment-item').waitFor();
    expect(await p.locator('html').getAttribute('data-theme')).toBe('dark');
    await p.getByTestId('comment').first().getByTestId('comment-menu').click();
    await shot(p, 'community-dark');
  });

  it('in Arabic, right to left', async () => {
    const p = await newPage({ locale: 'ar-SA' });
    await asSignedIn(p);
    await p.goto(OWN_PATH);
    await p.getByTestId('my-comment-item').waitFor();
    await expect.poll(() => p.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(p, 'community-ar');
    await p.getByTestId('tags-open').click();
    await shot(p, 'community-ar-tags');
  });

  it('visitors are sent from /history to /login', async () => {
    const p = await newPage();
    await p.goto('/history');
    await p.waitForURL('**/login');
  });
});
