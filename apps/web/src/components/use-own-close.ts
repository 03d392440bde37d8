import { useState } from 'react';

/**
 * The browser fires a dialog's `close` event a task after `close()`. For a close the app made, its
 * owner already knows, and on a busy phone it may already have opened another dialog sharing the
 * same state (a comment menu's report, then its complaint): reacting again would shut that one.
 * `close(d)` closes the dialog and marks its coming event as ours; in `onClose`,
 * `closedByBrowser()` is true only for a close the browser made by itself (a `method="dialog"`
 * form, Escape where it is not prevented).
 */
export function useOwnClose() {
  // One object for the component's life, so effects may use it without listing it.
  const [ownClose] = useState(() => {
    let pending = false;
    return {
      close(d: HTMLDialogElement) {
        pending = true;
        d.close();
      },
      closedByBrowser() {
        if (!pending) return true;
        pending = false;
        return false;
      },
    };
  });
  return ownClose;
}
