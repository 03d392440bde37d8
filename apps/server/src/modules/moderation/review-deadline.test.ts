import { describe, expect, it } from 'vitest';
import { reviewDeadline } from './review-deadline.js';

describe('reviewDeadline', () => {
  it('gives 30 calendar days', () => {
    expect(reviewDeadline(new Date('2026-11-20T10:00:00Z'), false).toISOString()).toBe('2026-12-20T10:00:00.000Z');
  });
  it('gives 3 working days with a court decision, skipping the weekend', () => {
    // Friday → Wednesday.
    expect(reviewDeadline(new Date('2026-11-20T10:00:00Z'), true).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    // Monday → Thursday.
    expect(reviewDeadline(new Date('2026-11-23T10:00:00Z'), true).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
