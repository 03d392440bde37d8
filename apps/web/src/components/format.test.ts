import { describe, expect, it } from 'vitest';
import { formatRelativeOrDate } from './format.js';

describe('formatRelativeOrDate', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);
  const sec = (ms: number) => Math.floor(ms / 1000);

  it('reads timestamps as Unix seconds', () => {
    expect(formatRelativeOrDate(sec(now - 3 * 24 * 3600 * 1000), 'en-US', now)).toBe('3 days ago');
    expect(formatRelativeOrDate(sec(now - 2 * 3600 * 1000), 'en-US', now)).toBe('2 hours ago');
  });

  it('shows the date for older moments', () => {
    expect(formatRelativeOrDate(sec(Date.UTC(2024, 4, 5, 12)), 'en-US', now)).toBe('May 5, 2024');
  });

  it('is localised', () => {
    expect(formatRelativeOrDate(sec(now - 24 * 3600 * 1000), 'ru-RU', now)).toBe('вчера');
  });
});
