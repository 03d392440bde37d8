import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes } from '@numscope/contract';
import { launchBrowser, shot } from './support/browser.js';
import { api, createAccount, createNumber, openPage } from './support/fixtures.js';

/**
 * Notifications (area `notifications`): a follower of a review hears of a reply through the
 * header bell, opens it and lands on the number; the settings panel switches what they hear of.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A number with a review that `follower` follows and someone else has just answered. */
async function repliedReview() {
  const [number, follower, replier] = await Promise.all([
    createNumber({ comments: [{ text: 'They say they are from the bank' }] }),
    createAccount(),
    createAccount(),
  ]);
  const commentId = number.commentIds[0]!;
  await api(follower, 'POST', routes.commentSubscribe.path, { comment_id: commentId });
  await api(replier, 'POST', routes.threadAdd.path, { reply_to: commentId, text: 'Same call here, hung up' });
  return { number, follower, commentId };
}

describe('notifications', () => {
  it('a follower sees the reply on the bell, opens it and lands on the number', async () => {
    const { number, follower } = await repliedReview();
    const page = await openPage(browser, { signedInAs: follower });
    await page.goto('/search');
    const bell = page.getByRole('button', { name: 'Notifications, unread: 1' });
    await bell.waitFor();
    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const item = dialog.getByRole('link', { name: /New reply to a review you follow/ });
    await item.waitFor();
    await shot(page, 'notifications-list');
    await item.click();
    await page.waitForURL(new RegExp(`/number/${number.digits}#comment-${number.commentIds[0]}$`));
    await page.getByTestId('number-title').waitFor();
    // Read now: the bell shows no count.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByTestId('notifications-count').count()).toBe(0);
  });

  it('works by keyboard at 390 px in Arabic and dark mode', async () => {
    const { follower } = await repliedReview();
    const page = await openPage(browser, { signedInAs: follower, width: 390, locale: 'ar-SA', colorScheme: 'dark' });
    await page.goto('/ar/search');
    const bell = page.getByTestId('header-notifications');
    await bell.waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toContain('1');
    await bell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('notifications');
    await dialog.getByTestId('notification').waitFor();
    await shot(page, 'notifications-list-rtl-dark-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('switches reply and review notifications off from the settings panel', async () => {
    const follower = await createAccount();
    const page = await openPage(browser, { signedInAs: follower });
    await page.goto('/search');
    await page.getByTestId('header-settings').click();
    const section = page.getByTestId('notification-settings');
    const replies = section.getByRole('switch', { name: 'Replies and reviews' });
    await replies.waitFor();
    expect(await replies.isChecked()).toBe(true);
    // Signed in by SMS: the messenger switch explains why it is off.
    expect(await section.getByRole('switch', { name: 'Send to my messenger' }).isDisabled()).toBe(true);
    await shot(page, 'notification-settings');
    await replies.click();
    await expect.poll(() => replies.isChecked()).toBe(false);
    const saved = await api(follower, 'GET', routes.notificationSettings.path);
    expect(saved).toMatchObject({ newNotice: false, newContactName: true });
  });
});
