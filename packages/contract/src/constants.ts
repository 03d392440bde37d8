/** Business constants and timings of spec §9, kept exactly as the spec states them. */
export const LIMITS = {
  defaultFreeRequests: 30,
  remainingSearchWarning: 5,
  paidSearchPrice: 1,
  friendRequestPrice: 11,
  contactsCount: 10,
  callerTypeCount: 10,
  threadPageLimit: 4,
  threadPageOffset: 4,
  commentPageLimit: 10,
  commentPageMaxLimit: 50,
  defaultIndex: 5,
  hideCommentPricePerMonth: 10,
  hideCommentMinBalance: 10,
  cardDigits: 4,
  giftMinDigits: 11,
  searchMinDigits: 2,
  /** E.164: a phone number has at most 15 digits, country code included. */
  phoneMaxDigits: 15,
} as const;

/**
 * Paid contact requests (decision 055; the spec gives only the price, `friendRequestPrice`): how long
 * an owner has to answer before the NumCy go back, and how long ago the call may have been.
 */
export const CONTACT_REQUESTS = { answerDays: 14, callWithinDays: 90 } as const;

export const TIMINGS_MS = {
  balanceMinLoading: 750,
  authFirstWait: 3000,
  authPollInterval: 3500,
  authPollTries: 10,
  replyToast: 3000,
  copyToast: 2500,
  paymentLoading: 5000,
  subscriptionRefresh: 5000,
  deactivationCountdown: 10_000,
  cancelDeactivationRefresh: 500,
  renewalSuccessDelay: 1500,
  emailModalClose: 2500,
  authCodeCookie: 120_000,
  isProcessedCookie: 35_000,
} as const;

/**
 * What a review says about picking up: its stance counts in the author's one voice (decision 030).
 * Here rather than beside its schema so that pages can list the stances without loading zod.
 */
export const STANCES = ['negative', 'neutral', 'positive'] as const;

export const COMMENT_ORDERS = ['interesting', 'newest', 'oldest'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];
export const DEFAULT_COMMENT_ORDER: CommentOrder = 'interesting';

export const TAG_GROUPS = ['callerType', 'categories', 'subcategories', 'callReasons', 'emotags'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

export const SEARCH_SOURCES = ['WEB', 'FROM_COMMENTS'] as const;

/** Copyright line starts at this year (spec §9). */
export const COPYRIGHT_SINCE = 2013;
export const SUPPORT_EMAIL = 'support@numscope.app';
export const MARKETING_SITE = 'https://numscope.app';

/** Local storage keys of spec §9. */
export const STORAGE_KEYS = {
  token: 'token',
  phoneNumber: 'phoneNumber',
  profileId: 'profileId',
  balance: 'balance',
  theme: 'theme',
  apk: 'apk',
  localePrefix: 'locale_',
  backupNumber: 'backupNumber',
} as const;

/**
 * A cookie copy of the interface language the user chose: local storage holds the choice, but only
 * a cookie reaches the server, which hints the page's translation file before any script runs.
 */
export const LOCALE_COOKIE = 'numscope_locale';
export const LOCALE_COOKIE_MS = 365 * 86_400_000;
