import { z } from 'zod';

export const BalanceData = z.object({ balance: z.number().int().nonnegative() });

export const MeData = z.object({
  profileId: z.number().int(),
  phoneNumber: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatar: z.string().nullable(),
  isPro: z.boolean(),
  role: z.string(),
});
