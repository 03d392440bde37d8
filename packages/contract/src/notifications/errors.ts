import type { ErrorDef } from '../area-kit.js';

export const notificationsErrors = {
  NOTIFICATION_NOT_FOUND: { status_code: 7201, http: 404, message: 'There is no such notification.' },
  NOTIFICATION_SETTINGS_EMPTY: { status_code: 7202, http: 400, message: 'Say which notification setting to change.' },
} as const satisfies Record<string, ErrorDef>;
