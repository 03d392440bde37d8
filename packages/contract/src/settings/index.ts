import { defineArea } from '../area-kit.js';
import { settingsErrors } from './errors.js';
import { settingsRoutes } from './routes.js';

export * from './schemas.js';

/** Language, theme and the panel live in the browser; the server keeps the privacy settings (anti-spy, profileGoing). */
export const settingsArea = defineArea('settings', {
  routes: settingsRoutes,
  errors: settingsErrors,
  translationPrefixes: ['settings', 'theme', 'privacy'],
});
