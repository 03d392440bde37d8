import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { createAccount, createNumber, openPage } from './support/fixtures.js';
import { signInWithSimulator } from './support/sign-in.js';

/**
 * The reputation (area `reputation`, decision 030): a visitor reads why a number's index is what it
 * is; the number's owner signs in with it, answers a review and asks for a review of the reputation.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The demo's fraud number (seeded by the journeys' global setup). */
const DEMO_FRAUD = '79161234567';

describe('why the index is what it is', () => {
  it('tells a visitor, in words, why a demo fraud number scores low and what the flags mean', async () => {
    const page = await openPage(browser);
    await page.goto(`/number/${DEMO_FRAUD}`);
    const card = page.getByTestId('reputation');
    const gauge = await page.getByTestId('trust-index').getAttribute('data-value');
    expect(Number(gauge)).toBeLessThan(3.5);
    // The heading quotes the gauge's own figure.
    await expect.poll(() => card.getByRole('heading').textContent()).toBe(`Why ${gauge}/10?`);
    const balance = (await card.getByTestId('reputation-balance').textContent()) ?? '';
    expect(balance).toMatch(/Warnings add up to [\d.]+ and endorsements to [\d.]+, each counted by the weight of the person who gave it\./);
    expect(balance).toMatch(/\d+ people’s voices count\./);
    expect(await card.textContent()).toContain('every signal loses half its weight every 180 days');
    await card.getByText('What the flags mean').click();
    expect(await card.textContent()).toContain('Unwanted: an index of 4 or lower, with warnings adding up to at least 3.');
    await shot(page, 'reputation-why');
  });

  it('fits a phone in the dark theme, with the review composer asking whether to pick up', async () => {
    const page = await openPage(browser, { width: 390, colorScheme: 'dark', signedInAs: await createAccount() });
    await page.goto(`/number/${DEMO_FRAUD}`);
    await page.getByTestId('reputation').waitFor();
    await page.getByTestId('stance-picker').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await page.getByTestId('reputation').getByText('What the flags mean').click();
    await shot(page, 'reputation-phone-dark');
  });

  it('says it in Arabic, right to left', async () => {
    const page = await openPage(browser, { locale: 'ar-SA' });
    await page.goto(`/ar/number/${DEMO_FRAUD}`);
    const heading = page.getByTestId('reputation').getByRole('heading');
    await heading.waitFor();
    expect(await heading.textContent()).not.toContain('Why');
    expect(await page.evaluate('document.documentElement.dir')).toBe('rtl');
    await shot(page, 'reputation-why-ar');
  });
});

describe("the owner's voice", () => {
  it('the owner signs in with the number, answers a review once and asks for a review of the reputation', async () => {
    const number = await createNumber({ comments: [{ text: 'Scammers, never pick up' }, { text: 'Called at 6 am' }] });
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    await page.getByTestId('login-to-write').getByRole('link').click();
    await page.waitForURL('**/login?next=*');
    await signInWithSimulator(page, 'sms', number.e164, { from: 'here', landing: `**/number/${number.digits}` });

    // Answer the first review as the owner.
    const review = page.locator(`[data-testid="comment"][data-comment-id="${number.commentIds[0]}"]`);
    await review.getByTestId('owner-answer-open').click();
    const dialog = page.getByTestId('owner-answer-dialog');
    await dialog.locator('textarea').fill('This number was reassigned to me last month; I do not call anyone.');
    await dialog.getByTestId('owner-answer-composer-submit').click();
    await expect.poll(() => review.getByTestId('owner-answer').textContent()).toContain('reassigned to me last month');
    expect(await review.getByTestId('owner-answer').textContent()).toContain('Owner’s answer');
    // Once per review: the button is gone, and the keyboard continues at the answer.
    expect(await review.getByTestId('owner-answer-open').count()).toBe(0);
    await expect.poll(() => page.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('owner-answer');

    // Ask the moderators to review the reputation.
    await page.getByTestId('review-request-open').click();
    const request = page.getByTestId('review-request-dialog');
    await request.locator('textarea').fill('I got this number a month ago; the reviews are about its previous owner.');
    await request.getByTestId('review-request-composer-submit').click();
    const status = page.getByTestId('owner-review');
    await expect.poll(() => status.getAttribute('data-status')).toBe('pending');
    expect(await status.textContent()).toMatch(/The owner asked for a review of this reputation on .+\. A moderator decides by .+\./);
    expect(await page.getByTestId('review-request-open').count()).toBe(0);
    await shot(page, 'reputation-owner');

    // Everyone sees the request on the page, and the answer under the review.
    const visitor = await openPage(browser);
    await visitor.goto(`/number/${number.digits}`);
    await expect.poll(() => visitor.getByTestId('owner-review').getAttribute('data-status')).toBe('pending');
    expect(await visitor.getByTestId('owner-answer').textContent()).toContain('reassigned');
    expect(await visitor.getByTestId('owner-answer-open').count()).toBe(0);
  });
});
