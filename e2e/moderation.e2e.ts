import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { dialogEntryGone, focusedTestId, launchBrowser, shot } from './support/browser.js';
import { routes } from '@numscope/contract';
import { api, createAccount, createNumber, digitsOf, openPage, type AccountRequest } from './support/fixtures.js';

/**
 * Moderation on a number page (area `moderation`): reports, complaints, following a comment's
 * replies, and hiding a comment on my own number (with too little NumCy, and paid through the
 * ledger). Each journey makes its own number and account.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The data-testid of the element that has keyboard focus. */

/** A signed-in page on a number with comments of other people; `own` signs in with that very number. */
async function onNumber(opts: { own?: boolean; account?: AccountRequest } = {}) {
  const number = await createNumber({
    comments: [{ text: 'They call at night' }, { text: 'A debt collector' }, { text: 'Asked for my card number' }, { text: 'Silent call' }],
  });
  const account = await createAccount({ ...opts.account, ...(opts.own ? { phone: number.e164 } : {}) });
  const page = await openPage(browser, { signedInAs: account });
  await page.goto(`/number/${number.digits}`);
  await page.getByTestId('comment').first().waitFor();
  return { page, number, account };
}

describe('reports and complaints', () => {
  it('returns keyboard focus to the comment menu button when a dialog opened from it closes', async () => {
    const { page } = await onNumber();
    const c = page.getByTestId('comment').first();
    await c.getByTestId('comment-menu').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('menu-report');
    await page.keyboard.press('Enter');
    await page.getByTestId('report-dialog').filter({ visible: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');
  });

  it("closes the report dialog with the phone's Back and stays on the number; the next Back leaves it", async () => {
    const account = await createAccount();
    const page = await openPage(browser, { signedInAs: account, width: 390 });
    await page.goto('/search');
    const number = await createNumber({ comments: [{ text: 'They call at night' }] });
    await page.goto(`/number/${number.digits}`);
    const c = page.getByTestId('comment').first();
    await c.waitFor();
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-report').click();
    const dialog = page.locator('dialog[open][data-testid="report-dialog"]');
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/number/${number.digits}`);
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');
    // Opened and closed by its own button, the dialog leaves no entry behind: Back goes to the search page.
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-complaint').click();
    await page.locator('dialog[open][data-testid="complaint-dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
  });

  it('reports a comment from its menu', async () => {
    const { page } = await onNumber();
    const c = page.getByTestId('comment').nth(2);
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-report').click();
    const dialog = page.getByTestId('report-dialog').filter({ visible: true });
    await dialog.getByTestId('report-text').fill('Personal data of a third person.');
    await dialog.getByTestId('report-submit').click();
    await expect.poll(() => dialog.getByTestId('report-sent').textContent()).toBe('Report sent');
    await shot(page, 'community-report-sent');
    // The form went with its Send button: the keyboard goes on at Close.
    await expect.poll(() => focusedTestId(page)).toBe('report-close');
    await page.keyboard.press('Enter');
    // After a reload the menu still says so, and the dialog does not offer a second report.
    const id = await c.getAttribute('data-comment-id');
    await dialogEntryGone(page);
    await page.reload();
    const same = page.locator(`[data-testid="comment"][data-comment-id="${id}"]`);
    await same.getByTestId('comment-menu').click();
    await expect.poll(() => same.getByTestId('menu-report').textContent()).toContain('Report sent');
  });

  it('opens the complaint dialog: legal text first, then the form, submit enabled only when valid', async () => {
    const { page } = await onNumber();
    const c = page.getByTestId('comment').nth(3);
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-complaint').click();
    const dialog = page.getByTestId('complaint-dialog').filter({ visible: true });
    await dialog.getByTestId('complaint-more').click();
    // Each button goes once pressed; the keyboard goes on at what it revealed.
    await expect.poll(() => focusedTestId(page)).toBe('complaint-full');
    await dialog.getByTestId('complaint-file').click();
    await expect.poll(() => focusedTestId(page)).toBe('complaint-name');
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

  it("follows a comment's replies and stops following", async () => {
    const { page } = await onNumber();
    const bell = page.getByTestId('comment').first().getByTestId('subscribe');
    await bell.click();
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');
    // Still followed after a reload: the next click stops following rather than following again.
    await page.reload();
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');
    await bell.click();
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('hiding a comment on my own number', () => {
  it('with too little NumCy opens the not-enough dialog whose top-up opens Buy NumCy', async () => {
    const { page } = await onNumber({ own: true });
    const c = page.getByTestId('comment').first();
    await c.getByTestId('comment-menu').click();
    await c.getByTestId('menu-hide').click();
    const hide = page.getByTestId('hide-dialog').filter({ visible: true });
    await expect.poll(() => hide.getByTestId('dialog-balance').textContent()).toMatch(/NumCy/);
    await hide.getByTestId('hide-submit').click();
    const poor = page.getByTestId('not-enough-dialog');
    await expect.poll(() => poor.isVisible()).toBe(true);
    await shot(page, 'community-not-enough');
    await poor.getByTestId('not-enough-topup').click();
    await expect.poll(() => page.getByTestId('payment-modal').isVisible()).toBe(true);
    expect(await poor.isVisible()).toBe(false);
  });

  it('with NumCy granted, the owner hides a review for a month and sees the charge in the ledger', async () => {
    const { page: owner } = await onNumber({ own: true, account: { balance: 20 } });
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
    await expect.poll(() => owner.getByTestId('ledger-entry').first().textContent()).toMatch(/-10 NumCy.*balance 10/);
    await shot(owner, 'community-hidden-ledger');
  });
});

describe('text a moderator removed, posted again', () => {
  it('is held for review: its author sees it marked as waiting, and finds it in My complaints', async () => {
    const number = await createNumber();
    const [author, owner, moderator] = [
      await createAccount(),
      await createAccount({ phone: number.e164 }),
      await createAccount({ moderator: true }),
    ];
    const text = 'The owner of this number never pays back what he borrows';
    const phone = digitsOf(number.e164);
    const first = await api(author, 'POST', routes.commentAdd.path, { phone, text });
    const filed = await api(owner, 'POST', routes.complaintAdd.path, {
      comment_id: first.id,
      first_name: 'Owner',
      email: 'owner@example.com',
      text: 'This is defamation about me.',
    });
    await api(moderator, 'POST', routes.moderationDecide.path, { complaint_id: filed.id, decision: 'upheld' });
    await api(author, 'POST', routes.commentDelete.path, { phone });
    await api(author, 'POST', routes.commentAdd.path, { phone, text });

    const page = await openPage(browser, { signedInAs: author });
    await page.goto(`/number/${phone}`);
    const mine = page.getByTestId('my-comment');
    await expect.poll(() => mine.getByTestId('comment-under-review').textContent()).toBe('Waiting for a moderator: only you can see this.');
    expect(await mine.textContent()).toContain(text);
    await shot(page, 'moderation-repost-held');

    await page.goto('/history');
    const held = page.getByTestId('complaint-item').first();
    await expect.poll(() => held.textContent()).toContain('Your re-post of removed text, held for a moderator');
    await shot(page, 'moderation-repost-held-complaints');

    // Someone else sees neither the comment nor its text.
    const other = await openPage(browser, { signedInAs: await createAccount() });
    await other.goto(`/number/${phone}`);
    await other.getByTestId('my-comment').waitFor();
    expect(await other.locator('body').textContent()).not.toContain(text);
  });
});
