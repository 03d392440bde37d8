import { REPUTATION, tagPolarity, type Reputation, type TagGroup } from '@numscope/contract';

/**
 * The reputation of one number from everything said about it (decision 030), as pure functions:
 * decay, reporter weight, one voice per account, bursts, and the explanation the page shows.
 */
const DAY = 86_400_000;
const R = REPUTATION;
/** Accounts on one network created this close together are related (burst detection). */
const SAME_NETWORK_MS = 30 * DAY;

/** One thing an account said about a number. */
export type Signal =
  | { accountId: number; kind: 'review'; stance: number; at: number; commentId: number }
  | { accountId: number; kind: 'report'; at: number }
  | { accountId: number; kind: 'tag'; tag: string; at: number }
  | { accountId: number; kind: 'name'; sign: number; at: number }
  /** A like (+1) or dislike (-1) of a review whose stance is `stance`. */
  | { accountId: number; kind: 'reaction'; sign: number; stance: number; at: number; commentId: number };

export interface Voter {
  accountId: number;
  createdAt: number;
  network: string | null;
  channel: string | null;
  agreed: number;
  contradicted: number;
  /** The hold this account is in on this number, if any. */
  hold: { id: number; status: 'pending' | 'released' | 'discarded' } | null;
}

/** Weight left after `ageDays`: halves every half-life. */
export function decay(ageDays: number): number {
  return 2 ** (-Math.max(0, ageDays) / R.halfLifeDays);
}

/** Grows linearly from the minimum to 1 at the established age. */
export function ageFactor(ageDays: number): number {
  return Math.min(1, Math.max(R.minWeight, ageDays / R.establishedAgeDays));
}

/** 1 with no record; each contradiction of a settled outcome costs twice what an agreement earns back. */
export function recordFactor(agreed: number, contradicted: number): number {
  return Math.max(R.minWeight, (1 + agreed) / (1 + agreed + 2 * contradicted));
}

/** How much an account's vote counts, given its age at its latest signal and its track record. */
export function reporterWeight(v: Pick<Voter, 'createdAt' | 'agreed' | 'contradicted'>, at: number): number {
  return Math.max(R.minWeight * R.minWeight, ageFactor((at - v.createdAt) / DAY) * recordFactor(v.agreed, v.contradicted));
}

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);
const polarityOf = (tag: string) => {
  const [group, code] = tag.split(':') as [TagGroup, string];
  const p = tagPolarity(group, code);
  return p === 'warning' ? -1 : p === 'endorsement' ? 1 : 0;
};

/**
 * All of one account's signals on a number folded into one voice in [-1, 1]: each kind says its
 * direction once (ten warning tags say what one does), weighted by its strength and decayed by its
 * age, so an account is one vote however much it does.
 */
export function foldVoice(signals: readonly Signal[], now: number): { voice: number; at: number } {
  const parts: Record<'review' | 'report' | 'tags' | 'names' | 'reactions', { sum: number; at: number }> = {
    review: { sum: 0, at: 0 },
    report: { sum: 0, at: 0 },
    tags: { sum: 0, at: 0 },
    names: { sum: 0, at: 0 },
    reactions: { sum: 0, at: 0 },
  };
  let at = 0;
  const add = (k: keyof typeof parts, value: number, t: number) => {
    parts[k].sum += value;
    if (value !== 0) parts[k].at = Math.max(parts[k].at, t);
  };
  for (const s of signals) {
    at = Math.max(at, s.at);
    if (s.kind === 'review') add('review', s.stance, s.at);
    else if (s.kind === 'report') add('report', -1, s.at);
    else if (s.kind === 'tag') add('tags', polarityOf(s.tag), s.at);
    else if (s.kind === 'name') add('names', s.sign, s.at);
    else add('reactions', s.sign * s.stance, s.at);
  }
  // A strength-weighted mean of the directions, so agreeing parts make at most one vote and decay
  // shows through (a capped sum would hide it); a weak kind alone (a name reaction) stays weak.
  let said = 0;
  let strength = 0;
  for (const [k, p] of Object.entries(parts) as [keyof typeof parts, { sum: number; at: number }][]) {
    said += sign(p.sum) * R.signalStrength[k] * decay((now - p.at) / DAY);
    strength += Math.abs(sign(p.sum)) * R.signalStrength[k];
  }
  return { voice: said / Math.max(1, strength), at };
}

/** The index from weighted endorsements and warnings: a share smoothed by a prior of neutral votes. */
export function trustIndex(endorsements: number, warnings: number): number {
  const k = R.priorVotes;
  return Math.round((100 * (endorsements + k)) / (endorsements + warnings + 2 * k)) / 10;
}

export type BurstReason = 'new' | 'same_network' | 'created_together';

/**
 * New or related accounts whose first signal on the number falls in the burst window. Related:
 * created within an hour of another one on the same channel, or within 30 days on the same network.
 */
export function burstSuspects(voters: readonly Voter[], firstSignal: ReadonlyMap<number, number>, now: number) {
  const inWindow = voters.filter((v) => !v.hold && (firstSignal.get(v.accountId) ?? 0) >= now - R.burstWindowHours * 3_600_000);
  const suspects = new Map<number, Set<BurstReason>>();
  const mark = (id: number, r: BurstReason) => suspects.set(id, (suspects.get(id) ?? new Set()).add(r));
  for (const v of inWindow) {
    if ((firstSignal.get(v.accountId)! - v.createdAt) / DAY < R.newAccountDays) mark(v.accountId, 'new');
    for (const w of inWindow) {
      if (w === v) continue;
      const apart = Math.abs(v.createdAt - w.createdAt);
      if (v.network && v.network === w.network && apart <= SAME_NETWORK_MS) mark(v.accountId, 'same_network');
      if (v.channel && v.channel === w.channel && apart <= R.createdTogetherMinutes * 60_000) mark(v.accountId, 'created_together');
    }
  }
  return suspects;
}

export interface ScoreInput {
  signals: readonly Signal[];
  voters: ReadonlyMap<number, Voter>;
  now: number;
  /** Signals before this time no longer count (an upheld reputation review). */
  resetAt: number | null;
  /** The number's pending hold, if a burst is already waiting for a moderator. */
  pendingHold: number | null;
  ownerReview: Reputation['ownerReview'];
}

export interface VoiceRow {
  accountId: number;
  voice: number;
  weight: number;
  at: number;
  held: 'pending' | 'discarded' | null;
}

export interface Score {
  index: number;
  isUnwanted: boolean;
  /** Accounts whose report counts (the spec's `bans`). */
  reporters: number;
  reputation: Reputation;
  voices: VoiceRow[];
  /** A new burst to hold, or accounts to add to the pending one. */
  hold: { accountIds: number[]; reasons: BurstReason[] } | null;
  /** Accounts that wrote now while the number is under review and may not (NUMBER_UNDER_REVIEW). */
  refused: number[];
  /**
   * Per review with recorded reactions: what weighting changes in its likes minus dislikes
   * (Σ sign · (weight − 1); a held reactor's reaction counts 0). Counts without a recorded reactor
   * (imported data) keep weight 1.
   */
  reactionAdjustments: Map<number, number>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function scoreNumber(input: ScoreInput): Score {
  const { now } = input;
  const signals = input.signals.filter((s) => input.resetAt === null || s.at >= input.resetAt);
  const byAccount = new Map<number, Signal[]>();
  for (const s of signals) byAccount.set(s.accountId, [...(byAccount.get(s.accountId) ?? []), s]);
  const firstSignal = new Map([...byAccount].map(([id, list]) => [id, Math.min(...list.map((s) => s.at))]));
  const voters = [...byAccount.keys()].map((id) => input.voters.get(id)).filter((v): v is Voter => v !== undefined);

  // Bursts: while one waits for a moderator, new or related accounts that write now are refused;
  // otherwise enough suspects in the window are held.
  const suspects = burstSuspects(voters, firstSignal, now);
  const heldNow = new Set<number>();
  let hold: Score['hold'] = null;
  let refused: number[] = [];
  if (input.pendingHold !== null) {
    const held = voters.filter((v) => v.hold?.status === 'pending' && v.network);
    // Related to a held account as burst detection means it (the same network, created within 30
    // days of it): a long-standing user who shares a carrier's addresses with a campaign still writes.
    const relatedToHeld = (v: Voter) =>
      v.network !== null && held.some((h) => h.network === v.network && Math.abs(h.createdAt - v.createdAt) <= SAME_NETWORK_MS);
    refused = voters
      .filter((v) => !v.hold && byAccount.get(v.accountId)!.some((s) => s.at === now))
      .filter((v) => (now - v.createdAt) / DAY < R.newAccountDays || suspects.has(v.accountId) || relatedToHeld(v))
      .map((v) => v.accountId);
  } else if (suspects.size >= R.burstMinAccounts) {
    hold = { accountIds: [...suspects.keys()], reasons: [...new Set([...suspects.values()].flatMap((r) => [...r]))] };
    for (const id of suspects.keys()) heldNow.add(id);
  }

  const voices: VoiceRow[] = [];
  const side = { warnings: 0, endorsements: 0, youngWarnings: 0, youngEndorsements: 0 };
  const tagWeights = new Map<string, number>();
  let recent = 0;
  let lastSignal = 0;
  let reporters = 0;
  const weights = new Map<number, number>();
  for (const v of voters) {
    const list = byAccount.get(v.accountId)!;
    const { voice, at } = foldVoice(list, now);
    const weight = reporterWeight(v, at);
    const held = heldNow.has(v.accountId) ? 'pending' : v.hold && v.hold.status !== 'released' ? v.hold.status : null;
    voices.push({ accountId: v.accountId, voice, weight, at, held });
    if (held) continue;
    weights.set(v.accountId, weight);
    lastSignal = Math.max(lastSignal, at);
    if (list.some((s) => s.kind === 'report')) reporters += 1;
    const amount = Math.abs(voice) * weight;
    const young = (at - v.createdAt) / DAY < R.youngAgeDays;
    if (voice < 0) side[young ? 'youngWarnings' : 'warnings'] += amount;
    else side[young ? 'youngEndorsements' : 'endorsements'] += amount;
    if (now - at <= R.recentDays * DAY) recent += amount;
    for (const s of list)
      if (s.kind === 'tag' && polarityOf(s.tag) !== 0)
        tagWeights.set(s.tag, (tagWeights.get(s.tag) ?? 0) + weight * R.signalStrength.tags * decay((now - s.at) / DAY));
  }
  const warnings = side.warnings + Math.min(R.newVoicesCap, side.youngWarnings);
  const endorsements = side.endorsements + Math.min(R.newVoicesCap, side.youngEndorsements);
  const total = warnings + endorsements;
  const index = trustIndex(endorsements, warnings);

  const reactionAdjustments = new Map<number, number>();
  for (const s of input.signals)
    if (s.kind === 'reaction')
      reactionAdjustments.set(s.commentId, (reactionAdjustments.get(s.commentId) ?? 0) + s.sign * ((weights.get(s.accountId) ?? 0) - 1));

  const counted = voices.filter((v) => !v.held).length;
  const heldCount = voices.length - counted;
  return {
    index,
    isUnwanted: index <= R.unwantedMaxIndex && warnings >= R.unwantedMinWarnings,
    reporters,
    voices,
    hold,
    refused,
    reactionAdjustments,
    reputation: {
      warnings: round1(warnings),
      endorsements: round1(endorsements),
      voices: counted,
      held: heldCount,
      underReview: input.pendingHold !== null || hold !== null,
      newVoicesCapped: side.youngWarnings > R.newVoicesCap || side.youngEndorsements > R.newVoicesCap,
      topTags: [...tagWeights]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([tag, weight]) => {
          const [group, code] = tag.split(':') as [TagGroup, string];
          return { group, code, weight: round1(weight), polarity: polarityOf(tag) < 0 ? ('warning' as const) : ('endorsement' as const) };
        }),
      lastSignalTimestamp: lastSignal ? Math.floor(lastSignal / 1000) : null,
      recentShare: total > 0 ? Math.round((100 * Math.min(recent, total)) / total) / 100 : 0,
      halfLifeDays: R.halfLifeDays,
      resetTimestamp: input.resetAt === null ? null : Math.floor(input.resetAt / 1000),
      ownerReview: input.ownerReview,
    },
  };
}

/** The explanation of a number nobody has scored yet. */
export function neutralReputation(): Reputation {
  return {
    warnings: 0,
    endorsements: 0,
    voices: 0,
    held: 0,
    underReview: false,
    newVoicesCapped: false,
    topTags: [],
    lastSignalTimestamp: null,
    recentShare: 0,
    halfLifeDays: R.halfLifeDays,
    resetTimestamp: null,
    ownerReview: null,
  };
}
