import { remove as withoutConfusables } from 'confusables';

/** How long moderators have to decide a re-post held for review. */
export const REVIEW_DAYS = 3;

/** Removed text this long is also caught inside a longer text; shorter text is a common phrase there. */
const INSIDE_FROM = 20;
/** Edits (letters changed, added or dropped) allowed per letter of the removed text before new text counts as new. */
const EDITS_PER_LETTER = 0.15;

/**
 * What text looks like, as letters and digits only (decision 049):
 * case, spacing, punctuation, look-alike letters of other scripts (Cyrillic "а" for Latin "a",
 * mathematical bold, circled letters), 0 for o and 1 for l, and a letter typed twice in a row do
 * not make text new.
 */
export function skeleton(text: string): string {
  return withoutConfusables(text.normalize('NFKC').toLowerCase())
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/0/g, 'o')
    .replace(/[1i]/g, 'l')
    .replace(/(.)\1+/gu, '$1');
}

/**
 * The fewest edits that turn `pattern` into `text`, or into some part of it when `inside`; `limit + 1`
 * as soon as it is certain to exceed `limit` (the smallest value of a row never falls in later rows).
 */
function editsWithin(pattern: string, text: string, inside: boolean, limit: number): number {
  let row = Uint32Array.from({ length: text.length + 1 }, (_, j) => (inside ? 0 : j));
  let next = new Uint32Array(text.length + 1);
  for (let i = 1; i <= pattern.length; i++) {
    next[0] = i;
    let least = i;
    for (let j = 1; j <= text.length; j++) {
      const same = pattern[i - 1] === text[j - 1] ? 0 : 1;
      next[j] = Math.min(row[j - 1]! + same, row[j]! + 1, next[j - 1]! + 1);
      if (next[j]! < least) least = next[j]!;
    }
    if (least > limit) return limit + 1;
    [row, next] = [next, row];
  }
  return inside ? Math.min(...row) : row[text.length]!;
}

/**
 * Whether new text repeats text a moderator removed: the same text as it looks (see `skeleton`),
 * with up to 15 % of its letters changed, or, when the removed text is long enough to be more than a
 * common phrase, such a copy inside a longer text.
 */
export function repeatsRemovedText(text: string, removed: string): boolean {
  const a = skeleton(text);
  const b = skeleton(removed);
  if (b.length === 0) return false;
  const limit = Math.floor(b.length * EDITS_PER_LETTER);
  return editsWithin(b, a, b.length >= INSIDE_FROM, limit) <= limit;
}
