import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeFindings, describeFindings } from './support/axe.js';
import { launchBrowser, shot, focusedTestId } from './support/browser.js';
import { routes } from '@numscope/contract';
import {
  api,
  createAccount,
  createNumber,
  openPage,
  type AccountFixture,
  type NumberResult,
  type PageOptions,
} from './support/fixtures.js';

/**
 * WCAG 2.2 AA with axe-core (issue 12): the login, the search, a number page for a visitor and
 * signed in, and every dialog a number page opens, in the light and dark themes, in Arabic (right
 * to left) and at phone width. A serious or critical violation fails, naming the rule and elements.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Variant {
  name: string;
  opts: PageOptions;
  /** The path prefix of the visit's language. */
  prefix: string;
}
const VARIANTS: Variant[] = [
  { name: 'light', opts: {}, prefix: '' },
  { name: 'dark', opts: { colorScheme: 'dark' }, prefix: '' },
  { name: 'arabic', opts: { locale: 'ar-SA' }, prefix: '/ar' },
  { name: 'phone', opts: { width: 390 }, prefix: '' },
  { name: 'phone-dark', opts: { width: 390, colorScheme: 'dark' }, prefix: '' },
  { name: 'phone-arabic', opts: { width: 390, locale: 'ar-SA' }, prefix: '/ar' },
];

/**
 * Fails with the violations' rules and elements (softly, so a page's dialogs are checked too);
 * saves a screenshot of what was checked.
 */
async function expectAccessible(page: Page, name: string) {
  await shot(page, `a11y-${name}`);
  const findings = await axeFindings(page);
  expect.soft(findings, `${name}:\n${describeFindings(findings)}`).toEqual([]);
}

/** A number with other people's reviews (so each has a "more" menu) and a name. */
const reviewedNumber = () =>
  createNumber({
    comments: [{ text: 'They call at night', likes: 2 }, { text: 'A debt collector' }],
    names: [{ first: 'Parcel', last: 'Service', count: 3 }],
    tags: [{ group: 'callerType', code: 'collector', count: 4 }],
  });

async function numberPage(v: Variant, number: NumberResult, account?: AccountFixture): Promise<Page> {
  const page = await openPage(browser, { ...v.opts, ...(account ? { signedInAs: account } : {}) });
  await page.goto(`${v.prefix}/number/${number.digits}`);
  // The number's owner writes no review of it: their page says so where others have the composer.
  const prompt = account
    ? page.getByTestId('comment-composer').or(page.getByTestId('own-number-note'))
    : page.getByTestId('login-to-write');
  await prompt.waitFor();
  // The reputation card and reviews arrive with the lookup; wait for them so axe sees the full page.
  await page.getByTestId('comment').first().waitFor();
  return page;
}

/** Opens a dialog with `open`, checks the page with it open, and closes it with Escape. */
async function expectDialogAccessible(page: Page, open: () => Promise<void>, dialog: string, name: string) {
  await open();
  // Every review and name has its own (closed) report dialog: the open one is checked.
  const opened = page.locator(`dialog[open][data-testid="${dialog}"]`);
  await opened.waitFor();
  // The dialog's entry animation must be over, or axe measures half-transparent colours.
  await page.waitForTimeout(300);
  await expectAccessible(page, name);
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });
}

describe.each(VARIANTS)('WCAG 2.2 AA, $name', (v) => {
  it('the login page', async () => {
    const page = await openPage(browser, v.opts);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, `login-${v.name}`);
  });

  it("a key link's question before it replaces another account", async () => {
    const page = await openPage(browser, { ...v.opts, signedInAs: await createAccount() });
    await page.goto(`${v.prefix}/key/${(await createAccount()).token}?number=79031234567`);
    await page.getByTestId('key-switch').waitFor();
    await expectAccessible(page, `key-switch-${v.name}`);
  });

  it('the search page', async () => {
    const page = await openPage(browser, v.opts);
    await page.goto(`${v.prefix}/search`);
    await page.getByRole('search').or(page.locator('form')).first().waitFor();
    // The example numbers load once the page has been shown; axe checks them too.
    await page.locator('#examples-title').waitFor();
    await expectAccessible(page, `search-${v.name}`);
  });

  it("a number page for a visitor, and the header's more menu", async () => {
    const page = await numberPage(v, await reviewedNumber());
    await expectAccessible(page, `number-visitor-${v.name}`);
    await page.locator('header [aria-haspopup="menu"]').press('Enter');
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    await page.waitForTimeout(200); // the menu's entry animation
    await expectAccessible(page, `header-menu-${v.name}`);
    // No label wraps ("Copy phone number" is the longest): every item is one line high.
    const heights = await items.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(heights.length).toBe(4);
    expect(new Set(heights).size, `item heights ${heights.join(', ')}`).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('a number page signed in, and its report, complaint, tag and name dialogs', async () => {
    const [number, account] = await Promise.all([reviewedNumber(), createAccount()]);
    const page = await numberPage(v, number, account);
    // The signed-in parts arrive in their own chunk: the contact-request card is the last of them.
    await page.getByTestId('contact-request').waitFor();
    await expectAccessible(page, `number-signed-in-${v.name}`);
    const menu = page.getByTestId('comment').first().getByTestId('comment-menu');
    const fromMenu = (item: string) => async () => {
      await menu.click();
      await page.getByTestId(item).click();
    };
    await expectDialogAccessible(page, fromMenu('menu-report'), 'report-dialog', `report-${v.name}`);
    await expectDialogAccessible(page, fromMenu('menu-complaint'), 'complaint-dialog', `complaint-${v.name}`);
    await expectDialogAccessible(page, () => page.getByTestId('tags-open').click(), 'tag-dialog', `tag-vote-${v.name}`);
    await expectDialogAccessible(page, () => page.getByTestId('suggest-open').click(), 'suggest-dialog', `suggest-name-${v.name}`);
    await expectDialogAccessible(
      page,
      () => page.getByTestId('contact-request-open').click(),
      'contact-request-dialog',
      `contact-request-${v.name}`,
    );
  });

  it("the owner's number page and the review request dialog; the requests to get in touch on /number/my", async () => {
    const number = await reviewedNumber();
    const owner = await createAccount({ phone: number.e164 });
    // Someone who got a call from the number asked its owner to get in touch (decision 055).
    const asker = await createAccount({ balance: 11 });
    await api(asker, 'POST', routes.contactRequestSend.path, { phoneNumber: number.digits, date: new Date().toISOString().slice(0, 10) });
    const page = await numberPage(v, number, owner);
    await page.getByTestId('review-request-open').waitFor();
    expect(await page.getByTestId('own-number-note').count()).toBe(1);
    await expectAccessible(page, `number-owner-${v.name}`);
    await expectDialogAccessible(
      page,
      () => page.getByTestId('review-request-open').click(),
      'review-request-dialog',
      `review-request-${v.name}`,
    );
    await page.goto(`${v.prefix}/number/my`);
    await page.getByTestId('incoming-request').waitFor();
    await page.getByTestId('comment').first().waitFor();
    await expectAccessible(page, `my-number-requests-${v.name}`);
  });
});

describe('keyboard only', () => {
  /** The data-testid of the element that has keyboard focus. */

  /** Presses Tab until the first review's "more" button has focus (the way a keyboard user gets there). */
  async function tabToCommentMenu(page: Page) {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const here = await page.evaluate<boolean>(
        "document.activeElement?.getAttribute('data-testid') === 'comment-menu' && document.activeElement.closest('[data-testid=\"comment\"]') !== null",
      );
      if (here) return;
    }
    throw new Error('Tab never reached a review’s "more" menu');
  }

  it.each([
    ['light', {}],
    ['dark', { colorScheme: 'dark' as const }],
  ])('shows a solid focus ring on a filled button, %s', async (name, opts) => {
    const page = await openPage(browser, { width: 390, ...opts });
    await page.goto('/search');
    await page.getByTestId('search-input').fill('79161234567');
    // Tab from the field to the search button, as a keyboard user does.
    await page.getByTestId('search-input').focus();
    for (let i = 0; i < 5 && !(await page.evaluate<boolean>("!!document.activeElement?.matches('.btn--primary')")); i++) {
      await page.keyboard.press('Tab');
    }
    const ring = () =>
      page.evaluate<string>(
        "document.activeElement?.matches('.btn--primary') ? getComputedStyle(document.activeElement).boxShadow : 'not on a filled button'",
      );
    // The page's surface, then the ring's own colour (3:1 against the page and the button), once its transition has run.
    await expect.poll(ring).toContain(name === 'light' ? 'rgb(79, 70, 229) 0px 0px 0px 4px' : 'rgb(165, 180, 252) 0px 0px 0px 4px');
    await shot(page, `focus-ring-${name}`);
  });

  it("opens a review's menu, its report and complaint dialogs, and gets focus back on the menu button each time", async () => {
    const [number, account] = await Promise.all([reviewedNumber(), createAccount()]);
    const page = await numberPage(VARIANTS[0]!, number, account);
    await tabToCommentMenu(page);
    // The first review's button: the first one in the tab order.
    const button = page.getByTestId('comment').first().getByTestId('comment-menu');

    // Enter opens the menu on its first item; arrows move, wrapping; Escape closes it on the button.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('menu-report');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedTestId(page)).toBe('menu-complaint');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedTestId(page)).toBe('menu-report');
    await page.keyboard.press('End');
    await expect.poll(() => focusedTestId(page)).toBe('menu-complaint');
    await page.keyboard.press('Home');
    await expect.poll(() => focusedTestId(page)).toBe('menu-report');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // Report: Enter opens it, Escape closes it, focus is back on the menu button.
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedTestId(page)).toBe('menu-report');
    await page.keyboard.press('Enter');
    await page.locator('dialog[open][data-testid="report-dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');

    // Complaint: ArrowDown to it, Enter, Escape; focus again on the menu button, not the page.
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedTestId(page)).toBe('menu-complaint');
    await page.keyboard.press('Enter');
    await page.locator('dialog[open][data-testid="complaint-dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');

    // Closing with the dialog's own Close button (Shift+Tab from the text field) returns focus there too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const report = page.locator('dialog[open][data-testid="report-dialog"]');
    await report.waitFor();
    await report.getByTestId('report-text').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate("document.activeElement?.getAttribute('aria-label')")).toBe('Close');
    await page.keyboard.press('Enter');
    await report.waitFor({ state: 'detached' });
    await expect.poll(() => focusedTestId(page)).toBe('comment-menu');
  });
});
