import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { baseURL, createAccount, createNumber, openPage, shownRu, store, stored, type PageOptions } from './support/fixtures.js';
import { getCode, signInWithSimulator } from './support/sign-in.js';

/**
 * Sign-in (area `auth`): the login page with the developer simulator (Telegram, SMS, WhatsApp),
 * the signed-in header, the key landing route with each parameter, expired and rejected tokens,
 * app mode. Only the sign-in journeys go through the login page; the others start signed in
 * through the fixture account (support/fixtures.ts).
 */
let browser: Browser;
const newPage = (opts: PageOptions = {}) => openPage(browser, opts);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('sign-in through the developer simulator', () => {
  it('comes back to the number after signing in from "Log in to write a review"', async () => {
    const number = await createNumber({ comments: [{ text: 'Delivered a parcel, polite' }] });
    const page = await newPage();
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('login-to-write').getByRole('link').click();
    await page.waitForURL('**/login?next=*');
    await signInWithSimulator(page, 'telegram', '+79161234599', { from: 'here', landing: `**/number/${number.digits}` });
    await page.getByTestId('number-title').waitFor();
  });

  it('sends a visitor from / to the login page', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the agreement gate, the code and every enabled channel, the preferred one first', async () => {
    const page = await newPage();
    await page.goto('/login');
    await shot(page, 'login-light');
    await getCode(page);
    // After Continue the keyboard goes on from the ways to confirm, not from the top of the page.
    await expect.poll(() => page.evaluate("document.activeElement?.id ?? ''")).toBe('methods-title');
    const methods = page.getByTestId('auth-method');
    expect(await methods.count()).toBeGreaterThanOrEqual(2);
    expect(await methods.first().locator('.badge').count()).toBe(1);
    // Telegram: a deep link with the code as the start payload, and the same action as a QR code.
    const code = await page.getByTestId('auth-code').getAttribute('data-code');
    const telegram = page.locator('[data-testid="auth-method"][data-method="telegram"]');
    expect(await telegram.getByTestId('auth-method-link').getAttribute('href')).toContain(`start=${code}`);
    expect(await telegram.getByTestId('auth-method-link').getAttribute('target')).toBe('_blank');
    expect(await telegram.getByTestId('auth-qr').getAttribute('data-value')).toContain(code!);
    // SMS: the number to text, with a copy button.
    const sms = page.locator('[data-testid="auth-method"][data-method="sms"]');
    expect(await sms.getByTestId('auth-method-number').textContent()).toMatch(/^\+\d[\d ]+$/);
    await expect.poll(() => page.getByTestId('auth-waiting').count()).toBe(1);
    expect(await page.getByTestId('simulator').count()).toBe(1);
    await shot(page, 'login-waiting');
  });

  it('signs in through Telegram: lands on /search with the signed-in header showing the number', async () => {
    const page = await newPage();
    await signInWithSimulator(page, 'telegram', '+79161234567');
    await expect.poll(() => page.getByTestId('header-account-number').textContent()).toBe('+7 916 123 45 67');
    expect(await page.getByTestId('header-login').count()).toBe(0);
    for (const id of ['header-back', 'header-wallet', 'header-my-number', 'header-settings'])
      expect(await page.getByTestId(id).count(), id).toBe(1);
    expect(await stored(page, 'phoneNumber')).toBe('+79161234567');
    expect(Number(await stored(page, 'profileId'))).toBeGreaterThan(0);
    expect((await stored(page, 'token'))?.split('.')).toHaveLength(3);
    await shot(page, 'signed-in-header');
  });

  it('signs in through SMS with another number', async () => {
    const page = await newPage();
    await signInWithSimulator(page, 'sms', '+14155552671');
    await expect.poll(() => page.getByTestId('header-account-number').textContent()).toBe('+1 415 555 2671');
  });

  it('shows a failed step with its translated reason and starts again with a new code', async () => {
    const page = await newPage();
    const first = await getCode(page);
    // Without the browser-bound cookie the server no longer knows the code: 2002.
    await page.context().clearCookies();
    await expect.poll(() => page.getByTestId('auth-error').getAttribute('data-code'), { timeout: 20_000 }).toBe('2002');
    expect(await page.getByTestId('auth-error').textContent()).toBe('We do not know this code. Please start again to get a new one.');
    await shot(page, 'login-failed');
    await page.getByTestId('auth-start-again').click();
    await page.getByTestId('auth-code').waitFor();
    expect(await page.getByTestId('auth-code').getAttribute('data-code')).not.toBe(first);
  });

  it('the simulator says when a message arrived but its number is not valid, and the page keeps waiting', async () => {
    const page = await newPage();
    await getCode(page);
    await page.getByTestId('sim-channel').selectOption('sms');
    await page.getByTestId('sim-phone').fill('+1 555');
    await page.getByTestId('sim-send').click();
    const result = page.getByTestId('sim-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('phone_invalid');
    expect(await result.getAttribute('class')).toContain('is-error');
    expect(await result.textContent()).toContain('Delivered, but that is not a valid phone number.');
    expect(await page.getByTestId('auth-waiting').count()).toBe(1);
  });

  it('takes the code only from the number typed: another number is refused and the page keeps waiting', async () => {
    const page = await newPage();
    await getCode(page, { phone: '+14155552671' });
    await expect
      .poll(() => page.getByTestId('auth-code-from').textContent())
      .toBe('Send this code from +1 415 555 2671. Choose any way below.');
    expect(await page.getByTestId('sim-phone').inputValue()).toBe('+14155552671');
    await page.getByTestId('sim-channel').selectOption('sms');
    await page.getByTestId('sim-phone').fill('+447712345679');
    await page.getByTestId('sim-send').click();
    const result = page.getByTestId('sim-result');
    await expect.poll(() => result.getAttribute('data-outcome')).toBe('wrong_number');
    expect(await result.textContent()).toContain('this sign-in was started for another number');
    await page.getByTestId('sim-phone').fill('+1 415 555 2671');
    await page.getByTestId('sim-send').click();
    await page.waitForURL('**/search', { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('header-account-number').textContent()).toBe('+1 415 555 2671');
  });

  it('asks for a valid number before it asks for a code', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByTestId('auth-agreement').check();
    await page.getByTestId('auth-continue').click();
    const phone = page.getByTestId('auth-phone');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Enter the phone number you sign in with.').count()).toBe(1);
    await phone.fill('+1 555');
    await page.getByTestId('auth-continue').click();
    await expect.poll(() => page.getByText('This is not a valid phone number. Check the country code and the digits.').count()).toBe(1);
    expect(await phone.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    expect(await page.getByTestId('auth-code').count()).toBe(0);
  });

  it('resumes the wait after a reload', async () => {
    const page = await newPage();
    const code = await getCode(page, { phone: '+447712345678' });
    await page.reload();
    await page.getByTestId('auth-code').waitFor();
    expect(await page.getByTestId('auth-code').getAttribute('data-code')).toBe(code);
    expect(await page.getByTestId('auth-method').count()).toBeGreaterThan(1);
    await page.getByTestId('sim-channel').selectOption('whatsapp');
    await page.getByTestId('sim-phone').fill('+447712345678');
    await page.getByTestId('sim-send').click();
    await page.waitForURL('**/search', { timeout: 20_000 });
    await expect.poll(() => page.getByTestId('header-account-number').textContent()).toBe('+44 7712 345678');
  });

  it('sends a signed-in user from /login and / to /search', async () => {
    const page = await newPage({ signedInAs: await createAccount() });
    await page.goto('/login');
    await page.waitForURL('**/search');
    await page.goto('/');
    await page.waitForURL('**/search');
    // With a language prefix the search keeps it.
    await page.goto('/ru/login');
    await expect.poll(() => pathOf(page)).toBe('/ru/search');
  });
});

describe('key landing /key/{key}', () => {
  it('goes to the number, remembers it, applies the theme and loads the own profile', async () => {
    const { token, phoneNumber } = await createAccount();
    const page = await newPage({ colorScheme: 'light' });
    await page.goto(`/key/${token}?number=79031234567&theme=dark`);
    await page.waitForURL('**/number/79031234567');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await stored(page, 'token')).toBe(token);
    expect(await stored(page, 'backupNumber')).toBe('79031234567');
    await expect.poll(() => stored(page, 'phoneNumber')).toBe(phoneNumber);
    await expect.poll(() => page.getByTestId('header-account-number').textContent()).toBe(shownRu(phoneNumber));
  });

  it('goes to /number/my without a number, in the light theme', async () => {
    const { token, phoneNumber } = await createAccount();
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto(`/key/${token}?theme=light`);
    await page.waitForURL('**/number/my');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
    await page.getByTestId('number-title').waitFor();
    await expect.poll(() => page.getByTestId('number-title').textContent()).toContain(shownRu(phoneNumber));
  });

  it('opens the settings when settings is present', async () => {
    const { token } = await createAccount();
    const page = await newPage();
    await page.goto(`/key/${token}?settings=1&number=79031234567`);
    await expect.poll(() => page.locator('dialog.settings').isVisible()).toBe(true);
    expect(await page.getByTestId('logout').count()).toBe(1);
    expect(await stored(page, 'backupNumber')).toBe('79031234567');
  });

  it('works with a language prefix', async () => {
    const { token } = await createAccount();
    const page = await newPage();
    await page.goto(`/ru/key/${token}?number=79031234567`);
    await page.waitForURL('**/ru/number/79031234567');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru-RU');
  });

  it('works with a double leading slash', async () => {
    const { token } = await createAccount();
    const page = await newPage();
    await page.goto(`${baseURL}//key/${token}?number=79031234567`);
    await page.waitForURL('**/number/79031234567');
    expect(pathOf(page)).toBe('/number/79031234567');
  });

  it('with banner=1 opens the target in the top window', async () => {
    const { token } = await createAccount();
    const page = await newPage();
    await page.goto(`/key/${token}?banner=1&to=%2Fpayment&number=79031234567`);
    await page.waitForURL('**/payment');
    expect(await stored(page, 'token')).toBe(token);
    // The payment page is loaded lazily: wait for it rather than counting at once.
    await page.getByTestId('payment-page').waitFor();
  });

  it("asks before a key of another account replaces the one signed in, and keeps it on 'Stay'", async () => {
    const mine = await createAccount();
    const theirs = await createAccount();
    const page = await newPage({ signedInAs: mine });
    await page.goto(`/key/${theirs.token}?number=79031234567`);
    await page.getByTestId('key-switch').waitFor();
    // The question names both numbers and has the focus, so a keyboard or screen reader starts there.
    const text = (await page.getByTestId('key-switch').textContent()) ?? '';
    expect(text).toContain(theirs.phoneNumber);
    expect(text).toContain(mine.phoneNumber);
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('H1');
    await page.getByTestId('key-switch-stay').click();
    await page.waitForURL('**/number/79031234567');
    expect(await stored(page, 'token')).toBe(mine.token);
    // Saying yes switches.
    await page.goto(`/key/${theirs.token}?number=79031234567`);
    await page.getByTestId('key-switch-confirm').click();
    await page.waitForURL('**/number/79031234567');
    expect(await stored(page, 'token')).toBe(theirs.token);
    // A key of the account already signed in enters without asking.
    await page.goto(`/key/${theirs.token}?number=79161234567`);
    await page.waitForURL('**/number/79161234567');
    expect(await page.getByTestId('key-switch').count()).toBe(0);
  });

  it('does not enter with an expired key and lands on /not-authorized', async () => {
    const page = await newPage();
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    // (The signature part holds a '-': see the server test below for one made of letters and digits only.)
    const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.c2lnbmF0dXJl-x`;
    await page.goto(`/key/${expired}?number=79031234567`);
    await page.waitForURL('**/not-authorized');
    await expect.poll(() => stored(page, 'token')).toBeNull();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  });

  it('is served the app whatever letters the key ends with (a JWT signature may have no - or _)', async () => {
    const res = await fetch(`${baseURL}/key/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abcDEF123?number=79031234567`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
  });

  it('a token the server rejects is removed and lands on /not-authorized', async () => {
    const page = await newPage();
    await page.goto('/search');
    // The app has started as a visitor's: stored earlier, the token would reach this page's own start,
    // whose redirect can then cancel the reload below.
    await page.getByTestId('header-login').waitFor();
    await store(page, { token: 'garbage-token' });
    await page.goto('/search');
    await page.waitForURL('**/not-authorized');
    // The session is dropped once the new page has rendered (unauthorized-redirect.tsx).
    await expect.poll(() => stored(page, 'token')).toBeNull();
    await shot(page, 'not-authorized');
  });
});

describe('signing out ends the session on the server', () => {
  const meStatus = async (token: string) => (await fetch(`${baseURL}/api/v6/profile/me`, { headers: { authorization: token } })).status;

  it('log out: the token no longer works anywhere', async () => {
    const account = await createAccount();
    const page = await newPage({ signedInAs: account });
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto('/search');
    await page.getByTestId('header-notifications').waitFor();
    await page.getByTestId('header-settings').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login');
    await expect.poll(() => meStatus(account.token)).toBe(403);
    // The page itself asked nothing in the old session's name after it ended (no 403 in the console).
    await page.waitForTimeout(500);
    expect(refused).toEqual([]);
  });

  it('log out on all devices: another device holding the session lands on /not-authorized', async () => {
    const account = await createAccount();
    const laptop = await newPage({ signedInAs: account });
    const phone = await newPage({ signedInAs: account, width: 390, locale: 'ar-SA', colorScheme: 'dark' });
    await phone.goto('/search');
    await phone.getByTestId('header-settings').click();
    await expect.poll(() => phone.locator('dialog.settings').isVisible()).toBe(true);
    await shot(phone, 'settings-log-out-everywhere-ar-dark-390');
    await phone.keyboard.press('Escape');
    await laptop.goto('/search');
    await laptop.getByTestId('header-settings').click();
    await expect.poll(() => laptop.locator('dialog.settings').isVisible()).toBe(true);
    await shot(laptop, 'settings-log-out-everywhere');
    await laptop.getByTestId('logout-everywhere').click();
    await laptop.waitForURL('**/login');
    expect(await stored(laptop, 'token')).toBeNull();
    await expect.poll(() => meStatus(account.token)).toBe(403);

    await phone.goto('/number/my');
    await phone.waitForURL('**/not-authorized');
    // The session is dropped a frame after the page has changed (unauthorized-redirect.tsx).
    await expect.poll(() => stored(phone, 'token')).toBeNull();
  });
});

describe('app mode', () => {
  it('with the apk flag and sign-in, only the payment routes are available', async () => {
    const page = await newPage({ signedInAs: await createAccount() });
    await page.goto('/search');
    await store(page, { apk: '1' });
    await page.goto('/search');
    await page.waitForURL('**/payment');
    await page.goto('/number/79031234567');
    await page.waitForURL('**/payment');
    await page.goto('/payment/success');
    expect(pathOf(page)).toBe('/payment/success');
    await expect.poll(() => page.getByTestId('payment-balance').textContent()).toMatch(/NumCy/);
  });
});

describe('login page looks right', () => {
  it('in the dark theme', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.getByTestId('auth-agreement').waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await shot(page, 'login-dark');
  });

  it('in Arabic, right to left', async () => {
    const page = await newPage({ locale: 'ar-SA' });
    await page.goto('/login');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByTestId('auth-continue').textContent()).toBe('متابعة');
    await shot(page, 'login-ar');
    await page.getByTestId('auth-phone').fill('+971501234567');
    await page.getByTestId('auth-agreement').check();
    await page.getByTestId('auth-continue').click();
    await page.getByTestId('auth-code').waitFor();
    await shot(page, 'login-ar-waiting');
  });

  it('on a phone: the recommended way open, the others folded, the simulator near the code', async () => {
    const page = await newPage({ width: 390 });
    await getCode(page);
    const open = page.locator('[data-testid="auth-method"][data-open="true"]');
    expect(await open.count()).toBe(1);
    expect(await open.getByText('Recommended').count()).toBe(1);
    const sms = page.locator('[data-testid="auth-method"][data-method="sms"]');
    expect(await sms.getByTestId('auth-method-number').count()).toBe(0);
    await sms.getByRole('button', { name: /SMS/ }).click();
    expect(await sms.getByRole('button', { name: /SMS/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await sms.getByTestId('auth-method-number').textContent()).toMatch(/^\+\d[\d ]+$/);
    const top = (await page.getByTestId('simulator').boundingBox())!.y;
    expect(top).toBeLessThan(900);
    await shot(page, 'login-mobile-waiting');
  });
});
