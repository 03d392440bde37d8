import { accountModule } from './account/index.js';
import { authModule } from './auth/index.js';
import { commentsModule } from './comments/index.js';
import { historyModule } from './history/index.js';
import { moderationModule } from './moderation/index.js';
import { notesAndNamesModule } from './notes-and-names/index.js';
import { notificationsModule } from './notifications/index.js';
import { numbersModule } from './numbers/index.js';
import { paymentsModule } from './payments/index.js';
import { reputationModule } from './reputation/index.js';
import { settingsModule } from './settings/index.js';
import { subscriptionsModule } from './subscriptions/index.js';
import { walletModule } from './wallet/index.js';
import type { ServerModule } from './module.js';

/**
 * Every server module, in registration order: buildApp registers them from this list, so adding an
 * area adds its folder and one entry here. Auth comes first: it checks the token of every API call.
 */
export const MODULES: readonly ServerModule[] = [
  authModule,
  accountModule,
  // Before numbers: the lookup admits and records its searches through history's `app.searches`.
  historyModule,
  numbersModule,
  commentsModule,
  notesAndNamesModule,
  moderationModule,
  reputationModule,
  walletModule,
  paymentsModule,
  settingsModule,
  subscriptionsModule,
  notificationsModule,
];
