import { z } from 'zod';
import { findLocale } from '../locales.js';

/** Successful responses wrap their payload as `{ status: 'success', data }` (the spec reads `data.*`). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

export const ErrorBodySchema = z.object({
  status: z.literal('error'),
  status_code: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** Digits of a phone number as typed (a leading + and separators are tolerated, then stripped). */
export const PhoneParam = z.string().min(1).max(32);

/** A locale of the registry, any letter case (en-US, en-us). */
export const LocaleParam = z
  .string()
  .max(10)
  .refine((v) => findLocale(v) !== undefined, 'unknown locale')
  .transform((v) => findLocale(v)!.code);

/** Query strings carry numbers as text; these coerce and bound them. */
export const Limit = (max: number, dflt: number) => z.coerce.number().int().min(1).max(max).default(dflt);
export const Offset = z.coerce.number().int().min(0).max(100_000).default(0);

export const Timestamp = z.number().int().describe('Unix time in seconds');

/** A positive database id in a body or query. */
export const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const IdData = z.object({ id: z.number().int() });
export const StatusData = z.object({ status: z.boolean() });
