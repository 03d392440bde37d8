import { describe, expect, it } from 'vitest';
import { computeTrust } from './trust-index.js';

const base = { bans: 0, commentsCount: 0, tagCounts: new Map<string, number>(), nameLikes: 0, nameDislikes: 0 };

describe('computeTrust', () => {
  it('is the spec default 5 when nobody said anything', () => {
    expect(computeTrust(base)).toEqual({ index: 5, isUnwanted: false, isManyCalls: false });
  });

  it('falls with complaints and warning tags and marks the number unwanted', () => {
    const t = computeTrust({ ...base, bans: 4, tagCounts: new Map([['callerType:scammer', 6]]) });
    expect(t.index).toBe(0.8);
    expect(t.isUnwanted).toBe(true);
  });

  it('rises with endorsing tags and ignores neutral ones', () => {
    const t = computeTrust({
      ...base,
      tagCounts: new Map([
        ['callerType:delivery', 8],
        ['categories:retail', 50],
      ]),
    });
    expect(t.index).toBe(9);
    expect(t.isUnwanted).toBe(false);
  });

  it('does not call a number unwanted on thin evidence', () => {
    expect(computeTrust({ ...base, bans: 2 }).isUnwanted).toBe(false);
  });

  it('flags many calls from 25 reports on', () => {
    expect(computeTrust({ ...base, commentsCount: 20, bans: 4 }).isManyCalls).toBe(false);
    expect(computeTrust({ ...base, commentsCount: 20, bans: 5 }).isManyCalls).toBe(true);
  });
});
