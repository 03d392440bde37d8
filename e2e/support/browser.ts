import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

export { CHROMIUM };
export const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium with the flags this workplace requires; no browser is ever downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

/** Saves a screenshot as a test artifact (e2e/artifacts/NAME.png). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** The data-testid of the element with keyboard focus (null on the page body or an unnamed element). */
export const focusedTestId = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");

/**
 * Waits until no dialog holds a history entry (decision 056): closing one goes Back a moment later,
 * and a reload issued meanwhile is aborted by that traversal (net::ERR_ABORTED).
 */
export async function dialogEntryGone(page: Page): Promise<void> {
  // Polled with page.evaluate, not waitForFunction: the page's CSP refuses the latter's string predicate.
  for (let i = 0; i < 100 && (await page.evaluate<boolean>('history.state?.numscopeDialog === true')); i++) await page.waitForTimeout(50);
}
