import type { ErrorDef } from '../area-kit.js';

export const moderationErrors = {
  NOT_NUMBER_OWNER: { status_code: 3010, http: 409, message: 'Only the owner of this number can hide its comments.' },
  MODERATOR_ONLY: { status_code: 3013, http: 409, message: 'Only moderators can do this.' },
  COMPLAINT_NOT_FOUND: { status_code: 3014, http: 404, message: 'There is no such pending complaint.' },
  PROFILE_NOT_FOUND: { status_code: 3015, http: 404, message: 'There is no such profile.' },
} as const satisfies Record<string, ErrorDef>;
