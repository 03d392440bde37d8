import { describe, expect, it } from 'vitest';
import { TAG_CATALOG, tagPolarity } from './tags.js';

describe('tagPolarity', () => {
  it('reads scammers as a warning, couriers as an endorsement and a verification code as neutral', () => {
    expect(tagPolarity('callerType', 'scammer')).toBe('warning');
    expect(tagPolarity('callerType', 'delivery')).toBe('endorsement');
    expect(tagPolarity('callReasons', 'verification_code')).toBe('neutral');
  });

  it('only names tags that exist in the catalogue', () => {
    const all = Object.entries(TAG_CATALOG).flatMap(([g, codes]) => codes.map((c) => [g, c] as const));
    const named = all.filter(([g, c]) => tagPolarity(g as keyof typeof TAG_CATALOG, c) !== 'neutral');
    // 12 warnings and 7 endorsements: a misspelt code in the polarity lists would drop out of this count.
    expect(named.length).toBe(19);
  });
});
