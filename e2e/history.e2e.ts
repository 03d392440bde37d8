import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LIMITS, routes } from '@numscope/contract';
import { launchBrowser, shot } from './support/browser.js';
import { api, createAccount, createNumber, openPage } from './support/fixtures.js';

/** The history page (area `history`): my searches, the pay-past-the-limit setting, my complaints. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('history', () => {
  it('shows the search history with my searches and my complaints, and removes a search from it', async () => {
    const account = await createAccount();
    const number = await createNumber({ comments: [{ text: 'It names my home address' }] });
    // The account looked the number up and filed a complaint about one of its comments.
    await api(account, 'GET', `/api/v202310/search/${number.digits}`);
    await api(account, 'POST', routes.complaintAdd.path, {
      comment_id: number.commentIds[0],
      first_name: 'Jo Doe',
      email: 'jo@example.com',
      text: 'It names my home address.',
    });
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/history');
    await page.getByTestId('history-page').waitFor();
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(1);
    await expect.poll(() => page.getByTestId('overlimit-toggle').isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId('complaint-item').count()).toBe(1);
    await shot(page, 'community-history');
    // Removing the entry takes it off the list, after a reload too.
    await page.getByTestId('history-delete').click();
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(0);
    await page.reload();
    await page.getByTestId('history-page').waitFor();
    await expect.poll(() => page.getByTestId('complaint-item').count()).toBe(1);
    expect(await page.getByTestId('history-item').count()).toBe(0);
  });

  it('once the free searches are used up, shows a lock above the paywall, never a made-up trust index', async () => {
    const account = await createAccount();
    const number = await createNumber({ trustIndex: 8.9 });
    const base = 79_160_000_000 + Math.floor(Math.random() * 9_000_000);
    for (let i = 0; i < LIMITS.defaultFreeRequests; i++) await api(account, 'GET', `/api/v202310/search/${base + i}`);
    const page = await openPage(browser, { signedInAs: account });
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('paid-search-panel').waitFor();
    const gauge = page.getByTestId('trust-index');
    expect(await gauge.getAttribute('data-withheld')).toBe('true');
    expect(await gauge.textContent()).not.toMatch(/\d/);
    await shot(page, 'number-paywall');
  });

  it('offers a PRO account no switch to pay past a daily limit it does not have', async () => {
    const page = await openPage(browser, { signedInAs: await createAccount({ pro: true }) });
    await page.goto('/history');
    await page.getByTestId('history-item').or(page.getByTestId('history-empty')).first().waitFor();
    expect(await page.getByTestId('overlimit').count()).toBe(0);
  });

  it('sends visitors from /history to /login', async () => {
    const p = await openPage(browser);
    await p.goto('/history');
    await p.waitForURL('**/login');
  });
});
