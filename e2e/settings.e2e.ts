import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot, focusedTestId } from './support/browser.js';
import { api, createAccount, createNumber, digitsOf, openPage, stored } from './support/fixtures.js';

/** Language, theme and direction (area `settings`), on a number page of the journey's own; the settings panel's pages, deactivation and full delete. */
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
    // The choice reaches the server too: the next page hints the Arabic file, not the browser's English one.
    const again = await page.reload();
    expect(again?.headers().link).toContain('</localeModule/json/ar-SA.json>; rel=preload');
    await page.getByTestId('load-more-comments').waitFor();
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

  it('moves a /ru/ address to /ar/ when Arabic is chosen, so a reload stays Arabic', async () => {
    const number = await busyNumber();
    const page = await openPage(browser);
    await page.goto(`/ru/number/${number.digits}?order=newest`);
    await page.getByTestId('number-title').waitFor();
    const entries = await page.evaluate<number>('history.length');
    await page.getByTestId('language-select').selectOption('ar-SA');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/ar/number/${number.digits}`);
    expect(new URL(page.url()).search).toBe('?order=newest');
    // The address was replaced, not added to: Back still leaves the page.
    expect(await page.evaluate<number>('history.length')).toBe(entries);
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-SA');
    await page.reload();
    await page.getByTestId('number-title').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-SA');
  });

  it("keeps the panel's Back when Arabic is chosen in it on a /ru/ page, and moves the address once it closes", async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account, width: 390 });
    await page.goto('/ru/search');
    await page.getByTestId('search-input').waitFor();
    await page.getByTestId('header-settings').click();
    const panel = page.getByTestId('settings-panel');
    await page.getByTestId('settings-open-language').click();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('language');
    await panel.locator('select').selectOption('ar-SA');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // Back steps out of the language page, then closes the panel: it does not leave the page.
    await page.goBack();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('main');
    await page.goBack();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ar/search');
    await page.reload();
    await page.getByTestId('search-input').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-SA');
  });

  it("the phone's Back steps out of the panel's sub-pages one at a time, then closes it on the page it opened over", async () => {
    const account = await createAccount();
    const number = await busyNumber();
    const page = await openPage(browser, { signedInAs: account, width: 390, locale: 'ar-SA' });
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();
    await page.getByTestId('header-settings').click();
    const panel = page.getByTestId('settings-panel');
    await expect.poll(() => panel.getAttribute('data-page')).toBe('main');
    await page.getByTestId('settings-open-privacy').click();
    await page.getByTestId('privacy-delete-open').click();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('privacyDelete');
    await page.goBack();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('privacy');
    await page.goBack();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('main');
    await page.goBack();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/number/${number.digits}`);
    await page.getByTestId('number-title').waitFor();
  });

  it('/settings opens the panel; sub-pages step back one at a time, by button and by Escape', async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account, width: 390 });
    await page.goto('/settings');
    const panel = page.getByTestId('settings-panel');
    await expect.poll(() => panel.getAttribute('data-page')).toBe('main');
    await page.getByTestId('settings-open-language').click();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('language');
    await page.getByTestId('settings-back').click();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('main');
    // Stepping out puts focus back on the row that opened the page, not on the panel's heading.
    await expect.poll(() => focusedTestId(page)).toBe('settings-open-language');
    await page.getByTestId('settings-open-privacy').click();
    await expect.poll(() => page.evaluate('document.activeElement?.id')).toBe('settings-title');
    await page.getByTestId('privacy-delete-open').click();
    await expect.poll(() => panel.getAttribute('data-page')).toBe('privacyDelete');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('data-page')).toBe('privacy');
    await expect.poll(() => focusedTestId(page)).toBe('privacy-delete-open');
    // The deletion rules' key points and the document they come from.
    expect(await page.getByTestId('privacy-rules').locator('li').count()).toBe(5);
    const rules = await page.request.get(
      await page
        .getByTestId('privacy-rules-link')
        .getAttribute('href')
        .then((h) => h!),
    );
    expect(rules.status()).toBe(200);
    expect(await rules.text()).toContain('# 023');
    await shot(page, 'settings-privacy-390');
    await page.getByTestId('settings-back').click();
    await page.getByTestId('settings-open-paymentExtra').click();
    expect(await page.getByTestId('settings-payment-link').getAttribute('href')).toBe('/settings/payment');
    await page.getByTestId('settings-back').click();
    await page.getByTestId('settings-back').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);

    const visitor = await openPage(browser);
    await visitor.goto('/settings');
    await visitor.waitForURL('**/login');
  });

  it('walks the whole deactivation chain and cancels it', async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/settings');
    await page.getByTestId('settings-open-privacy').click();
    await page.getByTestId('deactivate-open').click();
    const confirm = page.getByTestId('deactivate-warning-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await shot(page, 'deactivate-warning');
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    const typed = page.getByTestId('deactivate-number');
    await typed.fill(digitsOf(account.phoneNumber).slice(0, -1));
    expect(await page.getByTestId('deactivate-submit').isDisabled()).toBe(true);
    await typed.fill(digitsOf(account.phoneNumber));
    await typed.press('Enter');
    await page.getByTestId('deactivate-done').getByText('Account deactivated').waitFor();
    await page.getByTestId('deactivate-done-close').click();
    await page.getByTestId('deactivated-note').waitFor();
    expect(await page.getByTestId('deactivate-open').count()).toBe(0);
    expect((await api(account, 'GET', '/api/v6/settings/privacy')).deactivatedAtTimestamp).not.toBeNull();

    await page.getByTestId('cancel-deactivation').click();
    await page.getByTestId('cancel-deactivation-done').getByText('Your account is active again.').waitFor();
    await shot(page, 'deactivate-cancelled');
    await page.getByTestId('cancel-deactivation-done').getByRole('button', { name: 'Close' }).last().click();
    // The profile and privacy settings are read again half a second later.
    await page.getByTestId('deactivate-open').waitFor();
    expect(await page.getByTestId('deactivated-note').count()).toBe(0);
    expect((await api(account, 'GET', '/api/v6/settings/privacy')).deactivatedAtTimestamp).toBeNull();
  });

  it('downloads the export and deletes the account fully, in Arabic', async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account, locale: 'ar-SA', colorScheme: 'dark' });
    await page.goto('/ar/settings');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('settings-open-privacy').click();
    await page.getByTestId('privacy-delete-open').click();
    const download = page.waitForEvent('download');
    await page.getByTestId('privacy-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^numscope-export-.*\.json$/);
    await page.getByTestId('delete-reviews-1').check();
    await page.getByTestId('delete-number').fill(`+${digitsOf(account.phoneNumber)}`);
    await shot(page, 'privacy-delete-rtl-dark');
    await page.getByTestId('delete-submit').click();
    await page.waitForURL('**/login');
    expect(await stored(page, 'token')).toBeNull();
    await expect(api(account, 'GET', '/api/v6/profile/me')).rejects.toThrow(/403.*TOKEN_INVALID/);
  });
});
