import { z } from 'zod';
import { Id } from '../schemas/common.js';

export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const HistoryData = z.object({
  items: z.array(z.object({ id: z.number().int(), number: z.string(), paid: z.boolean(), searchedAtTimestamp: z.number().int() })),
});
export const HistoryDeleteBody = z.object({ id: Id });
export const OverlimitData = z.object({ overlimitSearch: z.boolean(), searchDailyLimit: z.number().int(), leftRequests: z.number().int() });
/** The mobile apps' links (spec §7 apk/get); null when that app is not published. */
export const AppLinksData = z.object({
  link: z.string().nullable(),
  appStoreUrl: z.string().nullable(),
  googlePlayUrl: z.string().nullable(),
});
export const MainLoadData = z.object({
  featuredNumbers: z.array(z.string()),
  overlimitSearch: z.boolean(),
  searchDailyLimit: z.number().int(),
  accessToNeuroOwl: z.boolean(),
  leftRequests: z.number().int(),
});
