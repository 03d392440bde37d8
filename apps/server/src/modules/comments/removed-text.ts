import { remove as withoutConfusables } from 'confusables';

/** How long moderators have to decide a re-post held for review. */
export const REVIEW_DAYS = 3;

/** Removed text this long is also caught inside a longer text; shorter text is a common phrase there. */
const INSIDE_FROM = 20;
/** Edits (letters changed, added or dropped) allowed per letter of the removed text before new text counts as new. */
const EDITS_PER_LETTER = 0.15;

/** Digits and signs written for letters ("5c4mm3r", "$cam", "@"): read as the letters they stand for. */
const LEET: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
/**
 * The skeletons compared are cut to this many letters: NFKC can turn one character into eighteen
 * (U+FDFA), and the comparison is quadratic, so a 2,000-character text must not become 36,000.
 */
const MAX_SKELETON = 2000;

/**
 * What text looks like, as letters and digits only (decision 049): case, spacing, punctuation,
 * characters meant to be invisible (Hangul fillers, zero-width joiners), look-alike letters of other
 * scripts in either case (Cyrillic "а" or Greek "Η" for Latin letters, mathematical bold, circled
 * letters), digits and signs written for letters, and a letter typed twice in a row do not make
 * text new.
 */
export function skeleton(text: string): string {
  // Cut early too: the mapping below is the slow part, and spaces and signs rarely make up three quarters of a text.
  const visible = text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .slice(0, 4 * MAX_SKELETON);
  // Mapped before and after lower-casing: the table knows some look-alikes in one case only.
  const mapped = withoutConfusables(withoutConfusables(visible).toLowerCase()).toLowerCase();
  return mapped
    .replace(/[013457@$]/g, (c) => LEET[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/i/g, 'l')
    .replace(/(.)\1+/gu, '$1')
    .slice(0, MAX_SKELETON);
}

/**
 * The fewest edits that turn `pattern` into `text`, or into some part of it when `inside`; `limit + 1`
 * as soon as it is certain to exceed `limit` (the smallest value of a row never falls in later rows).
 * One row at a time over UTF-16 units, in typed arrays: a 2,000 × 2,000 comparison is 4 million
 * steps, so the loop is kept to plain integer work.
 */
function editsWithin(pattern: string, text: string, inside: boolean, limit: number): number {
  const n = text.length;
  let row = new Int32Array(n + 1);
  let next = new Int32Array(n + 1);
  if (!inside) for (let j = 0; j <= n; j++) row[j] = j;
  for (let i = 1; i <= pattern.length; i++) {
    const letter = pattern.charCodeAt(i - 1);
    let left = i;
    let diagonal = row[0]!;
    let least = i;
    next[0] = i;
    for (let j = 1; j <= n; j++) {
      const up = row[j]!;
      let edits = diagonal + (letter === text.charCodeAt(j - 1) ? 0 : 1);
      if (up + 1 < edits) edits = up + 1;
      if (left + 1 < edits) edits = left + 1;
      next[j] = edits;
      if (edits < least) least = edits;
      left = edits;
      diagonal = up;
    }
    if (least > limit) return limit + 1;
    [row, next] = [next, row];
  }
  if (!inside) return row[n]!;
  let best = row[0]!;
  for (let j = 1; j <= n; j++) if (row[j]! < best) best = row[j]!;
  return best;
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
  const inside = b.length >= INSIDE_FROM;
  if (a === b || (inside && a.includes(b))) return true;
  const limit = Math.floor(b.length * EDITS_PER_LETTER);
  return editsWithin(b, a, inside, limit) <= limit;
}
