import type { ErrorDef } from '../area-kit.js';

export const walletErrors = {
  NOT_ENOUGH_BALANCE: { status_code: 3004, http: 402, message: 'There are not enough NumCy on the balance.' },
} as const satisfies Record<string, ErrorDef>;
