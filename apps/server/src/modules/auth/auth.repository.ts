import type { AuthMethod } from '@numscope/contract';
import type { Database, Querier, Statement } from '../../db/client.js';

export interface CodeState {
  status: 'pending' | 'confirmed' | 'consumed' | 'expired';
  expired: boolean;
  agreed: boolean;
  sessionMatches: boolean;
}

/** The account a confirmation signed in, and whether this confirmation created it. */
export interface ConfirmedAccount {
  accountId: number;
  isNew: boolean;
}

export interface Confirmed {
  phone: string;
  account_id: number;
  is_new_user: boolean;
}

const EXPIRE_OLD: Statement = {
  name: 'auth_expire_old',
  text: `update auth_codes set status = 'expired' where status in ('pending', 'confirmed') and expires_at < $1`,
};

const INSERT: Statement = {
  name: 'auth_insert_code',
  text: `insert into auth_codes (code, session_hash, ip, call_number, created_at, expires_at)
    values ($1, $2, $3, $4, $6, $6::timestamptz + make_interval(secs => $5))
    on conflict do nothing returning id`,
};

/**
 * A flash-call number no code holds: not reserved by a live code and out of quarantine (the last
 * code that held it ended at least $3 seconds ago), the one idle longest first, so a late call to
 * a number reaches no code for as long as possible.
 */
const FREE_CALL_NUMBER: Statement = {
  name: 'auth_free_call_number',
  text: `select u.n from unnest($1::text[]) with ordinality as u(n, i)
    left join lateral (select max(c.expires_at) as last_end from auth_codes c where c.call_number = u.n) l on true
    where l.last_end is null or l.last_end + make_interval(secs => $3) <= $2
    order by l.last_end nulls first, u.i limit 1`,
};

/** Flash-call numbers an address holds for live codes. */
const LIVE_CALL_CLAIMS: Statement = {
  name: 'auth_live_call_claims',
  text: `select count(*)::int as n from auth_codes where ip = $1 and call_number is not null and status = 'pending' and expires_at > $2`,
};

/** The first agreement of a code names the number it is for; a later one changes nothing. */
const AGREE: Statement = {
  name: 'auth_agree',
  text: `update auth_codes set expected_phone = case when agreed_at is null then $4 else expected_phone end, agreed_at = coalesce(agreed_at, $3)
    where code = $1 and session_hash = $2 and status in ('pending', 'confirmed') and expires_at > $3 returning id`,
};

const STATE: Statement = {
  name: 'auth_state',
  text: `select status, expires_at <= $3 as expired, agreed_at is not null as agreed, session_hash = $2 as session_matches
    from auth_codes where code = $1 order by id desc limit 1`,
};

const BIND: Statement = {
  name: 'auth_bind_channel_user',
  text: `update auth_codes set channel_user = $3, method = $2
    where code = $1 and status = 'pending' and expires_at > $4
      and (channel_user is null or (channel_user = $3 and method = $2)) returning id`,
};

/** The sign-in address's network, never the address itself. */
const IP = `regexp_replace(target.ip, '^::ffff:', '')`;
const SIGNUP_NETWORK = `case when ${IP} ~ '^[0-9]{1,3}(\\.[0-9]{1,3}){3}$' then host(set_masklen(${IP}::inet, 24)::cidr)
  when ${IP} ~ '^[0-9a-fA-F:]+(/64)?$' then host(set_masklen(${IP}::inet, 48)::cidr) end`;

/** A live code waiting for a proof: `condition` names it by code, messenger user or flash-call number. */
const live = (condition: string, at: string) => `${condition} and status = 'pending' and expires_at > ${at} and created_at <= ${at}`;

/**
 * Confirms one pending code for a phone in a single statement: the code row is locked, the
 * account is created only if the code is live and for this number (so a refused confirmation
 * creates nothing), and the code records who confirmed it and whether the account is new.
 */
function confirmStatement(name: string, condition: string): Statement {
  return {
    name,
    text: `with target as (
        select id, ip from auth_codes where ${live(condition, '$4')} and (expected_phone is null or expected_phone = $2)
        order by id desc limit 1 for update),
      created as (
        -- The network (/24 or /48) and channel a new account came from: burst detection (decision 030).
        insert into accounts (phone, created_at, signup_network, signup_channel)
        select $2, $4::timestamptz, ${SIGNUP_NETWORK}, $3 from target
        on conflict (phone) do nothing returning id),
      account as (
        select id, true as is_new from created
        union all select id, false from accounts where phone = $2 and not exists (select 1 from created)),
      -- A Viber card claimed this same number for this code, and now another method proved it: the
      -- Viber account is pinned to it and signs in alone from now on (decision 046). The method column is
      -- still the claiming channel here (every part of the statement sees the row as it was).
      pinned as (
        insert into channel_identities (method, channel_user, phone, created_at)
        select c.method, c.channel_user, $2, $4 from auth_codes c join target on c.id = target.id
        where c.claimed_phone = $2 and c.channel_user is not null
        on conflict do nothing)
      update auth_codes c set status = 'confirmed', phone = $2, method = $3, confirmed_at = $4,
        account_id = (select id from account), is_new_user = (select is_new from account)
      from target where c.id = target.id
      returning c.account_id, c.is_new_user`,
  };
}

const BY = { code: 'code = $1', channelUser: 'channel_user = $1 and method = $3', callNumber: 'call_number = $1' } as const;
type ConfirmBy = keyof typeof BY;

const CONFIRM_BY: Record<ConfirmBy, Statement> = {
  code: confirmStatement('auth_confirm_by_code', BY.code),
  channelUser: confirmStatement('auth_confirm_by_channel_user', BY.channelUser),
  callNumber: confirmStatement('auth_confirm_by_call_number', BY.callNumber),
};

/** Whether a live code answers to the proof but was asked for another number than `$2` (`$3`, the method, is typed for every condition). */
function forAnotherStatement(name: string, condition: string): Statement {
  return { name, text: `select $3::text from auth_codes where ${live(condition, '$4')} and expected_phone <> $2 limit 1` };
}

const FOR_ANOTHER_BY: Record<ConfirmBy, Statement> = {
  code: forAnotherStatement('auth_for_another_by_code', BY.code),
  channelUser: forAnotherStatement('auth_for_another_by_channel_user', BY.channelUser),
  callNumber: forAnotherStatement('auth_for_another_by_call_number', BY.callNumber),
};

/** The live code a messenger user is bound to (the contact they share confirms it). */
const BOUND_CODE: Statement = {
  name: 'auth_bound_code',
  text: `select code from auth_codes where channel_user = $1 and method = $2 and status = 'pending' and expires_at > $3
    order by id desc limit 1`,
};

/** The phone a messenger account is pinned to, and the account a phone is pinned to, on one channel. */
const IDENTITY_CONFLICT: Statement = {
  name: 'auth_identity_conflict',
  text: `select 1 from channel_identities where method = $1 and
    ((channel_user = $2 and phone <> $3) or (phone = $3 and channel_user <> $2)) limit 1`,
};

/** Whether a messenger account is pinned to this phone on one channel. */
const PINNED: Statement = {
  name: 'auth_pinned',
  text: `select 1 from channel_identities where method = $1 and channel_user = $2 and phone = $3`,
};

/** The phone a messenger user's contact card claimed for the live code they are bound to (and asked for that number). */
const CLAIM: Statement = {
  name: 'auth_claim_phone',
  text: `update auth_codes set claimed_phone = $3 where channel_user = $1 and method = $2 and status = 'pending' and expires_at > $4
    and (expected_phone is null or expected_phone = $3) returning id`,
};

/** The token goes to the code's browser once, and only for the number it was asked for (a confirmation may precede the agreement). */
const CONSUME: Statement = {
  name: 'auth_consume',
  text: `update auth_codes set status = 'consumed'
    where code = $1 and session_hash = $2 and status = 'confirmed' and agreed_at is not null and expires_at > $3
      and (expected_phone is null or expected_phone = phone)
    returning phone, account_id, is_new_user`,
};

const SEEN: Statement = {
  name: 'webhook_seen',
  text: `insert into webhook_events (channel, event_id, created_at) values ($1, $2, $3) on conflict do nothing returning event_id`,
};

/** Sign-in codes and provider events; every function takes the time from its caller's clock. */
export function createAuthRepository(db: Querier) {
  return {
    async insertCode(
      c: { code: string; sessionHash: string; client: string; callNumber: string | null; ttlSeconds: number; now: Date },
      q: Querier = db,
    ): Promise<boolean> {
      await q.query(EXPIRE_OLD, [c.now]);
      return (await q.query(INSERT, [c.code, c.sessionHash, c.client, c.callNumber, c.ttlSeconds, c.now])).length === 1;
    },
    async freeCallNumber(numbers: string[], now: Date, quarantineSeconds: number, q: Querier = db): Promise<string | null> {
      return (await q.query<{ n: string }>(FREE_CALL_NUMBER, [numbers, now, quarantineSeconds]))[0]?.n ?? null;
    },
    async liveCallClaims(client: string, now: Date, q: Querier = db): Promise<number> {
      return (await q.query<{ n: number }>(LIVE_CALL_CLAIMS, [client, now]))[0]?.n ?? 0;
    },
    async agree(code: string, sessionHash: string, now: Date, expectedPhone: string | null, q: Querier = db): Promise<boolean> {
      return (await q.query(AGREE, [code, sessionHash, now, expectedPhone])).length === 1;
    },
    async state(code: string, sessionHash: string, now: Date, q: Querier = db): Promise<CodeState | null> {
      const row = (
        await q.query<{ status: CodeState['status']; expired: boolean; agreed: boolean; session_matches: boolean }>(STATE, [
          code,
          sessionHash,
          now,
        ])
      )[0];
      return row ? { status: row.status, expired: row.expired, agreed: row.agreed, sessionMatches: row.session_matches } : null;
    },
    async bindChannelUser(code: string, method: AuthMethod, user: string, now: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(BIND, [code, method, user, now])).length === 1;
    },
    /** The account the code confirmed (created here for a new number), or null when no live code answered. */
    async confirm(
      by: ConfirmBy,
      key: string,
      phone: string,
      method: AuthMethod,
      now: Date,
      q: Querier = db,
    ): Promise<ConfirmedAccount | null> {
      const row = (await q.query<{ account_id: number; is_new_user: boolean }>(CONFIRM_BY[by], [key, phone, method, now]))[0];
      return row ? { accountId: Number(row.account_id), isNew: row.is_new_user } : null;
    },
    /** True when a live code answers to this proof but was asked for another number. */
    async forAnotherNumber(by: ConfirmBy, key: string, phone: string, method: AuthMethod, now: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(FOR_ANOTHER_BY[by], [key, phone, method, now])).length > 0;
    },
    async boundCode(user: string, method: AuthMethod, now: Date, q: Querier = db): Promise<string | null> {
      return (await q.query<{ code: string }>(BOUND_CODE, [user, method, now]))[0]?.code ?? null;
    },
    /** True when this messenger account confirmed another phone, or this phone another messenger account. */
    async identityConflict(method: AuthMethod, user: string, phone: string, q: Querier = db): Promise<boolean> {
      return (await q.query(IDENTITY_CONFLICT, [method, user, phone])).length > 0;
    },
    async pinned(method: AuthMethod, user: string, phone: string, q: Querier = db): Promise<boolean> {
      return (await q.query(PINNED, [method, user, phone])).length > 0;
    },
    /** Records the phone a card claimed for the user's live code; false when no code is waiting. */
    async claim(user: string, method: AuthMethod, phone: string, now: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(CLAIM, [user, method, phone, now])).length > 0;
    },
    async consume(code: string, sessionHash: string, now: Date, q: Querier = db): Promise<Confirmed | null> {
      return (await q.query<Confirmed>(CONSUME, [code, sessionHash, now]))[0] ?? null;
    },
    /** True the first time a provider event is seen. */
    async firstSeen(channel: string, eventId: string, now: Date, q: Querier = db): Promise<boolean> {
      return (await q.query(SEEN, [channel, eventId, now])).length === 1;
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

const CALL_NUMBER: Statement = {
  name: 'auth_call_number',
  text: `select call_number from auth_codes where code = $1 and status = 'pending' order by id desc limit 1`,
};

/** The flash-call number a pending code holds (the simulated phone dials it). */
export async function callNumberOf(db: Database, code: string): Promise<string | null> {
  return (await db.query<{ call_number: string | null }>(CALL_NUMBER, [code]))[0]?.call_number ?? null;
}

// Sign-in housekeeping (auth.jobs.ts): times come from the job's Clock.
const EXPIRE_DUE: Statement = {
  name: 'auth_expire_due',
  text: `update auth_codes set status = 'expired' where status in ('pending', 'confirmed') and expires_at < $1::timestamptz`,
};
const PURGE_CODES: Statement = {
  name: 'auth_purge_codes',
  text: `delete from auth_codes where status in ('expired', 'consumed') and expires_at < $1::timestamptz`,
};
const PURGE_EVENTS: Statement = { name: 'webhook_purge_events', text: `delete from webhook_events where created_at < $1::timestamptz` };

/**
 * Expires codes past their time (which releases the flash-call numbers they held) and deletes
 * codes and webhook event ids older than the given cut-offs. Running it twice changes nothing more.
 */
export async function expireAndPurgeCodes(db: Database, o: { now: Date; codesBefore: Date; eventsBefore: Date }): Promise<void> {
  await db.query(EXPIRE_DUE, [o.now.toISOString()]);
  await db.query(PURGE_CODES, [o.codesBefore.toISOString()]);
  await db.query(PURGE_EVENTS, [o.eventsBefore.toISOString()]);
}
