import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { focusedTestId, launchBrowser, shot } from './support/browser.js';
import { routes } from '@numscope/contract';
import { api, createAccount, createNumber, openPage } from './support/fixtures.js';

/** Private notes, tags, saved names and name suggestions on a number page (area `notes-and-names`). */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A signed-in page on the journey's own number, which has comments and a saved name. */
async function onNumber() {
  const [number, account] = await Promise.all([
    createNumber({ comments: [{ text: 'Parcel scam' }], names: [{ first: 'Courier', last: null, count: 3 }] }),
    createAccount(),
  ]);
  const page = await openPage(browser, { signedInAs: account });
  await page.goto(`/number/${number.digits}`);
  await page.getByTestId('comment-composer').waitFor();
  return page;
}

describe('notes and names', () => {
  it('adds a private note that only I see', async () => {
    const page = await onNumber();
    await page.getByTestId('notice-add').click();
    await page.getByTestId('notice-composer').locator('textarea').fill('Courier scam, do not answer.');
    await page.getByTestId('notice-composer-submit').click();
    await expect.poll(() => page.getByTestId('notice-text').textContent()).toBe('Courier scam, do not answer.');
    // The composer went with its Save button: the keyboard goes on at the saved note.
    await expect.poll(() => focusedTestId(page)).toBe('notice-text');
  });

  it('tags the number', async () => {
    const page = await onNumber();
    await page.getByTestId('tags-open').click();
    const tags = page.getByTestId('tag-dialog');
    const chip = tags.locator('[data-tag="callerType:scammer"]');
    await chip.click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'community-tags');
    await tags.getByTestId('tag-done').click();
    await expect.poll(() => page.getByTestId('tag-dialog').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.chip__label', { hasText: 'Scammer' }).count()).toBeGreaterThan(0);
    // After a reload my vote still shows as mine, so a click takes it back instead of adding it again.
    await page.reload();
    await page.getByTestId('tags-open').click();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('likes a saved name', async () => {
    const page = await onNumber();
    const nameLike = page.getByTestId('name-row').first().getByTestId('name-like');
    await nameLike.click();
    await expect.poll(() => nameLike.getAttribute('aria-pressed')).toBe('true');
  });

  it('suggests a name', async () => {
    const page = await onNumber();
    await page.getByTestId('suggest-open').click();
    const suggest = page.getByTestId('suggest-dialog').filter({ visible: true });
    await suggest.getByTestId('suggest-first').fill('Parcel');
    await suggest.getByTestId('suggest-last').fill('Scam');
    await suggest.getByTestId('suggest-submit').click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Thank you! Your suggestion is sent.');
  });
});

describe('a paid contact request', () => {
  it('asks the owner for 11 NumCy; the owner accepts on their own page and sees the asker’s number', async () => {
    const number = await createNumber({ comments: [{ text: 'Called me twice, said nothing' }] });
    const [asker, owner] = await Promise.all([createAccount({ balance: 30 }), createAccount({ phone: number.e164 })]);
    const page = await openPage(browser, { width: 390, signedInAs: asker });
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('contact-request-open').click();
    const dialog = page.locator('dialog[open][data-testid="contact-request-dialog"]');
    // The day of the call starts at today; the asker picks yesterday.
    const yesterday = await page.evaluate(() => {
      const d = new Date(Date.now() - 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await dialog.getByTestId('contact-request-date').fill(yesterday);
    await shot(page, 'contact-request-dialog');
    await dialog.getByTestId('contact-request-send').click();
    await expect.poll(() => page.getByTestId('contact-request-status').getAttribute('data-status')).toBe('pending');
    // The button that opened the dialog is gone while the request waits: the keyboard is on its status.
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('contact-request-status');
    expect((await api(asker, 'GET', routes.balance.path)).balance).toBe(30 - 11);
    expect(await page.getByTestId('contact-request-open').count()).toBe(0);
    await shot(page, 'contact-request-pending');

    const own = await openPage(browser, { width: 390, signedInAs: owner });
    await own.goto('/number/my');
    const request = own.getByTestId('incoming-request');
    await expect.poll(() => request.getAttribute('data-status')).toBe('pending');
    await request.getByTestId('incoming-request-accept').click();
    await expect.poll(() => request.getAttribute('data-status')).toBe('accepted');
    expect(await request.getByTestId('incoming-request-phone').getAttribute('href')).toBe(`tel:+${asker.phoneNumber.replace(/\D/g, '')}`);
    await shot(own, 'contact-request-incoming');

    await page.reload();
    await expect.poll(() => page.getByTestId('contact-request-status').getAttribute('data-status')).toBe('accepted');
    expect(await page.getByTestId('contact-request-open').textContent()).toContain('Ask again');
  });

  it('with too few NumCy offers the top-up over the dialog, and Back returns the keyboard to the Send button', async () => {
    const number = await createNumber({ comments: [{ text: 'Silent call' }] });
    const page = await openPage(browser, { width: 390, signedInAs: await createAccount({ balance: 0 }) });
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('contact-request-open').click();
    const dialog = page.locator('dialog[open][data-testid="contact-request-dialog"]');
    await dialog.getByTestId('contact-request-send').focus();
    await page.keyboard.press('Enter');
    const topUp = page.locator('dialog[open]').filter({ hasNot: page.getByTestId('contact-request-date') });
    await topUp.waitFor();
    await page.goBack();
    await topUp.waitFor({ state: 'detached' });
    // The request's dialog is still open, with the keyboard back where it was.
    await dialog.waitFor();
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('contact-request-send');
  });

  it('fits 390 px in Arabic with the dark theme, its dialog too, and opens and closes by keyboard', async () => {
    const number = await createNumber({ comments: [{ text: 'اتصل مرتين ولم يقل شيئًا' }] });
    const page = await openPage(browser, {
      width: 390,
      locale: 'ar-SA',
      colorScheme: 'dark',
      signedInAs: await createAccount({ balance: 30 }),
    });
    await page.goto(`/ar/number/${number.digits}`);
    // By keyboard: Enter opens the dialog, the keyboard is inside it, Escape returns to the button.
    const focused = () =>
      page.evaluate<string | null>(
        "document.activeElement?.closest('dialog')?.dataset.testid ?? document.activeElement?.getAttribute('data-testid') ?? null",
      );
    await page.getByTestId('contact-request-open').focus();
    await page.keyboard.press('Enter');
    await page.locator('dialog[open][data-testid="contact-request-dialog"]').waitFor();
    await expect.poll(focused).toBe('contact-request-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('contact-request-open');
    await page.keyboard.press('Enter');
    await page.locator('dialog[open][data-testid="contact-request-dialog"]').waitFor();
    await shot(page, 'contact-request-ar-dark');
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
