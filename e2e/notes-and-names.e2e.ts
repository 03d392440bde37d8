import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot } from './support/browser.js';
import { createAccount, createNumber, openPage } from './support/fixtures.js';

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
