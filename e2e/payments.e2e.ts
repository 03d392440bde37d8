import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { createAccount, openPage } from './support/fixtures.js';

/**
 * Paying (area `payments`): a signed-in user buys NumCy through the Robokassa stand-in (its hosted
 * page sends Robokassa's real signed ResultURL callback); the balance grows only by what the
 * server credited. A declined payment lands on /payment/fail with nothing credited.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** From my own number: the balance chip opens Buy NumCy, 400 is chosen, the card method opens the stand-in in a new tab. */
async function toRobokassaPage(page: Page, name: string): Promise<Page> {
  await page.goto('/number/my');
  await page.getByTestId('top-up').click();
  const buy = page.getByTestId('payment-modal');
  await expect.poll(() => buy.getByRole('radio', { name: /400 NumCy/ }).isChecked()).toBe(true);
  await shot(page, `${name}-buy-numcy`);
  await buy.getByTestId('buy-numcy-submit').click();
  const chooser = page.getByTestId('method-chooser-modal');
  await chooser.getByTestId('method-chooser').waitFor();
  await shot(page, `${name}-methods`);
  // Not an Apple device: the payment link opens in a new tab.
  const tab = page.context().waitForEvent('page');
  await chooser.getByTestId('method-ROBOKASSA_CARD').click();
  const pay = await tab;
  await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
  expect(await pay.getByTestId('sim-amount').textContent()).toMatch(/990\.00 RUB/);
  return pay;
}

describe('buying NumCy', () => {
  it('buys 400 NumCy by card through the Robokassa stand-in and sees the balance grow', async () => {
    const account = await createAccount({ balance: 5 });
    const page = await openPage(browser, { signedInAs: account });
    const pay = await toRobokassaPage(page, 'payments-robokassa');
    await shot(pay, 'payments-robokassa-standin');
    await pay.getByRole('button', { name: 'Pay' }).click();
    await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
    await pay.getByTestId('payment-success').waitFor();
    await expect.poll(() => pay.getByTestId('payment-balance').textContent()).toBe('405 NumCy');
    await shot(pay, 'payments-success');
    // The page that started the purchase shows the new balance too once it reads it again.
    await page.reload();
    await expect.poll(() => page.getByTestId('balance-value').textContent()).toBe('405 NumCy');
  });

  it('a declined payment lands on /payment/fail and credits nothing', async () => {
    const account = await createAccount({ balance: 5 });
    const page = await openPage(browser, { signedInAs: account });
    const pay = await toRobokassaPage(page, 'payments-decline');
    await pay.getByRole('button', { name: 'Decline' }).click();
    await pay.waitForURL(/\/payment\/fail\?orderId=\d+/);
    await pay.getByTestId('payment-fail').waitFor();
    await expect.poll(() => pay.getByTestId('payment-balance').textContent()).toBe('5 NumCy');
    await shot(pay, 'payments-fail');
  });
});

describe('the payment screens', () => {
  it('fit 390 px in Russian with the dark theme, and mirror in Arabic', async () => {
    const account = await createAccount({ balance: 12 });
    const ru = await openPage(browser, { signedInAs: account, locale: 'ru-RU', colorScheme: 'dark', width: 390 });
    await ru.goto('/payment/numcy');
    await expect.poll(() => ru.getByRole('radio', { name: /400 NumCy/ }).isChecked()).toBe(true);
    expect(await ru.getByTestId('buy-numcy-submit').textContent()).toMatch(/Купить 400 NumCy за/);
    expect(await ru.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(ru, 'payments-numcy-ru-dark-390');
    await ru.goto('/payment/gift400');
    await ru.getByTestId('gift-number').fill('7916123456');
    await ru.getByTestId('agreement-check').check();
    expect(await ru.getByTestId('agreement-continue').isDisabled()).toBe(true);
    await ru.getByTestId('gift-number').press('End');
    await ru.getByTestId('gift-number').pressSequentially('7');
    expect(await ru.getByTestId('agreement-continue').isDisabled()).toBe(false);
    expect(await ru.getByTestId('agreement-continue').textContent()).toBe('Подарить на номер +7 916 123 45 67');
    expect(await ru.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(ru, 'payments-gift-ru-dark-390');

    const ar = await openPage(browser, { signedInAs: account, locale: 'ar-SA' });
    await ar.goto('/payment/pro');
    await ar.getByTestId('pro-offer').waitFor();
    expect(await ar.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(ar, 'payments-pro-ar-rtl');
  });

  it('an expired key does not open the show screen', async () => {
    const page = await openPage(browser);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    await page.goto(`/payment/show?key=${b64({ alg: 'HS256' })}.${b64({ exp: 1 })}.x&product=numcy_400`);
    await page.getByTestId('payment-show-refused').waitFor();
    expect(await page.getByTestId('payment-show').count()).toBe(0);
  });
});
