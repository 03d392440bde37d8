import type { ErrorDef } from '../area-kit.js';

/** Deactivation and deletion (docs/decisions/023-privacy-deactivation-deletion.md). */
export const accountErrors = {
  CONFIRMATION_MISMATCH: {
    status_code: 9402,
    http: 400,
    message: 'The typed number is not the number of this account.',
  },
  // 403 like an invalid token: the client forgets a deleted account's token (spec §8).
  ACCOUNT_DELETED: { status_code: 9403, http: 403, message: 'This account has been deleted.' },
  ACCOUNT_NOT_DEACTIVATED: { status_code: 9404, http: 409, message: 'This account is not deactivated.' },
  ACCOUNT_ALREADY_DEACTIVATED: { status_code: 9405, http: 409, message: 'This account is already deactivated.' },
} as const satisfies Record<string, ErrorDef>;
