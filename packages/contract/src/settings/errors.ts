import type { ErrorDef } from '../area-kit.js';

export const settingsErrors = {
  ANTISPY_NOT_SUBSCRIBED: {
    status_code: 9401,
    http: 402,
    message: 'Anti-spy needs an active anti-spy subscription.',
  },
} as const satisfies Record<string, ErrorDef>;
