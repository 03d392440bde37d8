import { isApiError } from './api.js';

/** Client errors (bad number, bad paging) will not get better by retrying; network and 5xx may. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 2;
}
