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
