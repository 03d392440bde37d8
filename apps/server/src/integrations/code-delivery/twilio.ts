import { createHmac } from 'node:crypto';
import { webhookPath } from '@numscope/contract';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { defineProvider, option, secret } from '../provider-kit/provider.js';
import { header, markVerified, safeEqual, type RawWebhook, type VerifiedRequest } from '../provider-kit/webhook.js';
import { nextSimulatedId, toE164, type ChannelEvent, type SignInAdapter, type Simulation } from './delivery-channel.js';

/**
 * Twilio's webhook signature: base64 HMAC-SHA1, keyed by the auth token, of the full URL followed
 * by every POST parameter name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const data =
    url +
    [...params.keys()]
      .sort()
      .map((k) => k + params.getAll(k).join(''))
      .join('');
  return createHmac('sha1', authToken).update(data).digest('base64');
}

const params = (raw: RawWebhook) => new URLSearchParams(raw.body.toString('utf8'));

/** What a Twilio variant adds to the base: its instruction, the form fields it reads, its TwiML answer. */
interface TwilioVariant {
  instruction: SignInAdapter['instruction'];
  parse(p: URLSearchParams, method: SignInAdapter['method']): ChannelEvent;
  /** Form fields a simulated phone posts (besides the sid, which the base adds). */
  simulate(s: Simulation): Record<string, string>;
  twiml: string;
  callNumbers?: string[];
}

/**
 * The Twilio-style base: signed form webhooks (X-Twilio-Signature over the full URL and the sorted
 * form), answered with TwiML. SMS and flash call are variants of it that differ in a few lines.
 */
function twilioAdapter(method: SignInAdapter['method'], authToken: string, v: TwilioVariant): SignInAdapter {
  return {
    method,
    instruction: v.instruction,
    callNumbers: v.callNumbers,
    webhook: {
      endpoint: method,
      verify: (raw) =>
        safeEqual(header(raw, 'x-twilio-signature'), twilioSignature(authToken, raw.url, params(raw))) ? markVerified(raw) : null,
      parseWebhook: (raw: VerifiedRequest) => [v.parse(params(raw), method)],
      respond: (outcomes) => ({
        contentType: 'text/xml',
        body: `<?xml version="1.0" encoding="UTF-8"?><Response>${v.twiml}</Response><!-- ${outcomes.join(',')} -->`,
      }),
    },
    simulate(s) {
      const path = webhookPath(method);
      const body = new URLSearchParams({ AccountSid: 'ACsimulated', ...v.simulate(s) });
      return [
        {
          method: 'POST',
          url: path,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilioSignature(authToken, `${s.publicUrl}${path}`, body),
          },
          payload: body.toString(),
        },
      ];
    },
  };
}

const authToken = secret('TWILIO_AUTH_TOKEN', z.string().min(1), 'simulated-twilio-auth-token');
const required = (p: URLSearchParams, ...names: string[]) => {
  const values = names.map((n) => p.get(n));
  if (values.some((x) => !x)) throw new AppError('WEBHOOK_REFUSED');
  return values as string[];
};

/** SMS: the user texts the code to our number; Twilio posts the inbound message (From, Body, MessageSid). */
export const sms = defineProvider({
  id: 'sms',
  options: { authToken, number: option('SMS_NUMBER', z.string().min(2), '+15550002001') },
  create: (o, method) =>
    twilioAdapter(method, o.authToken, {
      instruction: (code) => ({
        method,
        link: `sms:${o.number}?body=${code}`,
        number: o.number,
        text: code,
        qr: `SMSTO:${o.number}:${code}`,
      }),
      parse(p) {
        const [sid, from, to] = required(p, 'MessageSid', 'From', 'To');
        // Signed by our Twilio account, but meant for another of its numbers: not a sign-in.
        if (toE164(to!) !== toE164(o.number))
          return { kind: 'refused', method, eventId: sid!, channelUser: null, reason: 'wrong_recipient' };
        return { kind: 'message', method, eventId: sid!, phone: toE164(from!), text: (p.get('Body') ?? '').trim() };
      },
      simulate: ({ phone, code }) => ({
        MessageSid: `SM${nextSimulatedId()}`,
        From: toE164(phone),
        To: o.number,
        Body: code,
        NumMedia: '0',
      }),
      twiml: '',
    }),
});

/**
 * Flash call: each pending code holds one of our numbers; the user calls it and we reject the call
 * (TwiML <Reject/>: nothing is charged). Twilio posts the incoming call (From, To, CallSid).
 */
export const flashcall = defineProvider({
  id: 'flashcall',
  options: {
    authToken,
    numbers: option(
      'FLASHCALL_NUMBERS',
      z
        .string()
        .transform((s) =>
          s
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string()).min(1)),
      '+15550003001,+15550003002,+15550003003,+15550003004,+15550003005',
    ),
  },
  create: (o, method) =>
    twilioAdapter(method, o.authToken, {
      instruction: (_code, n) => ({ method, link: n ? `tel:${n}` : null, number: n, text: null, qr: n ? `tel:${n}` : null }),
      parse(p) {
        const [sid, from, to] = required(p, 'CallSid', 'From', 'To');
        // A caller ID is whatever the calling network wrote. Where the call carries a STIR/SHAKEN
        // verdict (Twilio's StirVerstat), only full attestation (A: the carrier vouches the caller
        // holds this number) proves the phone; a failed or partial one may be spoofed (decision 054).
        const verdict = p.get('StirVerstat');
        if (verdict && verdict !== 'TN-Validation-Passed-A')
          return { kind: 'refused', method, eventId: sid!, channelUser: null, reason: 'caller_unverified' };
        return { kind: 'call', method, eventId: sid!, phone: toE164(from!), to: toE164(to!) };
      },
      simulate: ({ phone, callNumber }) => ({
        CallSid: `CA${nextSimulatedId()}`,
        From: toE164(phone),
        To: callNumber ?? '',
        CallStatus: 'ringing',
        Direction: 'inbound',
      }),
      twiml: '<Reject/>',
      callNumbers: o.numbers,
    }),
});
