import type { ErrorDef } from '../area-kit.js';

export const commentsErrors = {
  COMMENT_NOT_FOUND: { status_code: 1005, http: 404, message: 'There is no such comment on this number.' },
  NOT_YOUR_COMMENT: { status_code: 3002, http: 409, message: 'Only the author can change or delete this.' },
  REPLY_NOT_FOUND: { status_code: 3003, http: 404, message: 'There is no such reply.' },
  BOOST_INVALID: { status_code: 3005, http: 400, message: 'A boost needs a positive count and cannot be removed.' },
  // A like or dislike says what others think of a text; a boost of one's own stays (it is paid promotion).
  OWN_COMMENT_REACTION: { status_code: 3022, http: 409, message: 'You cannot like or dislike what you wrote yourself.' },
  // The owner speaks through answers and review requests, not reviews (decision 030).
  OWN_NUMBER_REVIEW: {
    status_code: 3017,
    http: 409,
    message: 'This is your number: answer its reviews as its owner, or ask for a review of its reputation.',
  },
} as const satisfies Record<string, ErrorDef>;
