import { describe, expect, it } from 'vitest';
import { complaintValid, isEmailValid } from './complaint-dialog.js';

describe('complaint form validation (spec §5)', () => {
  const ok = { name: 'Jo', email: 'jo@example.com', text: 'abcdef' };
  it('needs text over 5, name over 1 and a valid e-mail', () => {
    expect(complaintValid(ok)).toBe(true);
    expect(complaintValid({ ...ok, text: 'abcde' })).toBe(false);
    expect(complaintValid({ ...ok, name: 'J' })).toBe(false);
    expect(complaintValid({ ...ok, email: 'jo@example' })).toBe(false);
    expect(complaintValid({ ...ok, text: '   abcde  ' })).toBe(false);
  });
  it('checks e-mail format', () => {
    expect(isEmailValid('a@b.co')).toBe(true);
    expect(isEmailValid('a b@c.de')).toBe(false);
    expect(isEmailValid('')).toBe(false);
  });
});
