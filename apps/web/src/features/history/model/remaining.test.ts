import { describe, expect, it } from 'vitest';
import { remainingToShow } from './remaining.js';

describe('remaining-search counter', () => {
  it('shows only to signed-in users with 5 or fewer left', () => {
    expect(remainingToShow(true, 5)).toBe(5);
    expect(remainingToShow(true, 1)).toBe(1);
    expect(remainingToShow(true, 6)).toBeNull();
    expect(remainingToShow(true, 30)).toBeNull();
    expect(remainingToShow(false, 3)).toBeNull();
    expect(remainingToShow(true, null)).toBeNull();
  });
  it('never goes below 0', () => {
    expect(remainingToShow(true, 0)).toBe(0);
    expect(remainingToShow(true, -4)).toBe(0);
  });
});
