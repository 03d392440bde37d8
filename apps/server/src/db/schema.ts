import * as account from '../modules/account/account.tables.js';
import * as auth from '../modules/auth/auth.tables.js';
import * as comments from '../modules/comments/comments.tables.js';
import * as history from '../modules/history/history.tables.js';
import * as moderation from '../modules/moderation/moderation.tables.js';
import * as notesAndNames from '../modules/notes-and-names/notes-and-names.tables.js';
import * as notifications from '../modules/notifications/notifications.tables.js';
import * as numbers from '../modules/numbers/numbers.tables.js';
import * as payments from '../modules/payments/payments.tables.js';
import * as reputation from '../modules/reputation/reputation.tables.js';
import * as subscriptions from '../modules/subscriptions/subscriptions.tables.js';
import * as wallet from '../modules/wallet/wallet.tables.js';
import * as jobs from '../infra/jobs/jobs.tables.js';
import * as idempotency from '../infra/idempotency/idempotency.tables.js';

/*
 * The database schema: each area keeps its Drizzle tables in `modules/<area>/<area>.tables.ts`
 * (drizzle-kit reads them all, drizzle.config.ts), the job runner its table in infra/jobs/; this
 * list merges them for the typed ORM.
 * Migrations are generated from the tables with `npm run db:generate -w @numscope/server`.
 */
export const schema = {
  ...account,
  ...auth,
  ...numbers,
  ...comments,
  ...notesAndNames,
  ...history,
  ...moderation,
  ...reputation,
  ...wallet,
  ...payments,
  ...subscriptions,
  ...notifications,
  ...jobs,
  ...idempotency,
};
