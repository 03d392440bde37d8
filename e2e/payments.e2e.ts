import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dialogEntryGone, launchBrowser, shot } from './support/browser.js';
import { createAccount, createNumber, openPage } from './support/fixtures.js';

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
  return chooseCardAndOpen(page, name);
}

/** In an open Buy NumCy: 400 is chosen first; buying opens the chooser; the card method opens the stand-in. */
async function chooseCardAndOpen(page: Page, name: string): Promise<Page> {
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
  it('buys 400 NumCy by card through the Robokassa stand-in, sees the balance grow and spends 10 hiding a review', async () => {
    const number = await createNumber({ comments: [{ text: 'They call at night' }] });
    const account = await createAccount({ phone: number.e164, balance: 5 });
    const page = await openPage(browser, { signedInAs: account });
    const pay = await toRobokassaPage(page, 'payments-robokassa');
    await shot(pay, 'payments-robokassa-standin');
    await pay.getByRole('button', { name: 'Pay' }).click();
    await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
    await pay.getByTestId('payment-success').waitFor();
    await expect.poll(() => pay.getByTestId('payment-balance').textContent()).toBe('405 NumCy');
    await expect.poll(() => pay.getByTestId('order-product').textContent()).toBe('Bought: 400 NumCy');
    await shot(pay, 'payments-success');
    // The page that started the purchase shows the new balance once the user comes back to it
    // (headless Chromium never hides the opener, so the return is announced as a browser would).
    await page.bringToFront();
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))");
    await expect.poll(() => page.getByTestId('balance-value').textContent()).toBe('405 NumCy');
    // The order it followed is paid: its method chooser and Buy NumCy closed by themselves.
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Payment received');
    for (const modal of ['method-chooser-modal', 'payment-modal']) await page.getByTestId(modal).waitFor({ state: 'hidden' });
    // The NumCy bought pay for hiding a review on my own number.
    const c = page.getByTestId('comment').first();
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-hide').click();
    const hide = page.getByTestId('hide-dialog').filter({ visible: true });
    await expect.poll(() => hide.getByTestId('dialog-balance').textContent()).toMatch(/405/);
    await hide.getByTestId('hide-submit').click();
    await expect.poll(() => c.textContent()).toMatch(/Hidden by the owner of the number until/);
    await expect.poll(() => page.getByTestId('balance-value').textContent()).toBe('395 NumCy');
    await page.goto('/history');
    await expect.poll(() => page.getByTestId('ledger-entry').first().textContent()).toMatch(/-10 NumCy.*balance 395/);
    expect(await page.getByTestId('ledger-entry').nth(1).textContent()).toMatch(/\+400 NumCy.*NumCy purchase.*balance 405/);
    await shot(page, 'payments-ledger');
  });

  it('after a declined PRO payment, "Try again" goes back to PRO, not to the NumCy bundles', async () => {
    const account = await createAccount({ phone: `+1415556${String(Date.now()).slice(-4)}` });
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/payment/pro');
    await page.getByTestId('pro-offer').getByTestId('pro-buy').click();
    const tab = page.context().waitForEvent('page');
    await page.getByTestId('method-chooser-modal').getByTestId('method-STRIPE_CARD').click();
    const pay = await tab;
    await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
    await pay.getByRole('button', { name: 'Decline' }).click();
    await pay.waitForURL(/\/payment\/fail\?orderId=\d+/);
    await pay.getByTestId('outcome-next').click();
    await pay.waitForURL(/\/payment\/pro$/);
    await pay.getByTestId('pro-offer').waitFor();
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
    // Back on the page that started it: the chooser stays for another method, and says why.
    await page.bringToFront();
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))");
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Payment failed');
    expect(await page.getByTestId('method-chooser-modal').isVisible()).toBe(true);
  });
});

describe('PRO', () => {
  it('buys lifetime PRO through the Stripe stand-in with a US number, paying in USD', async () => {
    const account = await createAccount({ phone: `+1415555${String(Date.now()).slice(-4)}` });
    const page = await openPage(browser, { signedInAs: account });
    await page.goto('/payment/pro');
    const offer = page.getByTestId('pro-offer');
    await expect.poll(() => offer.getByTestId('pro-tile').textContent()).toMatch(/Popular.*\$49\.99/);
    await shot(page, 'payments-pro');
    await offer.getByTestId('pro-buy').click();
    const chooser = page.getByTestId('method-chooser-modal');
    await chooser.getByTestId('method-STRIPE_MINI').waitFor();
    // The two Stripe card buttons say how they differ.
    expect(await chooser.getByTestId('method-STRIPE_MINI').textContent()).toContain('Stripe · one tap with your saved card');
    expect(await chooser.getByTestId('method-STRIPE_CARD').textContent()).toBe('International cardStripe');
    await shot(page, 'payments-methods-stripe');
    const tab = page.context().waitForEvent('page');
    await chooser.getByTestId('method-STRIPE_CARD').click();
    const pay = await tab;
    await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
    expect(await pay.getByTestId('sim-amount').textContent()).toMatch(/49\.99 USD/);
    await pay.getByRole('button', { name: 'Pay' }).click();
    await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
    await pay.getByTestId('payment-success').waitFor();
    await expect.poll(() => pay.getByTestId('order-product').textContent()).toBe('Bought: NumScope PRO');
    await pay.goto('/payment/pro');
    await expect.poll(() => pay.getByTestId('pro-active').textContent()).toBe('You already have lifetime PRO.');
    expect(await pay.getByTestId('pro-buy').count()).toBe(0);
  });
});

describe('gifts', () => {
  it('refuses letters in the recipient’s number with a word, rather than gifting to the digits around them', async () => {
    const page = await openPage(browser, { signedInAs: await createAccount() });
    await page.goto('/payment/gift400');
    const field = page.getByTestId('gift-number');
    const hint = page.locator('.number-tile .field__hint');
    await field.pressSequentially('7916ab');
    await expect.poll(() => field.inputValue()).toBe('+7 916');
    expect(await hint.textContent()).toBe('Phone numbers hold only digits: letters were not added');
    await field.pressSequentially('1234567');
    await expect.poll(() => field.inputValue()).toBe('+7 916 123 45 67');
    expect(await hint.textContent()).toBe('International format with the country code, at least 11 digits');
    await page.getByTestId('agreement-check').check();
    await expect.poll(() => page.getByTestId('agreement-continue').textContent()).toBe('Continue to number +7 916 123 45 67');
  });

  it('gifts 400 NumCy to a number that signs in later and sees them with the sender', async () => {
    const sender = await createAccount({ balance: 0 });
    const recipient = `+7926${String(Date.now()).slice(-7)}`;
    const page = await openPage(browser, { signedInAs: sender });
    await page.goto('/payment/gift400');
    await page.getByTestId('gift-number').fill(recipient);
    await page.getByTestId('agreement-check').check();
    await shot(page, 'payments-gift');
    await page.getByTestId('agreement-continue').click();
    const chooser = page.getByTestId('method-chooser-modal');
    await expect
      .poll(() => chooser.getByTestId('chooser-number').textContent())
      .toBe(`+7 926 ${recipient.slice(5, 8)} ${recipient.slice(8, 10)} ${recipient.slice(10)}`);
    const tab = page.context().waitForEvent('page');
    await chooser.getByTestId('method-ROBOKASSA_CARD').click();
    const pay = await tab;
    await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
    await pay.getByRole('button', { name: 'Pay' }).click();
    await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
    const sent = pay.getByTestId('gift-success-modal');
    await expect.poll(() => sent.isVisible()).toBe(true);
    expect(await sent.textContent()).toMatch(/400 NumCy have been credited to the number/);
    await shot(pay, 'payments-gift-sent');
    await sent.getByRole('button').first().click();
    // Nothing on the page opened it: focus goes to the page's main region, not the body.
    await expect.poll(() => pay.evaluate('document.activeElement?.id')).toBe('main');
    // The page under it says what was bought: a gift, to that number.
    expect(await pay.getByTestId('order-product').textContent()).toBe(
      `Bought: a gift of 400 NumCy to \u2066+7 926 ${recipient.slice(5, 8)} ${recipient.slice(8, 10)} ${recipient.slice(10)}\u2069`,
    );
    // The sender's own balance did not move.
    await expect.poll(() => pay.getByTestId('payment-balance').textContent()).toBe('0 NumCy');

    // The recipient signs in for the first time: the held gift is credited then.
    const them = await openPage(browser);
    await them.goto('/login');
    await them.getByTestId('auth-phone').fill(recipient);
    await them.getByTestId('auth-agreement').check();
    await them.getByTestId('auth-continue').click();
    await them.getByTestId('auth-code').waitFor();
    await them.getByTestId('sim-channel').selectOption('sms');
    await them.getByTestId('sim-phone').fill(recipient);
    await them.getByTestId('sim-send').click();
    await them.waitForURL('**/search', { timeout: 20_000 });
    await them.goto('/history');
    const gift = them.getByTestId('gift-received');
    await expect.poll(() => gift.first().textContent()).toMatch(/\+400 NumCy/);
    // Numbers format once the phone formatter has loaded, a moment after the page shows.
    await expect.poll(() => gift.first().textContent()).toContain(`Gift from +7 916`);
    await expect.poll(() => them.getByTestId('ledger-entry').first().textContent()).toMatch(/\+400 NumCy.*NumCy gift.*balance 400/);
    await shot(them, 'payments-gift-received');
  });
});

describe('the mobile app hands a purchase to the web', () => {
  it('a valid key on /payment/show shows only that screen, and the purchase goes through', async () => {
    const account = await createAccount({ balance: 0 });
    const page = await openPage(browser);
    await page.goto(`/payment/show?key=${account.token}&product=numcy_400`);
    const show = page.getByTestId('payment-show');
    await show.getByTestId('method-chooser').waitFor();
    expect(await page.getByTestId('site-header').count()).toBe(0);
    await shot(page, 'payments-show');
    const tab = page.context().waitForEvent('page');
    await show.getByTestId('method-ROBOKASSA_CARD').click();
    const pay = await tab;
    await pay.waitForURL(/\/api\/v1\/simulator\/pay\/\d+/);
    await pay.getByRole('button', { name: 'Pay' }).click();
    await pay.waitForURL(/\/payment\/success\?orderId=\d+/);
    await expect.poll(() => pay.getByTestId('payment-balance').textContent()).toBe('400 NumCy');
  });
});

describe('the ledger', () => {
  it('writes a change with its sign beside its digits in Arabic, right to left (+400, not 400+)', async () => {
    const page = await openPage(browser, { signedInAs: await createAccount({ balance: 400 }), width: 390, locale: 'ar-SA' });
    await page.goto('/ar/history');
    const badge = page.getByTestId('ledger-entry').first().locator('.badge');
    await expect.poll(() => badge.textContent()).toContain('400');
    // Where the browser drew the sign and the first digit: the sign on the digits' left, as written.
    const [sign, digit] = await page.evaluate<[number, number]>(`(() => {
      const text = document.querySelector('[data-testid="ledger-entry"] .badge').lastChild;
      const at = (i) => {
        const r = document.createRange();
        r.setStart(text, i);
        r.setEnd(text, i + 1);
        return r.getBoundingClientRect().x;
      };
      return [at(text.data.indexOf('+')), at(text.data.indexOf('4'))];
    })()`);
    expect(sign).toBeLessThan(digit);
    await shot(page, 'ledger-ar');
  });
});

describe('the payment screens', () => {
  it("Buy NumCy keeps each bundle's count on one line at 390 px, so the prices line up", async () => {
    const page = await openPage(browser, { signedInAs: await createAccount(), width: 390 });
    await page.goto('/search');
    await page.getByTestId('header-wallet').click();
    const counts = page.getByTestId('payment-modal').locator('.bundle-tile__count');
    await expect.poll(() => counts.count()).toBe(4);
    const heights = await Promise.all((await counts.all()).map(async (c) => (await c.boundingBox())!.height));
    expect(new Set(heights).size, heights.join(' / ')).toBe(1);
    expect(await counts.last().textContent()).toBe('1,000 NumCy');
  });

  it('fit 390 px in Russian with the dark theme, and mirror in Arabic', async () => {
    const account = await createAccount({ balance: 12 });
    const ru = await openPage(browser, { signedInAs: account, locale: 'ru-RU', colorScheme: 'dark', width: 390 });
    await ru.goto('/payment/numcy');
    await expect.poll(() => ru.getByRole('radio', { name: /400 NumCy/ }).isChecked()).toBe(true);
    expect(await ru.getByTestId('buy-numcy-submit').textContent()).toMatch(/Купить 400 NumCy за/);
    expect(await ru.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(ru, 'payments-numcy-ru-dark-390');
    await ru.getByTestId('buy-numcy-submit').click();
    const chooser = ru.getByTestId('method-chooser-modal');
    await chooser.getByTestId('method-PRIMEPAYMENTS_SPB8').waitFor();
    expect(await chooser.getByRole('heading').first().textContent()).toBe('Способ оплаты');
    expect(await ru.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(ru, 'payments-methods-ru-dark-390');
    await chooser.getByTestId('chooser-back').click();
    await dialogEntryGone(ru);
    await ru.goto('/payment/gift400');
    await ru.getByTestId('gift-number').fill('7916123456');
    await ru.getByTestId('agreement-check').check();
    expect(await ru.getByTestId('agreement-continue').isDisabled()).toBe(true);
    await ru.getByTestId('gift-number').press('End');
    await ru.getByTestId('gift-number').pressSequentially('7');
    await expect.poll(() => ru.getByTestId('agreement-continue').isDisabled()).toBe(false);
    await expect.poll(() => ru.getByTestId('agreement-continue').textContent()).toBe('Подарить на номер +7 916 123 45 67');
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
