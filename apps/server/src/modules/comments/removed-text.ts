/** How long moderators have to decide a re-post held for review. */
export const REVIEW_DAYS = 3;

/** Letters and digits only, case folded: spacing, punctuation and letter case do not make text new. */
function core(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Whether new text repeats text a moderator removed: the same words, or the removed text inside a
 * longer one (when it is long enough to be more than a common phrase).
 */
export function repeatsRemovedText(text: string, removed: string): boolean {
  const a = core(text);
  const b = core(removed);
  if (b.length === 0) return false;
  return a === b || (b.length >= 20 && a.includes(b));
}
