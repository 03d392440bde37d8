/**
 * Every error the API returns: a stable machine-readable code, the numeric `status_code` the spec's
 * client reads (§8), the HTTP status, and an English message (the client translates by code).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status_code: 1000, http: 400, message: 'The request has invalid or missing fields.' },
  PHONE_INVALID: { status_code: 1001, http: 400, message: 'This is not a valid phone number.' },
  LOCALE_UNKNOWN: { status_code: 1002, http: 400, message: 'This locale is not supported.' },
  PAGING_INVALID: { status_code: 1003, http: 400, message: 'limit or offset is out of range.' },
  ROUTE_NOT_FOUND: { status_code: 1004, http: 404, message: 'There is no such route.' },
  COMMENT_NOT_FOUND: { status_code: 1005, http: 404, message: 'There is no such comment on this number.' },
  RATE_LIMITED: { status_code: 1029, http: 429, message: 'Too many requests; try again shortly.' },
  PAYLOAD_TOO_LARGE: { status_code: 1013, http: 413, message: 'The request body is too large.' },
  AUTH_METHOD_DISABLED: { status_code: 2001, http: 400, message: 'This confirmation channel is not available.' },
  AUTH_CODE_UNKNOWN: { status_code: 2002, http: 404, message: 'This code is unknown; request a new one.' },
  AUTH_CODE_EXPIRED: { status_code: 2003, http: 410, message: 'This code has expired; request a new one.' },
  AUTH_CODE_USED: { status_code: 2004, http: 409, message: 'This code has already been used; request a new one.' },
  AUTH_AGREEMENT_REQUIRED: { status_code: 2005, http: 409, message: 'The user agreement must be accepted first.' },
  AUTH_SIGNATURE_INVALID: { status_code: 2006, http: 401, message: 'The request signature does not match.' },
  AUTH_TIMESTAMP_STALE: { status_code: 2007, http: 401, message: 'The request timestamp is too far from the server time.' },
  AUTH_NONCE_REPLAYED: { status_code: 2008, http: 401, message: 'This request was already made once.' },
  AUTH_TOO_MANY_ATTEMPTS: { status_code: 2009, http: 429, message: 'Too many attempts; wait a little and start again.' },
  AUTH_NOT_CONFIRMED: { status_code: 2010, http: 400, message: 'The code was not confirmed in time; start again.' },
  TOKEN_INVALID: { status_code: 2011, http: 403, message: 'Sign-in has expired or is invalid; sign in again.' },
  CLIENT_OUTDATED: { status_code: 2012, http: 426, message: 'This version of the app is no longer supported; reload the page.' },
  WEBHOOK_SIGNATURE_INVALID: { status_code: 2013, http: 403, message: 'The webhook signature does not match.' },
  WEBHOOK_REFUSED: { status_code: 2014, http: 400, message: 'The webhook was refused.' },
  SIMULATOR_DISABLED: { status_code: 2015, http: 404, message: 'Simulators are disabled on this server.' },
  TEXT_INVALID: { status_code: 3001, http: 400, message: 'The text is empty or longer than allowed.' },
  NOT_YOUR_COMMENT: { status_code: 3002, http: 409, message: 'Only the author can change or delete this.' },
  REPLY_NOT_FOUND: { status_code: 3003, http: 404, message: 'There is no such reply.' },
  NOT_ENOUGH_BALANCE: { status_code: 3004, http: 402, message: 'There are not enough NumCy on the balance.' },
  BOOST_INVALID: { status_code: 3005, http: 400, message: 'A boost needs a positive count and cannot be removed.' },
  WRITE_RATE_LIMITED: { status_code: 3006, http: 429, message: 'Too many changes in a short time; wait a minute.' },
  NAME_EMPTY: { status_code: 3007, http: 400, message: 'Give a first or a last name.' },
  NOTICE_NOT_FOUND: { status_code: 3008, http: 404, message: 'You have no note on this number.' },
  TAG_UNKNOWN: { status_code: 3009, http: 400, message: 'There is no such tag.' },
  NOT_NUMBER_OWNER: { status_code: 3010, http: 409, message: 'Only the owner of this number can hide its comments.' },
  HISTORY_ITEM_NOT_FOUND: { status_code: 3011, http: 404, message: 'There is no such search in your history.' },
  PAID_SEARCH_NEEDED: { status_code: 3012, http: 402, message: 'Free searches for today are spent; a paid search is needed.' },
  MODERATOR_ONLY: { status_code: 3013, http: 409, message: 'Only moderators can do this.' },
  COMPLAINT_NOT_FOUND: { status_code: 3014, http: 404, message: 'There is no such pending complaint.' },
  PROFILE_NOT_FOUND: { status_code: 3015, http: 404, message: 'There is no such profile.' },
  CONTACT_NOT_FOUND: { status_code: 3016, http: 404, message: 'There is no such name on this number.' },
  INTERNAL: { status_code: 10000, http: 500, message: 'Something went wrong on our side.' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export interface ApiErrorBody {
  status: 'error';
  status_code: number;
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export function errorBody(code: ErrorCode, fields?: Record<string, string>): ApiErrorBody {
  const e = ERRORS[code];
  return { status: 'error', status_code: e.status_code, code, message: e.message, ...(fields ? { fields } : {}) };
}
