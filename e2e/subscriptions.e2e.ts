import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { api, createAccount, digitsOf, openPage, shownRu, type AccountFixture } from './support/fixtures.js';

/**
 * Subscriptions (area `subscriptions`): a user buys Spy through the Robokassa stand-in, a second
 * account looks the subscriber's number up, and the subscriber sees that view in "Who looked me
 * up"; the subscriber renews from the renew modal, the stand-in declines once, and the retry of
 * the error modal renews.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Buys Spy from /payment/spy by card: the stand-in's hosted page pays, Robokassa's signed callback credits. */
async function buySpy(page: Page): Promise<void> {
  await page.goto('/payment/spy');
  const offer = page.getByTestId('offer-spy');
  await offer.getByTestId('buy-spy').waitFor();
  await shot(page, 'subscriptions-spy-offer');
  await offer.getByTestId('buy-spy').click();
  const chooser = page.getByTestId('method-chooser-modal');
  await chooser.getByTestId('method-chooser').waitFor();
  const tab = page.context().waitForEvent('page');
  await chooser.getByTestId('method-ROBOKASSA_CARD').click();
  const pay = await tab;
  await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
  await pay.getByRole('button', { name: 'Pay' }).click();
  await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
  await pay.close();
}

describe('spy: who looked me up', () => {
  it('offers Spy to an account without it, asking nothing the server would refuse', async () => {
    const page = await openPage(browser, { signedInAs: await createAccount() });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/settings/payment/spy');
    await page.getByTestId('spy-views-buy').waitFor();
    expect(refused).toEqual([]);
    await page.context().close();
  });

  let subscriber: AccountFixture;
  let page: Page;

  it('buys Spy, a second account searches my number, and I see that view', async () => {
    subscriber = await createAccount();
    page = await openPage(browser, { signedInAs: subscriber });
    await buySpy(page);
    await page.goto('/settings/payment');
    const spy = page.getByTestId('subscription-spy');
    await expect.poll(() => spy.getByTestId('subscription-status').textContent()).toBe('Active');
    await shot(page, 'subscriptions-settings');

    const searcher = await createAccount();
    const them = await openPage(browser, { signedInAs: searcher });
    const looked = them.waitForResponse((r) => r.url().includes(`/api/v202310/search/${digitsOf(subscriber.phoneNumber)}`) && r.ok());
    await them.goto(`/number/${digitsOf(subscriber.phoneNumber)}`);
    await looked;

    await spy.getByTestId('subscription-views').click();
    await page.waitForURL(/\/settings\/payment\/spy$/);
    const view = page.getByTestId('spy-view');
    await expect.poll(() => view.count()).toBe(1);
    await expect.poll(() => view.first().textContent()).toContain(shownRu(searcher.phoneNumber));
    await shot(page, 'subscriptions-spy-views');
    // Reachable from my own number's page too.
    await page.goto('/number/my');
    await page.getByTestId('spy-views-link').click();
    await page.waitForURL(/\/settings\/payment\/spy$/);
    await them.context().close();
  });

  it('renews from the modal: the provider declines, the retry renews and shows my number', async () => {
    const list = (await api(subscriber, 'GET', '/api/v202405/subscription/list')) as {
      subscriptions: { kind: string; orderId: number; expiryTime: number }[];
    };
    const spySub = list.subscriptions.find((s) => s.kind === 'spy')!;
    await api(null, 'POST', '/api/v1/simulator/recurring', { orderId: spySub.orderId, declines: 1 });
    await page.goto('/settings/payment');
    const spy = page.getByTestId('subscription-spy');
    const before = await spy.getByTestId('subscription-expiry').textContent();
    await spy.getByTestId('subscription-renew').click();
    const modal = page.getByTestId('renew-modal');
    await modal.getByTestId('renew-confirm').waitFor();
    await shot(page, 'subscriptions-renew-modal');
    await modal.getByTestId('renew-confirm').click();
    const failed = page.getByTestId('renew-failed');
    await failed.getByTestId('renew-retry').waitFor();
    expect(await failed.textContent()).toContain('The payment provider declined the renewal');
    await shot(page, 'subscriptions-renew-failed');
    await failed.getByTestId('renew-retry').click();
    await modal.getByTestId('renew-done').waitFor();
    await expect.poll(() => modal.getByTestId('renew-done').textContent()).toContain(shownRu(subscriber.phoneNumber));
    await shot(page, 'subscriptions-renew-done');
    await modal.getByTestId('renew-close').click();
    // The provider's callback confirms the month: the paid-until date moves on.
    await expect.poll(async () => spy.getByTestId('subscription-expiry').textContent(), { timeout: 10_000 }).not.toBe(before);
  });
});

describe('the payment settings page', () => {
  it('offers Spy and Anti-spy to someone without them, at 390 px, dark and right-to-left', async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account, width: 390, colorScheme: 'dark', locale: 'ar-SA' });
    await page.goto('/ar-SA/settings/payment');
    await page.getByTestId('subscription-offer-spy').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('subscription-buy-antispy').getAttribute('href')).toMatch(/\/payment\/antispy$/);
    await shot(page, 'subscriptions-settings-ar-dark-390');
  });
});
