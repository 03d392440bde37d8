import { ERRORS, type ErrorCode } from '@numscope/contract';
import { isApiError } from './api.js';

const BY_STATUS = new Map<number, ErrorCode>(Object.entries(ERRORS).map(([name, e]) => [e.status_code, name as ErrorCode]));

/**
 * The machine-readable name of a failed call's error: the body's `code` on a 400, otherwise the
 * name of the body's `status_code` (402, 404, 409 and 429 answers carry one too), else the
 * helper's own code (INTERNAL, NETWORK, NOT_AUTHORIZED).
 */
export function errorName(e: unknown): string {
  if (!isApiError(e)) return 'INTERNAL';
  if (e.httpStatus === 400) return e.code;
  const named = e.serverStatusCode !== undefined ? BY_STATUS.get(e.serverStatusCode) : undefined;
  return named ?? e.code;
}

/** The numeric code shown in an error-code line: the server's status_code when known, else 10000. */
export function errorStatusCode(e: unknown): number {
  if (!isApiError(e)) return ERRORS.INTERNAL.status_code;
  return e.serverStatusCode ?? e.statusCode;
}

/** The i18n key of a failed call's message (`error_<CODE>`). */
export function errorKey(e: unknown): string {
  return `error_${errorName(e)}`;
}

export const isNotEnoughBalance = (e: unknown): boolean => errorName(e) === 'NOT_ENOUGH_BALANCE';
