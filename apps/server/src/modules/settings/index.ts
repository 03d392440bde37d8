import type { ServerModule } from '../module.js';
import { createSettingsRepository } from './settings.repository.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

/** The privacy settings kept on the server: anti-spy (with the subscription) and profileGoing (decision 023). */
export const settingsModule: ServerModule = {
  area: 'settings',
  register(app, { db, uow, clock }) {
    settingsRoutes(app, createSettingsService({ repo: createSettingsRepository(db), uow, clock }));
  },
};
