import { AREA_CONTRACTS } from './areas.js';
import { mergeAreas, type ErrorDef, type Merged } from './area-kit.js';

/** Errors of the HTTP layer itself and of every area alike (validation, limits, the unexpected). */
const COMMON_ERRORS = {
  VALIDATION_FAILED: { status_code: 1000, http: 400, message: 'The request has invalid or missing fields.' },
  LOCALE_UNKNOWN: { status_code: 1002, http: 400, message: 'This locale is not supported.' },
  PAGING_INVALID: { status_code: 1003, http: 400, message: 'limit or offset is out of range.' },
  ROUTE_NOT_FOUND: { status_code: 1004, http: 404, message: 'There is no such route.' },
  RATE_LIMITED: { status_code: 1029, http: 429, message: 'Too many requests; try again shortly.' },
  PAYLOAD_TOO_LARGE: { status_code: 1013, http: 413, message: 'The request body is too large.' },
  TEXT_INVALID: { status_code: 3001, http: 400, message: 'The text is empty or longer than allowed.' },
  WRITE_RATE_LIMITED: { status_code: 3006, http: 429, message: 'Too many changes in a short time; wait a minute.' },
  TEXT_CONTROL_CHARACTERS: { status_code: 1040, http: 400, message: 'The text contains control characters.' },
  IDEMPOTENCY_KEY_INVALID: { status_code: 1041, http: 400, message: 'The Idempotency-Key header must be 1 to 255 printable characters.' },
  IDEMPOTENCY_KEY_MISMATCH: {
    status_code: 1042,
    http: 409,
    message: 'This Idempotency-Key was already used with a different request.',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status_code: 1043,
    http: 409,
    message: 'A request with this Idempotency-Key is still in progress; retry shortly.',
  },
  INTERNAL: { status_code: 10000, http: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, ErrorDef>;

/**
 * Every error the API returns: a stable machine-readable code, the numeric `status_code` the spec's
 * client reads (§8), the HTTP status, and an English message (the client translates by code). Each
 * area declares its own in `<area>/errors.ts`; they are merged here from the area list (areas.ts).
 */
export const ERRORS: Merged<typeof AREA_CONTRACTS, 'errors'> & typeof COMMON_ERRORS = mergeAreas(
  AREA_CONTRACTS,
  'errors',
  COMMON_ERRORS,
) as Merged<typeof AREA_CONTRACTS, 'errors'> & typeof COMMON_ERRORS;

export type ErrorCode = keyof typeof ERRORS;
