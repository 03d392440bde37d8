import type { ErrorDef } from '../area-kit.js';

export const historyErrors = {
  HISTORY_ITEM_NOT_FOUND: { status_code: 3011, http: 404, message: 'There is no such search in your history.' },
  PAID_SEARCH_NEEDED: { status_code: 3012, http: 402, message: 'Free searches for today are spent; a paid search is needed.' },
} as const satisfies Record<string, ErrorDef>;
