/**
 * Moves keyboard focus to what an action produced (the new reply, my published review), once it
 * is on the page: the element may appear a few frames later, after a refetch. Non-interactive
 * targets get tabindex="-1" so they can hold focus without joining the Tab order.
 */
export function focusWhenReady(selector: string, { tries = 180 }: { tries?: number } = {}): void {
  const attempt = (left: number) => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus();
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(tries);
}

/**
 * "Show more": focus goes to the first item the new page brought (`after` less `before`, found by
 * `selectorOf`), since the button may be gone and the new items come before it.
 */
export function focusFirstAdded(
  before: readonly { id: number }[],
  after: readonly { id: number }[],
  selectorOf: (id: number) => string,
): void {
  const had = new Set(before.map((item) => item.id));
  const first = after.find((item) => !had.has(item.id));
  if (first) focusWhenReady(selectorOf(first.id));
}

/** Whether nothing in particular has focus (it fell to the page after a navigation or a removed element). */
export function focusIsLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * A callback ref that moves focus to its element when it mounts, without scrolling to it: where
 * the keyboard goes on when a step appears (a question, the ways to confirm a sign-in). One
 * function for every render, so React calls it once, not on each re-render.
 */
export const focusOnMount = (el: HTMLElement | null): void => el?.focus({ preventScroll: true });
