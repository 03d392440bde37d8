import { inject } from 'vitest';
import { STORAGE_KEYS } from '@numscope/contract';
import type { Browser, Page } from 'playwright-core';
import type { NumberFixture } from '../../apps/server/src/test/fixtures.js';
import type { AccountFixture, AccountRequest, NumberResult } from './fixture-server.js';

export type { AccountFixture, AccountRequest, NumberResult };
export const baseURL = inject('baseURL');
const fixturesURL = inject('fixturesURL');

async function fixture<T>(path: string, payload: object): Promise<T> {
  const res = await fetch(`${fixturesURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`fixture ${path} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new account in the test database with a real token (a unique phone unless given; NumCy through the ledger). */
export const createAccount = (req: AccountRequest = {}): Promise<AccountFixture> => fixture('/accounts', req);

/** A number with exactly these comments, replies, names and tags (a unique phone unless given). */
export const createNumber = (f: NumberFixture = {}): Promise<NumberResult> => fixture('/numbers', f);

export interface PageOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  width?: number;
  /** Starts the page signed in as this account, the way the web client keeps a session, without the sign-in UI. */
  signedInAs?: AccountFixture;
}

/**
 * A page in a fresh browser context (its own storage and cookies). With `signedInAs`, local
 * storage holds the token, phone number and profile id exactly as lib/session.ts writes them
 * after a sign-in (epic-stack's tests/playwright-utils.ts `login` habit): journeys that are not
 * about signing in start signed in.
 */
export async function openPage(browser: Browser, opts: PageOptions = {}): Promise<Page> {
  const account = opts.signedInAs;
  const context = await browser.newContext({
    baseURL,
    locale: opts.locale ?? 'en-US',
    colorScheme: opts.colorScheme ?? 'light',
    viewport: { width: opts.width ?? 1280, height: 900 },
    ...(account
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: new URL(baseURL).origin,
                localStorage: [
                  { name: STORAGE_KEYS.token, value: account.token },
                  { name: STORAGE_KEYS.phoneNumber, value: account.phoneNumber },
                  { name: STORAGE_KEYS.profileId, value: String(account.profileId) },
                ],
              },
            ],
          },
        }
      : {}),
  });
  return context.newPage();
}

/** Calls the API as the web client does (token in Authorization), for a journey's own setup. */
export async function api(account: AccountFixture | null, method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { ...(account ? { authorization: account.token } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; code?: string };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.data!;
}

/** The digits of an E.164 number, as number page paths take them. */
export const digitsOf = (e164: string): string => e164.replace(/\D/g, '');

/** A Russian number as the web client shows it: +7 916 123 45 67. */
export const shownRu = (e164: string): string => {
  const d = digitsOf(e164);
  return `+${d[0]} ${d.slice(1, 4)} ${d.slice(4, 7)} ${d.slice(7, 9)} ${d.slice(9)}`;
};

/** The page's local storage (this package is typed for Node, without the DOM library). */
type WithStorage = { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } };
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => (globalThis as unknown as WithStorage).localStorage.getItem(k), key);
export const store = (page: Page, entries: Record<string, string>) =>
  page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) (globalThis as unknown as WithStorage).localStorage.setItem(k, v);
  }, entries);
