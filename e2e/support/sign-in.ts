import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types the number to sign in with (only it can then confirm the code), ticks the agreement,
 * continues, and waits until the code and the ways to send it are shown.
 */
export async function getCode(page: Page, opts: { from?: 'here'; phone?: string } = {}): Promise<string> {
  if (opts.from !== 'here') await page.goto('/login');
  await page.getByTestId('auth-phone').fill(opts.phone ?? '+79161234567');
  const cont = page.getByTestId('auth-continue');
  await expect.poll(() => cont.isDisabled()).toBe(true);
  await page.getByTestId('auth-agreement').check();
  await expect.poll(() => cont.isDisabled()).toBe(false);
  await cont.click();
  const code = page.getByTestId('auth-code');
  await code.waitFor();
  return (await code.getAttribute('data-code'))!;
}

/** Signs in through the login page's developer simulator: the channel's webhook confirms the code for `phone`. */
export async function signInWithSimulator(
  page: Page,
  channel: string,
  phone: string,
  opts: { from?: 'here'; landing?: string } = {},
): Promise<void> {
  await getCode(page, { ...opts, phone });
  await page.getByTestId('sim-channel').selectOption(channel);
  await page.getByTestId('sim-phone').fill(phone);
  await page.getByTestId('sim-send').click();
  await expect.poll(() => page.getByTestId('sim-result').getAttribute('data-status')).toBe('200');
  // The check flow waits 3 s, then polls every 3.5 s.
  await page.waitForURL(opts.landing ?? '**/search', { timeout: 20_000 });
}
