import { TIMINGS_MS, type AuthInstruction, type AuthMethod } from '@numscope/contract';
import { create } from 'zustand';
import { readCookie, removeCookie, writeCookie } from '../../../lib/cookies.js';
import { useSession } from '../../../lib/session.js';
import { checkAuthCode, requestAuthCode, sendAgreement, type AuthCodeData } from '../api/auth-api.js';
import {
  authErrorCode,
  CHECK_PLAN,
  checkWindowMs,
  orderMethods,
  pollUntilConfirmed,
  resumePlan,
  type ConfirmedAuth,
} from './check-flow.js';

/** Cookie names of spec §4: the code lives 120 s, the is-processed flag 35 s. */
export const AUTH_COOKIES = { code: 'authCode', isProcessed: 'isProcessed' } as const;
/** The instructions that go with the code, so that a reload can show them again (this tab only). */
const SNAPSHOT_KEY = 'authFlow';

export type SignInPhase = 'agreement' | 'requesting' | 'waiting' | 'failed';

/** The sign-in part of spec §3's authentication state. */
export interface SignInState {
  phase: SignInPhase;
  userAgreement: boolean;
  /** The digits of the number the user signs in with: only a proof from it confirms the code (decision 050). */
  phone: string;
  /** A code is being requested (spec §4 wait flag). */
  wait: boolean;
  code: string | null;
  authMethod: AuthMethod | null;
  methods: AuthInstruction[];
  simulator: boolean;
  codeExpiresAt: number | null;
  agreementCodeSended: boolean;
  /** A check window is running (polling /auth/check). */
  isProcessed: boolean;
  checkStartedAt: number | null;
  checkEndsAt: number | null;
  authError: number | null;
  isNewUser: boolean | null;
  setUserAgreement: (accepted: boolean) => void;
  setPhone: (digits: string) => void;
}

const initial = {
  phase: 'agreement' as SignInPhase,
  wait: false,
  code: null,
  authMethod: null,
  methods: [],
  simulator: false,
  codeExpiresAt: null,
  agreementCodeSended: false,
  isProcessed: false,
  checkStartedAt: null,
  checkEndsAt: null,
  authError: null,
};

export const useSignIn = create<SignInState>((set) => ({
  ...initial,
  userAgreement: false,
  phone: '',
  isNewUser: null,
  setUserAgreement: (accepted) => set({ userAgreement: accepted }),
  setPhone: (digits) => set({ phone: digits }),
}));

interface Snapshot {
  code: string;
  phone: string;
  auth: AuthMethod;
  methods: AuthInstruction[];
  simulator: boolean;
  expiresAt: number;
}

function saveSnapshot(s: Snapshot): void {
  try {
    globalThis.sessionStorage?.setItem(SNAPSHOT_KEY, JSON.stringify(s));
  } catch {
    /* a reload will show the code without the instructions */
  }
}

function readSnapshot(code: string): Snapshot | null {
  try {
    const s = JSON.parse(globalThis.sessionStorage?.getItem(SNAPSHOT_KEY) ?? 'null') as Snapshot | null;
    return s && s.code === code && Array.isArray(s.methods) ? s : null;
  } catch {
    return null;
  }
}

function forgetCode(): void {
  removeCookie(AUTH_COOKIES.code);
  removeCookie(AUTH_COOKIES.isProcessed);
  try {
    globalThis.sessionStorage?.removeItem(SNAPSHOT_KEY);
  } catch {
    /* nothing stored */
  }
}

let flow: AbortController | null = null;
let check: AbortController | null = null;

function abortAll(): void {
  flow?.abort();
  check?.abort();
  flow = null;
  check = null;
}

function fail(error: unknown): void {
  forgetCode();
  useSignIn.setState({ ...initial, phase: 'failed', authError: authErrorCode(error) });
}

function confirmed(res: ConfirmedAuth): void {
  forgetCode();
  useSignIn.setState({ ...initial, isNewUser: res.isNewUser });
  // Login (spec §4): the token is stored and the user is signed in, with phone number and profile id.
  useSession.getState().signIn(res.token, { phoneNumber: res.phoneNumber, profileId: res.profileId });
}

/**
 * Requesting a code (spec §4): sets the wait flag, clears the error, fetches a code and the auth
 * methods, sends the signed agreement, clears the wait flag and starts the check flow.
 */
export async function requestCode(locale: string): Promise<void> {
  abortAll();
  forgetCode();
  const ctrl = new AbortController();
  flow = ctrl;
  useSignIn.setState({ ...initial, phase: 'requesting', wait: true });
  let data: AuthCodeData;
  try {
    data = await requestAuthCode(locale, ctrl.signal);
    if (ctrl.signal.aborted) return;
    const expiresAt = Date.now() + data.expiresIn * 1000;
    const { phone } = useSignIn.getState();
    writeCookie(AUTH_COOKIES.code, data.code, Math.min(TIMINGS_MS.authCodeCookie, data.expiresIn * 1000));
    saveSnapshot({ code: data.code, phone, auth: data.auth, methods: data.methods, simulator: data.simulator, expiresAt });
    useSignIn.setState({
      code: data.code,
      authMethod: data.auth,
      methods: orderMethods(data.methods, data.auth),
      simulator: data.simulator,
      codeExpiresAt: expiresAt,
    });
    await sendAgreement(data.code, { phone: phone ? `+${phone}` : undefined, signal: ctrl.signal });
    if (ctrl.signal.aborted) return;
  } catch (e) {
    if (!ctrl.signal.aborted) fail(e);
    return;
  }
  useSignIn.setState({ agreementCodeSended: true, wait: false, phase: 'waiting' });
  startCheck();
}

/**
 * Starts (or restarts) a check window for the current code: the is-processed flag is set (cookie,
 * 35 s) and /auth/check is polled. `elapsedMs` resumes a window that began before a reload.
 */
export function startCheck(elapsedMs = 0): void {
  const { code } = useSignIn.getState();
  if (!code) return;
  check?.abort();
  const ctrl = new AbortController();
  check = ctrl;
  const startedAt = Date.now() - elapsedMs;
  writeCookie(AUTH_COOKIES.isProcessed, String(startedAt), TIMINGS_MS.isProcessedCookie - elapsedMs);
  useSignIn.setState({ isProcessed: true, checkStartedAt: startedAt, checkEndsAt: startedAt + checkWindowMs() });
  pollUntilConfirmed({ check: (signal) => checkAuthCode(code, signal), plan: resumePlan(elapsedMs, CHECK_PLAN), signal: ctrl.signal }).then(
    (res) => {
      if (!ctrl.signal.aborted) confirmed(res);
    },
    (e: unknown) => {
      if (!ctrl.signal.aborted) fail(e);
    },
  );
}

/**
 * After a reload: if the code cookie is still there, show the code again (with its instructions
 * when this tab still has them) and go on waiting — resuming the running window when the
 * is-processed cookie says one is running, otherwise with a fresh one.
 */
export function resumeSignIn(): void {
  if (useSignIn.getState().phase === 'requesting') {
    if (flow && !flow.signal.aborted) return;
    useSignIn.setState({ ...initial }); // the page was left while a code was being requested
  }
  const state = useSignIn.getState();
  const code = readCookie(AUTH_COOKIES.code);
  if (state.phase === 'failed') return;
  if (state.phase === 'waiting' && state.code && (check === null || check.signal.aborted)) {
    const started = Number(readCookie(AUTH_COOKIES.isProcessed));
    startCheck(Number.isFinite(started) && started > 0 ? Math.max(0, Date.now() - started) : 0);
    return;
  }
  if (state.phase !== 'agreement' || !code || !/^\d{6}$/.test(code)) return;
  const snap = readSnapshot(code);
  useSignIn.setState({
    ...initial,
    phase: 'waiting',
    userAgreement: true,
    agreementCodeSended: true,
    code,
    phone: snap?.phone ?? '',
    authMethod: snap?.auth ?? null,
    methods: snap ? orderMethods(snap.methods, snap.auth) : [],
    simulator: snap?.simulator ?? false,
    codeExpiresAt: snap?.expiresAt ?? null,
  });
  const started = Number(readCookie(AUTH_COOKIES.isProcessed));
  startCheck(Number.isFinite(started) && started > 0 ? Math.max(0, Date.now() - started) : 0);
}

/** The user acted (opened a link, copied the number, used the simulator): give them a full window again. */
export function userActed(): void {
  if (useSignIn.getState().phase === 'waiting') startCheck();
}

/** "Start again": a new code right away (the agreement is already accepted). */
export function startAgain(locale: string): void {
  if (useSignIn.getState().userAgreement) void requestCode(locale);
  else resetSignIn();
}

/** Stops any running request or check (leaving the login page); the cookies stay for a later resume. */
export function pauseSignIn(): void {
  abortAll();
}

export function resetSignIn(): void {
  abortAll();
  forgetCode();
  useSignIn.setState({ ...initial });
}
