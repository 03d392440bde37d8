import type { ErrorDef } from '../area-kit.js';

export const notesAndNamesErrors = {
  NAME_EMPTY: { status_code: 3007, http: 400, message: 'Give a first or a last name.' },
  NOTICE_NOT_FOUND: { status_code: 3008, http: 404, message: 'You have no note on this number.' },
  TAG_UNKNOWN: { status_code: 3009, http: 400, message: 'There is no such tag.' },
  CONTACT_NOT_FOUND: { status_code: 3016, http: 404, message: 'There is no such name on this number.' },
  CONTACT_REQUEST_PENDING: { status_code: 3018, http: 409, message: 'Your request to this number is still waiting for an answer.' },
  CONTACT_REQUEST_OWN_NUMBER: { status_code: 3019, http: 409, message: 'This is your own number.' },
  CONTACT_REQUEST_DATE_INVALID: { status_code: 3020, http: 400, message: 'Give the day of the call: today or one of the last 90 days.' },
  CONTACT_REQUEST_NOT_FOUND: { status_code: 3021, http: 404, message: 'There is no such request waiting for your answer.' },
} as const satisfies Record<string, ErrorDef>;
