import { describe, expect, it } from 'vitest';
import { REPUTATION } from '@numscope/contract';
import {
  ageFactor,
  burstSuspects,
  decay,
  foldVoice,
  recordFactor,
  reporterWeight,
  scoreNumber,
  trustIndex,
  type Signal,
  type Voter,
} from './scoring.js';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00Z');
const daysAgo = (d: number) => NOW - d * DAY;

/** An independent account: its own network, created hours apart from the others. */
const voter = (accountId: number, ageDays: number, extra: Partial<Voter> = {}): Voter => ({
  accountId,
  createdAt: daysAgo(ageDays) + accountId * 2 * 3_600_000,
  network: `10.${accountId}.0.0/24`,
  channel: 'sms',
  agreed: 0,
  contradicted: 0,
  hold: null,
  ...extra,
});
const review = (accountId: number, stance: number, ageDays = 0): Signal => ({
  accountId,
  kind: 'review',
  stance,
  at: daysAgo(ageDays),
  commentId: accountId,
});
const score = (voters: Voter[], signals: Signal[]) =>
  scoreNumber({
    signals,
    voters: new Map(voters.map((v) => [v.accountId, v])),
    now: NOW,
    resetAt: null,
    pendingHold: null,
    ownerReview: null,
  });

describe('decay', () => {
  it('keeps everything today, half after one half-life, a quarter after two', () => {
    expect(decay(0)).toBe(1);
    expect(decay(REPUTATION.halfLifeDays)).toBeCloseTo(0.5);
    expect(decay(2 * REPUTATION.halfLifeDays)).toBeCloseTo(0.25);
    // A signal stamped in the future (clock skew) weighs no more than a fresh one.
    expect(decay(-5)).toBe(1);
  });
});

describe('reporter weight', () => {
  it('grows with age from the minimum to 1 at the established age', () => {
    expect(ageFactor(0)).toBe(REPUTATION.minWeight);
    expect(ageFactor(REPUTATION.establishedAgeDays / 2)).toBeCloseTo(0.5);
    expect(ageFactor(3 * REPUTATION.establishedAgeDays)).toBe(1);
  });

  it('falls for a reporter that contradicts settled outcomes, and agreement earns some back', () => {
    expect(recordFactor(0, 0)).toBe(1);
    expect(recordFactor(0, 1)).toBeCloseTo(1 / 3);
    expect(recordFactor(4, 1)).toBeCloseTo(5 / 7);
    expect(recordFactor(0, 50)).toBe(REPUTATION.minWeight);
  });

  it('is the product of age and record at the latest signal', () => {
    const old = voter(1, 400);
    expect(reporterWeight(old, NOW)).toBe(1);
    expect(reporterWeight({ ...old, contradicted: 1 }, NOW)).toBeCloseTo(1 / 3);
    expect(reporterWeight(voter(2, 1), NOW)).toBe(REPUTATION.minWeight);
  });
});

describe('one voice per account', () => {
  it('ten warning tags say what one does; tags and a report together still make one vote', () => {
    const tags = ['scammer', 'collector', 'spam', 'robot', 'fraud', 'telemarketer'].map((code): Signal => ({
      accountId: 1,
      kind: 'tag',
      tag: `callerType:${code}`,
      at: NOW,
    }));
    const one = foldVoice([tags[0]!], NOW).voice;
    expect(foldVoice(tags, NOW).voice).toBe(one);
    const everything = foldVoice(
      [...tags, review(1, -1), { accountId: 1, kind: 'report', at: NOW }, { accountId: 1, kind: 'name', sign: -1, at: NOW }],
      NOW,
    );
    expect(everything.voice).toBe(-1);
  });

  it('a positive review and a warning tag pull against each other', () => {
    const v = foldVoice([review(1, 1), { accountId: 1, kind: 'tag', tag: 'callerType:scammer', at: NOW }], NOW).voice;
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
  });

  it('an old voice has decayed, however many kinds of signal it had', () => {
    expect(foldVoice([review(1, -1, REPUTATION.halfLifeDays)], NOW).voice).toBeCloseTo(-0.5);
    const old = REPUTATION.halfLifeDays * 2;
    const everything: Signal[] = [
      review(1, -1, old),
      { accountId: 1, kind: 'report', at: daysAgo(old) },
      { accountId: 1, kind: 'tag', tag: 'callerType:scammer', at: daysAgo(old) },
    ];
    expect(foldVoice(everything, NOW).voice).toBeCloseTo(-0.25);
  });

  it('a weak kind alone stays weak', () => {
    expect(foldVoice([{ accountId: 1, kind: 'name', sign: -1, at: NOW }], NOW).voice).toBeCloseTo(-REPUTATION.signalStrength.names);
  });
});

describe('the index', () => {
  it('is neutral without votes and moves at most 0.3 for one full vote', () => {
    expect(trustIndex(0, 0)).toBe(5);
    expect(trustIndex(0, 1)).toBeGreaterThanOrEqual(4.7);
    expect(trustIndex(1, 0)).toBeLessThanOrEqual(5.3);
    expect(trustIndex(40, 0)).toBeGreaterThan(8.5);
    expect(trustIndex(0, 5)).toBeLessThanOrEqual(REPUTATION.unwantedMaxIndex);
  });

  it('five established warnings flag a number unwanted; five new accounts do not', () => {
    const established = [1, 2, 3, 4, 5].map((id) => voter(id, 400));
    const r = score(
      established,
      established.map((v) => review(v.accountId, -1)),
    );
    expect(r.isUnwanted).toBe(true);
    expect(r.reputation.warnings).toBe(5);

    const young = [1, 2, 3, 4, 5].map((id) => voter(id, 10));
    const y = score(
      young,
      young.map((v) => review(v.accountId, -1, 2)),
    );
    expect(y.isUnwanted).toBe(false);
    expect(y.index).toBeGreaterThan(4.5);
  });

  it('caps what young accounts say together and says so', () => {
    const young = Array.from({ length: 60 }, (_, i) => voter(i + 1, 25));
    const r = score(
      young,
      young.map((v) => review(v.accountId, -1, 1)),
    );
    expect(r.reputation.warnings).toBe(REPUTATION.newVoicesCap);
    expect(r.reputation.newVoicesCapped).toBe(true);
  });

  it('ignores signals before a reset (an upheld reputation review)', () => {
    const old = [1, 2, 3, 4, 5].map((id) => voter(id, 400));
    const r = scoreNumber({
      signals: old.map((v) => review(v.accountId, -1, 10)),
      voters: new Map(old.map((v) => [v.accountId, v])),
      now: NOW,
      resetAt: daysAgo(5),
      pendingHold: null,
      ownerReview: null,
    });
    expect(r.index).toBe(5);
    expect(r.reputation.resetTimestamp).toBe(Math.floor(daysAgo(5) / 1000));
  });

  it('explains the tags that weighed most and how recent the signals are', () => {
    const old = [1, 2, 3].map((id) => voter(id, 400));
    const r = score(old, [
      ...old.map((v): Signal => ({ accountId: v.accountId, kind: 'tag', tag: 'callerType:scammer', at: daysAgo(200) })),
      { accountId: 1, kind: 'tag', tag: 'category:bank', at: daysAgo(10) },
    ]);
    expect(r.reputation.topTags[0]).toMatchObject({ group: 'callerType', code: 'scammer', polarity: 'warning' });
    expect(r.reputation.recentShare).toBeGreaterThan(0);
    expect(r.reputation.recentShare).toBeLessThan(1);
    expect(r.reputation.lastSignalTimestamp).toBe(Math.floor(daysAgo(10) / 1000));
  });
});

describe('bursts', () => {
  it('holds new accounts that all wrote in the last day, and they do not count', () => {
    const honest = [1, 2, 3, 4].map((id) => voter(id, 400));
    const fresh = [11, 12, 13].map((id) => voter(id, 1));
    const r = score(
      [...honest, ...fresh],
      [...honest.map((v) => review(v.accountId, 1, 30)), ...fresh.map((v) => review(v.accountId, -1))],
    );
    expect(r.hold?.accountIds.sort()).toEqual([11, 12, 13]);
    expect(r.hold?.reasons).toContain('new');
    expect(r.reputation.underReview).toBe(true);
    expect(r.reputation.held).toBe(3);
    expect(r.reputation.warnings).toBe(0);
  });

  it('finds established accounts from one network or created together on one channel', () => {
    const sameNet = [1, 2].map((id) => voter(id, 300, { network: '192.0.2.0/24', createdAt: daysAgo(300) + id * DAY }));
    const together = [3, 4].map((id) => voter(id, 300, { network: `198.51.${id}.0/24`, createdAt: daysAgo(300) + id * 60_000 }));
    const first = new Map([1, 2, 3, 4].map((id) => [id, NOW - 3_600_000]));
    const s = burstSuspects([...sameNet, ...together], first, NOW);
    expect([...s.get(1)!]).toEqual(['same_network']);
    expect([...s.get(3)!]).toEqual(['created_together']);
  });

  it('leaves independent established accounts alone', () => {
    const five = [1, 2, 3, 4, 5].map((id) => voter(id, 200 + id * 10));
    expect(burstSuspects(five, new Map(five.map((v) => [v.accountId, NOW])), NOW).size).toBe(0);
  });

  /** Who is refused of those writing now while hold 9 waits for a moderator. */
  const refusedWhileHeld = (voters: Voter[], signals: Signal[]) =>
    scoreNumber({
      signals,
      voters: new Map(voters.map((v) => [v.accountId, v])),
      now: NOW,
      resetAt: null,
      pendingHold: 9,
      ownerReview: null,
    }).refused;

  it('refuses new accounts that write while a burst waits for a moderator', () => {
    const held = voter(1, 1, { hold: { id: 9, status: 'pending' } });
    const newcomer = voter(2, 2);
    const regular = voter(3, 400);
    expect(refusedWhileHeld([held, newcomer, regular], [review(1, -1), review(2, -1), review(3, 1)])).toEqual([2]);
  });

  it("refuses, on a held account's network, only accounts created near it, not the network's long-standing users", () => {
    const net = '192.0.2.0/24';
    const held = voter(1, 40, { network: net, hold: { id: 9, status: 'pending' } });
    const sibling = voter(2, 30, { network: net }); // created 10 days after the held one: the campaign's
    const regular = voter(3, 400, { network: net }); // a carrier's customer for over a year
    expect(refusedWhileHeld([held, sibling, regular], [review(1, -1, 1), review(2, -1), review(3, 1)])).toEqual([2]);
  });
});

describe('weighted reactions', () => {
  it('a new account’s dislike moves a review’s score by a tenth of an established like', () => {
    const liker = voter(1, 400);
    const brigade = [2, 3].map((id) => voter(id, 0.5));
    const r = score(
      [liker, ...brigade],
      [
        { accountId: 1, kind: 'reaction', sign: 1, stance: 1, at: NOW - 5 * DAY, commentId: 77 },
        ...brigade.map((v): Signal => ({
          accountId: v.accountId,
          kind: 'reaction',
          sign: -1,
          stance: 1,
          at: NOW - 10 * DAY,
          commentId: 77,
        })),
      ],
    );
    // likes − dislikes = 1 − 2; weighted: 1 − 0.2, so the adjustment is +1.8.
    expect(r.reactionAdjustments.get(77)).toBeCloseTo(1.8);
  });
});
