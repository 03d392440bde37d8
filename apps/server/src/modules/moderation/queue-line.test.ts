import { describe, expect, it } from 'vitest';
import { queueLine } from './queue-line.js';

describe('the moderator CLI’s queue line (issue 11 item 13)', () => {
  it('prints user text without terminal escape sequences or other control characters', () => {
    const line = queueLine({
      id: 7,
      kind: 'complaint',
      comment_id: 12,
      reviewDeadlineTimestamp: Date.UTC(2026, 10, 30) / 1000,
      commentText: 'rude\u001b[2J\u001b]0;pwned\u0007 caller\u009b31m',
      text: 'see\r\nbelow\u0000\u0008',
    });
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(line).toBe('#7  due 2026-11-30  comment 12: rude[2J]0;pwned caller31m\n      complaint: see below');
  });
});
