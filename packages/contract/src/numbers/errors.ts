import type { ErrorDef } from '../area-kit.js';

export const numbersErrors = {
  PHONE_INVALID: { status_code: 1001, http: 400, message: 'This is not a valid phone number.' },
} as const satisfies Record<string, ErrorDef>;
