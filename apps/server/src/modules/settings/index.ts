import type { Querier } from '../../db/client.js';
import type { ServerModule } from '../module.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { antispyOf, createSettingsService } from './settings.service.js';

/** The privacy settings kept on the server: anti-spy (with the subscription) and profileGoing (decision 023). */
export const settingsModule: ServerModule = {
  area: 'settings',
  register(app, { db, uow, clock }) {
    settingsRoutes(app, createSettingsService({ repo: createSettingsRepository(db), uow, clock }));
  },
};

/** Whether anti-spy applies to an account now (its switch and an active anti-spy period), for the areas it changes (spy lists, the own number's page). */
export async function antispyApplies(db: Querier, accountId: number, now: Date): Promise<boolean> {
  const row = await createSettingsRepository(db).privacy(accountId, now);
  return row !== null && antispyOf(row).antispy;
}
