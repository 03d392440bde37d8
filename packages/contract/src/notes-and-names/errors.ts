import type { ErrorDef } from '../area-kit.js';

export const notesAndNamesErrors = {
  NAME_EMPTY: { status_code: 3007, http: 400, message: 'Give a first or a last name.' },
  NOTICE_NOT_FOUND: { status_code: 3008, http: 404, message: 'You have no note on this number.' },
  TAG_UNKNOWN: { status_code: 3009, http: 400, message: 'There is no such tag.' },
  CONTACT_NOT_FOUND: { status_code: 3016, http: 404, message: 'There is no such name on this number.' },
} as const satisfies Record<string, ErrorDef>;
