import { defineArea } from '../area-kit.js';

/** Language, theme and the settings panel live in the browser; the server has no settings routes yet. */
export const settingsArea = defineArea('settings', { routes: {}, errors: {}, translationPrefixes: ['settings', 'theme'] });
