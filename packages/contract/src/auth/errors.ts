import type { ErrorDef } from '../area-kit.js';

export const authErrors = {
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
} as const satisfies Record<string, ErrorDef>;
