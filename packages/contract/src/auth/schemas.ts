import { z } from 'zod';
import { PhoneParam } from '../schemas/common.js';

/** Confirmation channels of spec §1, in the spec's order. */
export const AUTH_METHODS = ['whatsappBusiness', 'whatsapp', 'telegram', 'viber', 'sms', 'flashcall'] as const;
export const AuthMethodSchema = z.enum(AUTH_METHODS);
export type AuthMethod = z.infer<typeof AuthMethodSchema>;

/** The code the user sends from the phone: short, unambiguous, valid as a Telegram start payload. */
export const AuthCodeSchema = z.string().regex(/^[0-9]{6}$/, 'a 6-digit code');

export const AuthGetQuery = z.object({
  lang: z.string().max(10).optional(),
  platform: z.enum(['WEB', 'web']).default('WEB'),
});

/** What the login page shows for one enabled channel. */
export const AuthInstructionSchema = z.object({
  method: AuthMethodSchema,
  /** Where the user acts: a deep link (messengers) or null. */
  link: z.string().nullable(),
  /** The number the user texts or calls, E.164, or null. */
  number: z.string().nullable(),
  /** The exact text to send, or null when the channel needs none (a call). */
  text: z.string().nullable(),
  /** Payload to render as a QR code (scanned with the phone), or null. */
  qr: z.string().nullable(),
});
export type AuthInstruction = z.infer<typeof AuthInstructionSchema>;

export const AuthGetData = z.object({
  code: AuthCodeSchema,
  /** The preferred enabled method. */
  auth: AuthMethodSchema,
  /** Seconds until the code expires. */
  expiresIn: z.number().int(),
  methods: z.array(AuthInstructionSchema),
  /** True where local simulators stand in for the providers (development and tests). */
  simulator: z.boolean(),
});

/** Signed fields every signed auth call carries (spec §7). */
export const SignedFields = z.object({
  cnonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '16–64 URL-safe characters'),
  timestamp: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'hex SHA-256'),
});

/** `phone`: the number the user signs in with; only a proof from it confirms the code (decision 050). */
export const AgreementBody = SignedFields.extend({ code: AuthCodeSchema, phone: PhoneParam.optional() });
export const AgreementData = z.object({ status: z.boolean() });

export const AuthCheckQuery = z.object({ code: AuthCodeSchema, token_type: z.literal('jwt').default('jwt') });
export const AuthCheckData = z.union([
  z.object({ status: z.literal(false) }),
  z.object({
    status: z.literal(true),
    token: z.string(),
    phoneNumber: z.string(),
    profileId: z.number().int(),
    isNewUser: z.boolean(),
  }),
]);
export type AuthCheckResult = z.infer<typeof AuthCheckData>;

export const SimulatorConfirmBody = z.object({
  channel: AuthMethodSchema,
  phone: z.string().min(2).max(32),
  code: AuthCodeSchema,
});
/** The provider's HTTP answer and what became of the message (`confirmed`, `phone_invalid`, …). */
export const SimulatorConfirmData = z.object({ status: z.number().int(), body: z.string(), outcomes: z.array(z.string()) });

/** Outcomes of a simulated message that mean the code was taken (or is waiting for the contact share). */
export const SIMULATOR_OK_OUTCOMES: readonly string[] = ['confirmed', 'bound'];

/** Sign-out takes no fields; the token says which session (or account) ends. */
export const SignOutBody = z.object({});
/** `sessions`: how many sessions ended (1 for this device; every one for all devices). */
export const SignOutData = z.object({ status: z.literal(true), sessions: z.number().int().min(0) });
