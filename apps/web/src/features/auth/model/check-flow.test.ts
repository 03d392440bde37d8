import type { AuthCheckResult, AuthInstruction } from '@numscope/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.js';
import {
  authErrorCode,
  AuthFlowError,
  CHECK_PLAN,
  checkWindowMs,
  formatCode,
  formatCountdown,
  orderMethods,
  pollUntilConfirmed,
  resumePlan,
} from './check-flow.js';

const ok: AuthCheckResult = { status: true, token: 't', phoneNumber: '+79161234567', profileId: 7, isNewUser: true };
const pending: AuthCheckResult = { status: false };

function clock() {
  const waits: number[] = [];
  return { waits, sleep: vi.fn(async (ms: number) => void waits.push(ms)) };
}

describe('check flow', () => {
  it('waits 3000 ms, then checks every 3500 ms until confirmed', async () => {
    const { waits, sleep } = clock();
    const check = vi
      .fn<() => Promise<AuthCheckResult>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce(ok);
    await expect(pollUntilConfirmed({ check, sleep })).resolves.toEqual(ok);
    expect(waits).toEqual([3000, 3500, 3500]);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10 tries with 2010 (not confirmed)', async () => {
    const { waits, sleep } = clock();
    const check = vi.fn(async () => pending);
    const err = await pollUntilConfirmed({ check, sleep }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AuthFlowError);
    expect(authErrorCode(err)).toBe(2010);
    expect(check).toHaveBeenCalledTimes(10);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(checkWindowMs());
    expect(checkWindowMs()).toBe(3000 + 9 * 3500);
  });

  it('ends at once with the server code of an API error', async () => {
    const { sleep } = clock();
    const check = vi.fn(async () => {
      throw new ApiError({ statusCode: 10000, code: 'INTERNAL', httpStatus: 410, serverStatusCode: 2003 });
    });
    const err = await pollUntilConfirmed({ check, sleep }).catch((e: unknown) => e);
    expect(authErrorCode(err)).toBe(2003);
    expect(check).toHaveBeenCalledOnce();
  });

  it('treats a network failure as an unanswered try', async () => {
    const { sleep } = clock();
    const check = vi
      .fn<() => Promise<AuthCheckResult>>()
      .mockRejectedValueOnce(new ApiError({ statusCode: 10000, code: 'NETWORK', httpStatus: 0 }))
      .mockResolvedValueOnce(ok);
    await expect(pollUntilConfirmed({ check, sleep })).resolves.toEqual(ok);
  });

  it('stops when aborted', async () => {
    const ctrl = new AbortController();
    const check = vi.fn(async () => pending);
    const run = pollUntilConfirmed({ check, signal: ctrl.signal });
    ctrl.abort(new Error('left the page'));
    await expect(run).rejects.toThrow('left the page');
    expect(check).not.toHaveBeenCalled();
  });

  it('resumes a window after a reload with the checks it had left', () => {
    expect(resumePlan(0)).toEqual(CHECK_PLAN);
    expect(resumePlan(1000)).toEqual({ ...CHECK_PLAN, firstWait: 2000 });
    // 3000 + 2 × 3500 = 10 000: three checks done; the fourth is due at 13 500.
    expect(resumePlan(11_000)).toEqual({ ...CHECK_PLAN, tries: 7, firstWait: 2500 });
    expect(resumePlan(60_000).tries).toBe(0);
  });

  it('a window that is over fails at once', async () => {
    const check = vi.fn(async () => ok);
    await expect(pollUntilConfirmed({ check, plan: resumePlan(60_000), sleep: async () => {} })).rejects.toBeInstanceOf(AuthFlowError);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('auth error codes', () => {
  it('stores the numeric code of the error body, 10000 otherwise', () => {
    expect(authErrorCode(new ApiError({ statusCode: 2001, code: 'AUTH_METHOD_DISABLED', httpStatus: 400, serverStatusCode: 2001 }))).toBe(
      2001,
    );
    expect(authErrorCode(new ApiError({ statusCode: 10000, code: 'INTERNAL', httpStatus: 401, serverStatusCode: 2006 }))).toBe(2006);
    expect(authErrorCode(new ApiError({ statusCode: 10000, code: 'NETWORK', httpStatus: 0 }))).toBe(10000);
    expect(authErrorCode(new Error('x'))).toBe(10000);
  });
});

describe('presentation helpers', () => {
  const m = (method: AuthInstruction['method']): AuthInstruction => ({ method, link: null, number: null, text: null, qr: null });
  it('puts the preferred method first and keeps the others in order', () => {
    expect(orderMethods([m('whatsapp'), m('telegram'), m('sms')], 'telegram').map((x) => x.method)).toEqual([
      'telegram',
      'whatsapp',
      'sms',
    ]);
    expect(orderMethods([m('sms')], null).map((x) => x.method)).toEqual(['sms']);
  });
  it('formats the countdown and the code', () => {
    expect(formatCountdown(34_500)).toBe('0:35');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCode('123456')).toBe('123 456');
  });
});
