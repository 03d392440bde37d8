import type { ErrorDef } from '../area-kit.js';

export const reputationErrors = {
  REPORT_DUPLICATE: { status_code: 3101, http: 409, message: 'You have already reported this.' },
  DAILY_CAP_REACHED: {
    status_code: 3102,
    http: 429,
    message: 'You have reached today’s limit for this kind of action. Try again tomorrow.',
  },
  NUMBER_UNDER_REVIEW: {
    status_code: 3103,
    http: 409,
    message: 'A moderator is checking a burst of recent signals on this number. New accounts can add theirs after the check.',
  },
  OWNER_ONLY: { status_code: 3104, http: 409, message: 'Only the verified owner of this number can do this.' },
  OWNER_ANSWER_EXISTS: { status_code: 3105, http: 409, message: 'You have already answered this review.' },
  REVIEW_REQUEST_PENDING: { status_code: 3106, http: 409, message: 'A review of this number’s reputation is already pending.' },
  BURST_NOT_FOUND: { status_code: 3107, http: 404, message: 'There is no such pending burst.' },
  REPUTATION_REVIEW_NOT_FOUND: { status_code: 3108, http: 404, message: 'There is no such pending reputation review.' },
} as const satisfies Record<string, ErrorDef>;
