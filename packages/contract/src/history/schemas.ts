import { z } from 'zod';
import { PhoneParam } from '../schemas/common.js';

export const HistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** The UTC day of a search (YYYY-MM-DD): with the number, it names one history entry (one per day and number). */
const HistoryDay = z.iso.date();
export const HistoryData = z.object({
  items: z.array(
    z.object({ id: z.number().int(), number: z.string(), date: HistoryDay, paid: z.boolean(), searchedAtTimestamp: z.number().int() }),
  ),
});
/** Spec §7 "History: (date, number)": the entry of that day and number goes from the list. */
export const HistoryDeleteBody = z.object({ date: HistoryDay, number: PhoneParam });
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
