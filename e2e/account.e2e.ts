import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { createAccount, openPage, shownRu, stored } from './support/fixtures.js';

/** The own profile (area `account`): my number with its NumCy balance and the top-up modal; signing out. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('my own number', () => {
  it('shows the own number with the balance and the payment modal, then logs out to /login', async () => {
    const account = await createAccount({ balance: 7 });
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/search');
    await page.getByTestId('header-my-number').click();
    await page.waitForURL('**/number/my');
    await page.getByTestId('number-title').waitFor();
    await expect.poll(() => page.getByTestId('number-title').textContent()).toContain(shownRu(account.phoneNumber));
    await expect.poll(() => page.getByTestId('balance-value').count()).toBe(1);
    await expect.poll(() => page.getByTestId('balance-value').textContent()).toMatch(/^\D*7\s*NumCy/);
    await page.getByTestId('top-up').click();
    await expect.poll(() => page.getByTestId('payment-modal').isVisible()).toBe(true);
    await shot(page, 'own-profile-payment-modal');
    await page.getByTestId('payment-modal').getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => page.getByTestId('payment-modal').isVisible()).toBe(false);
    // Another number's page shows the logo, not the balance.
    await page.goto('/number/79031234567');
    await page.getByTestId('number-title').waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    await page.getByTestId('header-settings').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'phoneNumber')).toBeNull();
    expect(await stored(page, 'profileId')).toBeNull();
    expect(await page.getByTestId('site-header').getAttribute('data-signed-in')).toBe('false');
    expect(await page.getByTestId('header-my-number').count()).toBe(0);
    await page.goto('/search');
    await expect.poll(() => page.getByTestId('header-login').count()).toBe(1);
    expect(await stored(page, 'token')).toBeNull();
  });
});
