import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  SIGNATURE_MAX_SKEW_SECONDS,
  signRequest,
  routes,
  type AuthCheckResult,
  type AuthInstruction,
  type AuthMethod,
} from '@numscope/contract';
import type { UnitOfWork, WriteTx } from '../../db/unit-of-work.js';
import { AppError } from '../../errors.js';
import { safeEqual } from '../../integrations/provider-kit/webhook.js';
import type { AccountClaims } from '../../http/authenticate.js';
import type { KvStore } from '../../infra/kv-store.js';
import type { ChannelEvent, Outbound } from '../../integrations/code-delivery/delivery-channel.js';
import type { Channels } from '../../integrations/code-delivery/registry.js';
import { epochSeconds, type Clock } from '../../infra/clock.js';
import { clientKey } from '../../shared/client-address.js';
import { normalizePhone } from '../../shared/phone.js';
import type { AuthRepository } from './auth.repository.js';
import type { Sessions } from './sessions.js';
import type { Tokens } from './tokens.js';

/** Attempt limits (docs/decisions/007-sign-in.md). */
export const AUTH_LIMITS = {
  codesPerIpPer10Min: 20,
  checksPerCode: 60,
  missesPerIpPer10Min: 30,
  /** Signed agreement calls per address (each code needs one; a browser rarely sends more). */
  agreementsPerIpPer10Min: 30,
  /** Flash call (docs/decisions/025): a number rests this long after its code ends before another code gets it. */
  callQuarantineSeconds: 300,
  /** Flash-call numbers one address may hold at once, and claim per 10 minutes. */
  liveCallClaimsPerIp: 1,
  callClaimsPerIpPer10Min: 3,
  /** Messenger events (Telegram, WhatsApp, Viber) older than this by the provider's own timestamp are refused. */
  freshnessSeconds: 600,
  /**
   * Codes one messenger account may open the bot with per 10 minutes: a person signs in once or
   * twice, while someone guessing codes (to bind another's sign-in to their own Viber account,
   * which that person's next proof would then pin, or to block it) needs about a million tries.
   */
  bindsPerMessengerUserPer10Min: 10,
} as const;

export interface IssuedCode {
  code: string;
  auth: AuthMethod;
  expiresIn: number;
  methods: AuthInstruction[];
  /** Given to the browser as an httpOnly cookie; only it can collect the token. */
  sessionSecret: string;
}

export type WebhookOutcome =
  | 'confirmed'
  | 'bound'
  | 'duplicate'
  | 'code_invalid'
  | 'no_pending_code'
  | 'contact_not_own'
  | 'second_proof_needed'
  | 'wrong_number'
  | 'wrong_recipient'
  | 'caller_unverified'
  | 'stale'
  | 'phone_invalid'
  | 'rate_limited'
  | 'ignored';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The bot's answer to a shared contact, by what became of it (messenger replies are in English). */
const CONTACT_REPLIES: Partial<Record<WebhookOutcome, string>> = {
  confirmed: 'Done: return to NumScope, you are signed in.',
  contact_not_own: 'Please share your own phone number with the button below.',
  second_proof_needed:
    'Viber cannot prove a number the first time. On the NumScope sign-in page, also send this code another way (SMS, WhatsApp or the call). After that, Viber alone signs you in.',
  wrong_number:
    'This sign-in was started for another phone number. Share the contact of the number you typed on the NumScope sign-in page.',
  no_pending_code: 'No sign-in is waiting for you. Start again on the NumScope sign-in page.',
};

export interface AuthServiceDeps {
  repo: AuthRepository;
  /** The transaction a confirmation creates an account in. */
  uow: UnitOfWork;
  channels: Channels;
  tokens: Tokens;
  sessions: Sessions;
  kv: KvStore;
  send: (msg: Outbound) => Promise<void>;
  codeTtlSeconds: number;
  /** Secret of the signed agreement request (spec §7). */
  signingSecret: string;
  clock: Clock;
  /** Run after a sign-in hands out its token (payments credits gifts held for the number here). */
  afterSignIn?: readonly AfterSignIn[];
  /** Run in the transaction that creates an account (notifications records the contact requests waiting on its number). */
  onAccountCreated?: readonly OnAccountCreated[];
}

/** Work other areas do when an account signs in; a failure is theirs to log, it never fails the sign-in. */
export type AfterSignIn = (s: { accountId: number; phone: string; isNewUser: boolean }) => Promise<void>;

/**
 * Work other areas record in the transaction that creates an account, where the number signed in
 * with has just become the account's (decision 054's trigger): it commits with the account, and a
 * failure fails the confirmation. Never run again for that account, so it happens once.
 */
export type OnAccountCreated = (tx: WriteTx, a: { accountId: number; phone: string }) => Promise<void>;

export function createAuthService({
  repo,
  uow,
  channels,
  tokens,
  sessions,
  kv,
  send,
  codeTtlSeconds,
  signingSecret,
  clock,
  afterSignIn = [],
  onAccountCreated = [],
}: AuthServiceDeps) {
  async function limit(key: string, max: number, ttl: number): Promise<void> {
    if ((await kv.incr(key, ttl)) > max) throw new AppError('AUTH_TOO_MANY_ATTEMPTS');
  }
  /** A per-address counter's key: one IPv6 /64 is one client (shared/client-address.ts). */
  const perAddress = (what: string, ip: string) => `auth:${what}:${clientKey(ip)}`;

  /**
   * One address holds at most one flash-call number at a time and claims a few per 10 minutes, so
   * one client cannot keep the pool busy (its codes still get every other channel).
   */
  async function mayClaimCallNumber(ip: string, now: Date): Promise<boolean> {
    if ((await repo.liveCallClaims(clientKey(ip), now)) >= AUTH_LIMITS.liveCallClaimsPerIp) return false;
    return (await kv.incr(perAddress('call', ip), 600)) <= AUTH_LIMITS.callClaimsPerIpPer10Min;
  }

  async function confirm(
    by: 'code' | 'channelUser' | 'callNumber',
    key: string,
    rawPhone: string,
    method: AuthMethod,
  ): Promise<WebhookOutcome> {
    const phone = normalizePhone(rawPhone);
    if (!phone) return 'phone_invalid';
    const confirmed = await uow.run(async (tx) => {
      const account = await repo.confirm(by, key, phone.e164, method, tx.now, tx);
      if (account?.isNew) for (const hook of onAccountCreated) await hook(tx, { accountId: account.accountId, phone: phone.e164 });
      return account !== null;
    });
    if (confirmed) return 'confirmed';
    // The code stays waiting for its own number: a guessed code or a call from elsewhere spends nothing.
    return (await repo.forAnotherNumber(by, key, phone.e164, method, clock.now())) ? 'wrong_number' : 'no_pending_code';
  }

  /** Provider timestamps older than the window (or missing where the provider stamps) are refused. */
  const fresh = (sentAt: number) =>
    Number.isFinite(sentAt) && epochSeconds(clock) - sentAt <= AUTH_LIMITS.freshnessSeconds && sentAt - epochSeconds(clock) <= 60;

  /**
   * A contact on a channel whose card does not prove ownership (Viber, decision 046). A user can
   * answer our share-phone request with anyone's card from their address book, and Viber echoes our
   * nonce with it all the same. So a card confirms only a number this messenger account is already
   * pinned to. Otherwise the card's number is claimed for the code. Another method (SMS, WhatsApp,
   * the call) must then confirm the same number with that code, and that confirmation pins the
   * account. The card must still answer our request for the code the user is bound to, and one
   * messenger account holds one phone (a Viber account is registered to exactly one number).
   */
  async function ownContact(e: Extract<ChannelEvent, { kind: 'contact' }>, nonceOf: (code: string, user: string) => string) {
    const now = clock.now();
    const code = await repo.boundCode(e.channelUser, e.method, now);
    if (!code) return 'no_pending_code' as const;
    const phone = normalizePhone(e.phone);
    if (!phone) return 'phone_invalid' as const;
    if (!e.nonce || !safeEqual(e.nonce, nonceOf(code, e.channelUser))) return 'contact_not_own' as const;
    if (await repo.identityConflict(e.method, e.channelUser, phone.e164)) return 'contact_not_own' as const;
    if (await repo.pinned(e.method, e.channelUser, phone.e164)) return null;
    if (await repo.claim(e.channelUser, e.method, phone.e164, now)) return 'second_proof_needed' as const;
    return (await repo.forAnotherNumber('channelUser', e.channelUser, phone.e164, e.method, now)) ? 'wrong_number' : 'no_pending_code';
  }

  async function handleEvent(e: ChannelEvent): Promise<WebhookOutcome> {
    if (!channels.isEnabled(e.method)) return 'ignored';
    if (e.sentAt !== undefined && !fresh(e.sentAt)) return 'stale';
    const channel = channels.channel(e.method);
    const reply = async (user: string, text: string) => {
      const msg = channel.reply?.(user, text);
      if (msg) await send(msg);
    };
    switch (e.kind) {
      case 'start': {
        if ((await kv.incr(`auth:bind:${e.method}:${e.channelUser}`, 600)) > AUTH_LIMITS.bindsPerMessengerUserPer10Min) {
          await reply(
            e.channelUser,
            'Too many attempts from this account. Wait ten minutes, then start again on the NumScope sign-in page.',
          );
          return 'rate_limited';
        }
        const bound = await repo.bindChannelUser(e.code, e.method, e.channelUser, clock.now());
        if (!bound) {
          // Unknown, expired, or already bound to another messenger user: the same answer.
          await reply(e.channelUser, 'This code is unknown or has expired. Start again on the NumScope sign-in page.');
          return 'code_invalid';
        }
        const msg = channel.askForContact?.(e.channelUser, channel.contactNonce?.(e.code, e.channelUser) ?? '');
        if (msg) await send(msg);
        return 'bound';
      }
      case 'contact': {
        const refused = channel.contactNonce ? await ownContact(e, channel.contactNonce) : null;
        const outcome = refused ?? (await confirm('channelUser', e.channelUser, e.phone, e.method));
        await reply(e.channelUser, CONTACT_REPLIES[outcome] ?? CONTACT_REPLIES.no_pending_code!);
        return outcome;
      }
      case 'message':
        return /^[0-9]{6}$/.test(e.text) ? confirm('code', e.text, e.phone, e.method) : 'code_invalid';
      case 'call':
        return confirm('callNumber', e.to, e.phone, e.method);
      case 'refused': {
        if (e.reason === 'contact_not_own' && e.channelUser)
          await reply(e.channelUser, 'Please share your own phone number with the button below.');
        return e.reason;
      }
    }
  }

  return {
    async issue({ ip }: { ip: string }): Promise<IssuedCode> {
      if (channels.enabled.length === 0) throw new AppError('AUTH_METHOD_DISABLED');
      await limit(perAddress('get', ip), AUTH_LIMITS.codesPerIpPer10Min, 600);
      const sessionSecret = randomBytes(24).toString('base64url');
      const now = clock.now();
      const wantsCall = channels.isEnabled('flashcall') && (await mayClaimCallNumber(ip, now));
      for (let attempt = 0; attempt < 8; attempt++) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const callNumber =
          wantsCall && attempt < 4 ? await repo.freeCallNumber(channels.flashcallNumbers, now, AUTH_LIMITS.callQuarantineSeconds) : null;
        if (
          !(await repo.insertCode({
            code,
            sessionHash: hash(sessionSecret),
            client: clientKey(ip),
            callNumber,
            ttlSeconds: codeTtlSeconds,
            now: clock.now(),
          }))
        )
          continue;
        // Flash call is offered only while one of our numbers is free for this code.
        const methods = channels.enabled
          .filter((m) => m !== 'flashcall' || callNumber)
          .map((m) => channels.channel(m).instruction(code, callNumber));
        return { code, auth: methods[0]!.method, expiresIn: codeTtlSeconds, methods, sessionSecret };
      }
      throw new AppError('INTERNAL');
    },

    /**
     * The user accepted the agreement for this code. Access first: the request is signed with the
     * shared secret, recent, its nonce is new (spec §7), and the address is within its limit. It
     * counts only from the browser holding the code's cookie, and the answer is the same whether
     * the code is live, unknown, expired, used or another browser's: it tells a guesser nothing.
     * `phone`, the number the user typed, is the only number that may then confirm the code
     * (decision 050); a client that sends none accepts a proof from any number, as the spec's did.
     */
    async agree({
      code,
      phone,
      host,
      cnonce,
      timestamp,
      signature,
      sessionSecret,
      ip,
    }: {
      code: string;
      phone?: string | undefined;
      host: string;
      cnonce: string;
      timestamp: number;
      signature: string;
      sessionSecret: string | undefined;
      ip: string;
    }): Promise<void> {
      const signed = await signRequest({
        method: 'POST',
        host,
        path: routes.authAgreement.path,
        params: phone === undefined ? { code } : { code, phone },
        cnonce,
        timestamp,
        secret: signingSecret,
      });
      if (!safeEqual(signature, signed)) throw new AppError('AUTH_SIGNATURE_INVALID');
      if (Math.abs(epochSeconds(clock) - timestamp) > SIGNATURE_MAX_SKEW_SECONDS) throw new AppError('AUTH_TIMESTAMP_STALE');
      await limit(perAddress('agree', ip), AUTH_LIMITS.agreementsPerIpPer10Min, 600);
      if (!(await kv.setOnce(`auth:nonce:${cnonce}`, 2 * SIGNATURE_MAX_SKEW_SECONDS))) throw new AppError('AUTH_NONCE_REPLAYED');
      const own = phone === undefined ? null : normalizePhone(phone);
      if (phone !== undefined && !own) throw new AppError('PHONE_INVALID');
      await repo.agree(code, hash(sessionSecret ?? ''), clock.now(), own?.e164 ?? null);
    },

    /**
     * Polled by the browser that asked for the code: false until confirmed, then the token, once.
     * Only that browser (its cookie) spends the code's check limit; anyone else's check reads as
     * an unknown code and counts against their own address.
     */
    async check({ code, sessionSecret, ip }: { code: string; sessionSecret: string | undefined; ip: string }): Promise<AuthCheckResult> {
      const sessionHash = hash(sessionSecret ?? '');
      const state = await repo.state(code, sessionHash, clock.now());
      // Another browser's code reads as unknown: nothing tells a guesser that a code exists.
      if (!state || !state.sessionMatches) {
        await limit(perAddress('miss', ip), AUTH_LIMITS.missesPerIpPer10Min, 600);
        throw new AppError('AUTH_CODE_UNKNOWN');
      }
      await limit(`auth:check:${code}:${sessionHash}`, AUTH_LIMITS.checksPerCode, codeTtlSeconds);
      const done = await repo.consume(code, sessionHash, clock.now());
      if (done) {
        const sessionId = await sessions.start(done.account_id);
        const token = await tokens.issue({ accountId: done.account_id, phone: done.phone, sessionId });
        for (const hook of afterSignIn) await hook({ accountId: done.account_id, phone: done.phone, isNewUser: done.is_new_user });
        return { status: true, token, phoneNumber: done.phone, profileId: done.account_id, isNewUser: done.is_new_user };
      }
      const now = await repo.state(code, sessionHash, clock.now());
      if (!now || now.status === 'consumed') throw new AppError('AUTH_CODE_USED');
      if (now.status === 'expired' || now.expired) throw new AppError('AUTH_CODE_EXPIRED');
      if (now.status === 'confirmed' && !now.agreed) throw new AppError('AUTH_AGREEMENT_REQUIRED');
      return { status: false };
    },

    /** Sign-out: this token's session ends on the server; any later call with it gets 403. */
    async signOut({ account }: { account: AccountClaims }): Promise<void> {
      if (account.sessionId) await sessions.revoke(account.sessionId);
    },

    /** Sign-out on all devices: every session of the account ends. */
    async signOutEverywhere({ account }: { account: AccountClaims }): Promise<number> {
      return sessions.revokeAll(account.accountId);
    },

    /** Applies a verified provider webhook once; a redelivered event changes nothing. */
    async handleWebhook(adapterName: string, events: ChannelEvent[]): Promise<WebhookOutcome[]> {
      const outcomes: WebhookOutcome[] = [];
      for (const e of events) {
        if (!(await repo.firstSeen(adapterName, e.eventId, clock.now()))) outcomes.push('duplicate');
        else outcomes.push(await handleEvent(e));
      }
      return outcomes;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
