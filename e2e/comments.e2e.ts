import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { routes } from '@numscope/contract';
import { launchBrowser, shot, focusedTestId } from './support/browser.js';
import { api, createAccount, createNumber, openPage, type AccountFixture, type PageOptions } from './support/fixtures.js';

/**
 * Comments on a number page (area `comments`): lists and threads, my comment, replies, likes and
 * dislikes, and stored markup that must render as text. Every journey makes its own number and
 * account through the fixtures and starts signed in without the login page.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The data-testid of the element that has keyboard focus. */
const count = async (l: Locator) => Number((await l.textContent())?.replace(/\D/g, '') ?? '0');
const commentCount = (page: Page) => page.getByTestId('comments').getAttribute('data-count').then(Number);
/** A number with a few comments of other people. */
const discussedNumber = () =>
  createNumber({
    comments: [
      { text: 'They call at night', likes: 3 },
      { text: 'A debt collector' },
      { text: 'Asked for my card number' },
      { text: 'Silent call' },
    ],
  });
/** A signed-in page on the journey's own number with comments. */
async function onNumber(opts: PageOptions & { account?: AccountFixture } = {}) {
  const [number, account] = await Promise.all([discussedNumber(), opts.account ?? createAccount()]);
  const page = await openPage(browser, { ...opts, signedInAs: account });
  await page.goto(`/number/${number.digits}`);
  await page.getByTestId('comment-composer').waitFor();
  return { page, number, account };
}

describe('reading comments', () => {
  it('shows visitors a prompt to log in instead of the composer', async () => {
    const number = await discussedNumber();
    const visitor = await openPage(browser);
    await visitor.goto(`/number/${number.digits}`);
    await visitor.getByTestId('login-to-write').waitFor();
    expect(await visitor.getByTestId('login-to-write').getByRole('link').getAttribute('href')).toBe(
      `/login?next=%2Fnumber%2F${number.digits}`,
    );
    // The reviews render a moment after the top of the page: absent buttons mean something once they show.
    await visitor.getByTestId('comment').first().waitFor();
    expect(await visitor.getByTestId('comment-composer').count()).toBe(0);
    expect(await visitor.getByTestId('like').count()).toBe(0);
  });

  it('keeps the chosen order in the address: a reload shows the same order, and the page does not jump', async () => {
    const number = await createNumber({
      comments: [
        { text: 'Oldest of all', ageDays: 30, likes: 9 },
        { text: 'In between', ageDays: 10 },
        { text: 'Newest of all', ageDays: 1 },
      ],
    });
    const page = await openPage(browser, { width: 390 });
    await page.goto(`/number/${number.digits}`);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.scrollIntoViewIfNeeded();
    const before = await page.evaluate<number>('window.scrollY');
    await sort.selectOption('newest');
    await page.waitForURL(/\?order=newest$/);
    await expect.poll(() => page.getByTestId('comment').first().textContent()).toContain('Newest of all');
    expect(Math.abs((await page.evaluate<number>('window.scrollY')) - before)).toBeLessThan(50);
    await page.reload();
    await expect.poll(() => page.getByTestId('comment').first().textContent()).toContain('Newest of all');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('newest');
  });

  it('opens a thread and pages through its replies', async () => {
    const number = await createNumber({
      comments: [
        { text: 'Bank security, they say', replies: Array.from({ length: 9 }, (_, i) => `Me too, ${i}`) },
        { text: 'No replies here' },
      ],
    });
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    const withThread = page.locator(`[data-testid="comment"][data-comment-id="${number.commentIds[0]}"]`);
    await withThread.getByRole('button', { name: '9 replies' }).click();
    await expect.poll(() => withThread.getByTestId('thread-reply').count()).toBe(4);
    await withThread.getByRole('button', { name: 'Show more replies' }).click();
    await expect.poll(() => withThread.getByTestId('thread-reply').count()).toBeGreaterThan(4);
    // The keyboard goes on at the first reply the page brought.
    const fifth = await withThread.getByTestId('thread-reply').nth(4).getAttribute('data-reply-id');
    await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("data-reply-id")')).toBe(fifth);
  });

  it('loads more comments on demand', async () => {
    const number = await createNumber({
      comments: Array.from({ length: 25 }, (_, i) => ({ text: `Robocall number ${i}`, ageDays: i + 1 })),
    });
    const page = await openPage(browser);
    await page.goto(`/number/${number.digits}`);
    await expect.poll(() => page.getByTestId('comment').count()).toBe(10);
    await page.getByTestId('load-more-comments').click();
    await expect.poll(() => page.getByTestId('comment').count()).toBe(20);
    const ids = await page.getByTestId('comment').evaluateAll((els) => els.map((e) => e.getAttribute('data-comment-id')));
    expect(new Set(ids).size).toBe(ids.length);
    // The last page: the button goes, and the keyboard goes on at the first comment it brought.
    await page.getByTestId('load-more-comments').press('Enter');
    await expect.poll(() => page.getByTestId('comment').count()).toBe(25);
    expect(await page.getByTestId('load-more-comments').count()).toBe(0);
    const twentyFirst = await page.getByTestId('comment').nth(20).getAttribute('data-comment-id');
    await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("data-comment-id")')).toBe(twentyFirst);
  });
});

describe('writing comments', () => {
  it('writes a comment; it shows first as mine and the comment count goes up', async () => {
    const { page } = await onNumber();
    const before = await commentCount(page);
    expect(before).toBeGreaterThan(1);
    await shot(page, 'community-composer');
    const composer = page.getByTestId('comment-composer');
    await composer.locator('textarea').fill('Called me twice about a parcel that never existed.');
    expect(await composer.textContent()).toContain('50 of 2000 characters');
    // A review says whether others should pick up: without it nothing is sent and the text stays.
    await page.getByTestId('comment-composer-submit').click();
    await expect
      .poll(() => page.getByTestId('stance-picker').getByRole('alert').textContent())
      .toBe('Choose whether others should pick up.');
    expect(await composer.locator('textarea').inputValue()).toContain('parcel');
    await page.getByTestId('stance-picker').getByLabel('Don’t pick up').check();
    await page.getByTestId('comment-composer-submit').click();
    await page.getByTestId('my-comment-item').waitFor();
    expect(await page.getByTestId('my-comment-item').getByTestId('comment-stance').textContent()).toBe('Warns');
    expect(await page.getByTestId('my-comment-item').textContent()).toContain('parcel that never existed');
    // My own review's likes are counts, not buttons (the server refuses them); its boost stays.
    expect(await page.getByTestId('my-comment-item').getByTestId('like').count()).toBe(0);
    expect(await page.getByTestId('my-comment-item').getByTestId('boost').count()).toBe(1);
    await shot(page, 'community-my-review');
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Your review is published');
    // The composer is gone; the keyboard continues at the review it became.
    await expect.poll(() => focusedTestId(page)).toBe('my-comment-item');
    await expect.poll(() => commentCount(page)).toBe(before + 1);
    // Editing says so, not "published" again.
    await page.getByTestId('my-comment-edit').click();
    await page.getByTestId('comment-composer').locator('textarea').fill('Called me three times about a parcel that never existed.');
    await page.getByTestId('comment-composer-submit').click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Your review is updated');
    await expect.poll(() => page.getByTestId('my-comment-item').textContent()).toContain('three times');
    expect(await page.getByTestId('my-comment-item').getByTestId('comment-stance').textContent()).toBe('Warns');
    expect(await commentCount(page)).toBe(before + 1);
    // Deleted after the question; the keyboard goes on at the card, which offers a new review.
    await page.getByTestId('my-comment-delete').click();
    await page.locator('dialog[open]').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('comment-composer').waitFor();
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('my-comment-title');
    await expect.poll(() => commentCount(page)).toBe(before);
  });

  it('replies to another comment with a 3-second "Reply sent" toast; the reply is mine', async () => {
    const { page } = await onNumber();
    const other = page.getByTestId('comment').first();
    await other.getByTestId('reply-open').click();
    // Reply puts the cursor in the reply box (below the thread's replies, so it also comes into view).
    await expect.poll(() => page.evaluate('document.activeElement?.closest(\'[data-testid="reply-composer"]\') != null')).toBe(true);
    const box = other.getByTestId('reply-composer');
    await box.locator('textarea').fill('Same here, they called at night.');
    await other.getByTestId('reply-composer-submit').click();
    await expect.poll(() => page.locator('.toast').textContent()).toBe('Reply sent');
    // Replies come oldest first, 4 at a time: after sending, the thread pages to the end by itself.
    await expect.poll(() => other.locator('[data-testid="thread-reply"][data-mine]').count()).toBeGreaterThan(0);
    expect(await other.locator('[data-testid="thread-reply"][data-mine]').last().textContent()).toContain('they called at night');
    await expect.poll(() => focusedTestId(page)).toBe('thread-reply');
    await shot(page, 'community-reply');
  });

  it('boosting with too few NumCy offers the top-up without spending anything', async () => {
    const account = await createAccount({ balance: 0 });
    const { page } = await onNumber({ account });
    const boosts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(routes.commentLike.path)) boosts.push(r.url());
    });
    await page.getByTestId('boost').first().click();
    await expect.poll(() => page.getByTestId('dialog-balance').textContent()).toMatch(/0/);
    await page.getByTestId('boost-submit').click();
    await page.getByTestId('not-enough-dialog').waitFor();
    expect(await page.getByTestId('not-enough-topup').isVisible()).toBe(true);
    expect(boosts).toEqual([]);
  });

  it('likes, then dislikes a comment: counts and pressed states follow the server', async () => {
    const { page } = await onNumber();
    const c = page.getByTestId('comment').nth(1);
    const like = c.getByTestId('like').first();
    const dislike = c.getByTestId('dislike').first();
    const likes = await count(like);
    const dislikes = await count(dislike);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await count(like)).toBe(likes + 1);
    await dislike.click();
    await expect.poll(() => dislike.getAttribute('aria-pressed')).toBe('true');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await count(like)).toBe(likes);
    expect(await count(dislike)).toBe(dislikes + 1);
  });

  it('keeps keyboard focus on a like while it is on its way, and sends a second press meanwhile nowhere', async () => {
    const { page } = await onNumber();
    const like = page.getByTestId('comment').nth(1).getByTestId('like').first();
    const likes = await count(like);
    // The server's answer waits until the test lets it go, so the second press surely comes while the first is on its way.
    let sent = 0;
    let answer!: () => void;
    const held = new Promise<void>((ok) => (answer = ok));
    await page.route(`**${routes.commentLike.path}`, async (route) => {
      sent += 1;
      await held;
      await route.continue();
    });
    await like.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sent).toBe(1);
    // Pressed again once the button shows that the first press is on its way.
    await expect.poll(async () => (await like.getAttribute('aria-busy')) === 'true' || (await like.isDisabled())).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focusedTestId(page)).toBe('like');
    answer();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await focusedTestId(page)).toBe('like');
    expect(await count(like)).toBe(likes + 1);
    expect(sent).toBe(1);
  });
});

describe('stored markup renders as text and runs nothing', () => {
  // Each piece tries a different way in; any that ran would set window.__xss or open a dialog.
  const COMMENT = `<img src=x onerror="window.__xss='comment'"><b>bold</b> <a href="javascript:window.__xss='link'">javascript:alert(1)</a> "><svg onload="window.__xss='svg'">`;
  const REPLY = `<script>window.__xss='reply'</script><b>reply</b> "><svg onload=window.__xss='reply-svg'>`;
  const NOTE = `<b>note</b><img src=x onerror=window.__xss='note'> javascript:alert('note')`;
  const FIRST = '<b>Bold</b><img src=x onerror=window.__xss=1>';
  const LAST = '"><svg onload=window.__xss=2>';

  it('shows a comment, a reply, a private note and a suggested name with markup literally', async () => {
    const number = await createNumber({ comments: [{ text: 'A plain comment to reply to' }] });
    const author = await createAccount();
    const phone = number.digits;
    await api(author, 'POST', routes.commentAdd.path, { phone, text: COMMENT });
    await api(author, 'POST', routes.threadAdd.path, { reply_to: number.commentIds[0], text: REPLY });
    await api(author, 'POST', routes.noticeAdd.path, { phone, text: NOTE });
    await api(author, 'POST', routes.suggestAdd.path, { phone, first_name: FIRST, last_name: LAST });

    const page = await openPage(browser, { signedInAs: author });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // Markup that got in but was stopped by the content security policy would still show up as a
    // violation (blockedURI 'inline' or 'eval'); count those too. The page itself causes none
    // (zod runs jitless, lib/zod-config.ts).
    await page.addInitScript(() => {
      type Violation = { violatedDirective: string; blockedURI: string };
      const w = globalThis as unknown as { __violations: string[]; addEventListener: (t: string, f: (e: Violation) => void) => void };
      w.__violations = [];
      w.addEventListener('securitypolicyviolation', (e) => {
        w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await page.goto(`/number/${phone}`);

    // Each piece is on the page as the very text that was stored.
    await expect.poll(() => page.getByTestId('my-comment-item').textContent()).toContain(COMMENT);
    await expect.poll(() => page.getByTestId('notice-text').textContent()).toBe(NOTE);
    const name = page.getByTestId('name-row').first();
    expect(await name.textContent()).toContain(FIRST);
    expect(await name.textContent()).toContain(LAST);
    const thread = page.locator(`[data-testid="comment"][data-comment-id="${number.commentIds[0]}"]`);
    await thread.getByRole('button', { name: '1 reply' }).click();
    await expect.poll(() => thread.getByTestId('thread-reply').first().textContent()).toContain(REPLY);
    await shot(page, 'stored-markup');

    // No element of the payloads exists in the page...
    const injected = await page.evaluate(() => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> } })
        .document;
      const payloadTags = Array.from(doc.querySelectorAll('b')).filter((e) =>
        ['bold', 'reply', 'note', 'Bold'].includes(e.textContent ?? ''),
      );
      return (
        doc.querySelectorAll('img[src="x"], [onerror], [onload], a[href^="javascript:"], body script:not([src])').length +
        payloadTags.length
      );
    });
    expect(injected).toBe(0);
    // ...and nothing of them ran.
    const ran = await page.evaluate(() => {
      const w = globalThis as unknown as { __xss?: unknown; __violations: string[] };
      return { xss: w.__xss ?? null, violations: w.__violations };
    });
    expect(ran).toEqual({ xss: null, violations: [] });
    expect(dialogs).toEqual([]);
  });
});

describe('comments look right', () => {
  const withMyComment = async (opts: PageOptions) => {
    const account = await createAccount();
    const { page, number } = await onNumber({ ...opts, account });
    await api(account, 'POST', routes.commentAdd.path, {
      phone: number.digits,
      text: 'Called me twice about a parcel that never existed.',
    });
    await page.reload();
    await page.getByTestId('my-comment-item').waitFor();
    return page;
  };

  it('in the dark theme', async () => {
    const p = await withMyComment({ colorScheme: 'dark' });
    expect(await p.locator('html').getAttribute('data-theme')).toBe('dark');
    await p.getByTestId('comment').first().getByTestId('comment-menu').click();
    await shot(p, 'community-dark');
  });

  it('in Arabic, right to left', async () => {
    const p = await withMyComment({ locale: 'ar-SA' });
    await expect.poll(() => p.locator('html').getAttribute('dir')).toBe('rtl');
    await shot(p, 'community-ar');
    await p.getByTestId('tags-open').click();
    await shot(p, 'community-ar-tags');
  });

  it('names the boost in words, and keeps a review’s reactions on one line at 390 px in long-worded languages', async () => {
    for (const locale of ['en-US', 'el-GR', 'pt-BR']) {
      const { page } = await onNumber({ locale, width: 390 });
      const first = page.getByTestId('comment').first();
      const boost = first.getByTestId('boost');
      await boost.waitFor();
      expect((await boost.textContent())?.trim().length, locale).toBeGreaterThan(2);
      await shot(page, `comment-actions-${locale}`);
      // The reactions stay together on their line (the replies' buttons may go on the next).
      const tops = await Promise.all(['like', 'dislike', 'boost'].map(async (id) => (await first.getByTestId(id).boundingBox())!.y));
      expect(Math.max(...tops) - Math.min(...tops), `${locale}: the reactions wrapped`).toBeLessThan(4);
      expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'), locale).toBe(true);
      await page.context().close();
    }
  });
});
