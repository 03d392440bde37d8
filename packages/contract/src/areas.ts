import { accountArea } from './account/index.js';
import { authArea } from './auth/index.js';
import { commentsArea } from './comments/index.js';
import { historyArea } from './history/index.js';
import { moderationArea } from './moderation/index.js';
import { notesAndNamesArea } from './notes-and-names/index.js';
import { notificationsArea } from './notifications/index.js';
import { numbersArea } from './numbers/index.js';
import { paymentsArea } from './payments/index.js';
import { reputationArea } from './reputation/index.js';
import { settingsArea } from './settings/index.js';
import { subscriptionsArea } from './subscriptions/index.js';
import { walletArea } from './wallet/index.js';

export * from './account/index.js';
export * from './auth/index.js';
export * from './comments/index.js';
export * from './history/index.js';
export * from './moderation/index.js';
export * from './notes-and-names/index.js';
export * from './notifications/index.js';
export * from './numbers/index.js';
export * from './payments/index.js';
export * from './reputation/index.js';
export * from './settings/index.js';
export * from './subscriptions/index.js';
export * from './wallet/index.js';

/**
 * Every area of the product, in one list (docs/decisions/014-module-shape-and-areas.md). The same
 * names cut the contract (`<area>/routes.ts`, `errors.ts`, `schemas.ts`), the server modules
 * (`apps/server/src/modules/<area>/`), the web features, translation key prefixes and browser
 * tests. The central `routes` table and `ERRORS` catalogue are merged from this list, so adding an
 * area adds its folder here and one entry below.
 */
export const AREA_CONTRACTS = [
  authArea,
  accountArea,
  numbersArea,
  commentsArea,
  notesAndNamesArea,
  historyArea,
  moderationArea,
  reputationArea,
  walletArea,
  settingsArea,
  paymentsArea,
  subscriptionsArea,
  notificationsArea,
] as const;

export type Area = (typeof AREA_CONTRACTS)[number]['name'];

/** The area names, in the order of AREA_CONTRACTS. */
export const AREAS = AREA_CONTRACTS.map((a) => a.name) as unknown as AreaNames<typeof AREA_CONTRACTS>;

type AreaNames<L> = { readonly [K in keyof L]: L[K] extends { name: infer N } ? N : never };

/**
 * Translation key prefixes of the app's own chrome, owned by no area: shared actions and dialogs,
 * header, footer, menus, form messages, toasts, and `error_<CODE>` (each code's area owns the code).
 * Every other key starts with a prefix that exactly one area lists in `translationPrefixes`.
 */
export const SHARED_TRANSLATION_PREFIXES = [
  'action',
  'app',
  'confirm',
  'document',
  'error',
  'footer',
  'form',
  'header',
  'loading',
  'menu',
  'skip',
  'toast',
] as const;
