import { stripControlCharacters } from '../../http/control-characters.js';

/** One complaint of the moderator queue as the CLI prints it. */
export interface QueueItem {
  id: number;
  kind: 'complaint' | 'review';
  comment_id: number;
  reviewDeadlineTimestamp: number;
  commentText: string;
  text: string;
}

/**
 * User text is printed to a moderator's terminal: control characters (escape sequences that
 * could rewrite the screen, ring, or set the window title) are removed first, and line breaks
 * become spaces so one item stays on its lines.
 */
export const safe = (text: string, max: number) =>
  stripControlCharacters(text)
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, max);

export function queueLine(c: QueueItem): string {
  const due = new Date(c.reviewDeadlineTimestamp * 1000).toISOString().slice(0, 10);
  const what = c.kind === 'review' ? 're-post held for review' : 'complaint';
  return `#${c.id}  due ${due}  comment ${c.comment_id}: ${safe(c.commentText, 60)}\n      ${what}: ${safe(c.text, 120)}`;
}

/** A burst of held signals as the CLI prints it (decision 030). */
export function burstLine(b: {
  id: number;
  phone: string;
  accounts: number;
  reasons: string[];
  stance: string;
  createdAtTimestamp: number;
}) {
  const at = new Date(b.createdAtTimestamp * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return `#${b.id}  ${at}  ${b.phone}: ${b.accounts} accounts, ${b.stance}, held as ${b.reasons.join(', ')}`;
}

/** An owner's request to review a number's reputation as the CLI prints it. */
export function reviewLine(r: { id: number; phone: string; index: number; reason: string; reviewDeadlineTimestamp: number }) {
  const due = new Date(r.reviewDeadlineTimestamp * 1000).toISOString().slice(0, 10);
  return `#${r.id}  due ${due}  ${r.phone} (index ${r.index})\n      owner: ${safe(r.reason, 160)}`;
}
