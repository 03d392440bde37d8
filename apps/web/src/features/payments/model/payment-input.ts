import { LIMITS } from '@numscope/contract';
import { z } from 'zod';

/** Spec §5: the card step accepts at most 4 characters and continues only at exactly 4 digits. */
export const CardLast4Schema = z.object({ cardNumber: z.string().regex(/^\d{4}$/) });
export const cleanCardInput = (value: string) => value.replace(/\D+/g, '').slice(0, LIMITS.cardDigits);

/** Spec §5: a standard e-mail; Continue stays inactive (no message) until valid. */
export const ReceiptEmailSchema = z.object({ email: z.email() });
export const isValidEmail = (value: string) => ReceiptEmailSchema.safeParse({ email: value.trim() }).success;

/** The gift form: the recipient's digits, 11 to 15 of them. */
export const GiftNumberSchema = z.object({ recipient: z.string().regex(new RegExp(`^\\d{${LIMITS.giftMinDigits},15}$`)) });
