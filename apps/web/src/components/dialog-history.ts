import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The phone's Back button closes the open dialog instead of leaving the page (decision 056).
 *
 * While any dialog is open, the current history entry is a copy of the page's own entry with a
 * mark: Back then pops to the page's entry, and the top dialog is asked to step back. Dialogs
 * share that one entry, however many are stacked, so a dialog that opens as another closes (a
 * comment menu's report, then its complaint) never pops the other's. Every change is settled a
 * microtask later, once React has opened and closed what it will in this commit: the mark is
 * pushed when dialogs are open and it is missing, and popped (with `history.back()`, which the
 * browser runs later) when none are open and it is current. Until that pop arrives nothing else
 * is pushed, or the pop would take the new mark instead.
 */
const MARK = 'numscopeDialog';

interface OpenDialog {
  /** What Back does: close it, or step out of a sub-page (the settings panel); true when it stays open. */
  back: () => boolean | void;
  /** Back has closed it; its owner has not yet unmounted or re-rendered it. */
  closing: boolean;
}

const open: OpenDialog[] = [];
let popping = false;
let settling = false;
/** Navigations waiting for the mark's Back to arrive (afterDialogHistory). */
const waiting: (() => void)[] = [];
/** Address changes waiting for every dialog to close and its mark to go (whenDialogsClosed). */
const untilClosed: (() => void)[] = [];

function runWaiting(): void {
  for (const go of waiting.splice(0)) go();
  if (live().length === 0) for (const go of untilClosed.splice(0)) go();
}

/** The dialogs still open: those Back has closed wait only for their owners to re-render. */
const live = () => open.filter((d) => !d.closing);

function marked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}

function settle(): void {
  settling = false;
  if (popping) return;
  const isMarked = marked(window.history.state);
  const anyOpen = live().length > 0;
  if (anyOpen && !isMarked) {
    window.history.pushState({ ...(window.history.state as object | null), [MARK]: true }, '');
  } else if (!anyOpen && isMarked) {
    popping = true;
    window.history.back();
  }
  if (!popping) runWaiting();
}

function settleSoon(): void {
  if (settling) return;
  settling = true;
  queueMicrotask(settle);
}

function onPopState(event: PopStateEvent): void {
  if (popping) {
    // Our own pop of the mark has arrived; what opened meanwhile gets its mark now.
    popping = false;
    runWaiting();
    settleSoon();
    return;
  }
  if (marked(event.state)) {
    // Forward onto a mark (or Back onto one left under a page that a dialog's link opened): the
    // page is shown as it is, so the entry loses its mark.
    if (live().length === 0) window.history.replaceState(withoutMark(event.state), '');
    return;
  }
  // Back from the mark: the top dialog steps back; if dialogs stay open, the mark comes again.
  const top = live().at(-1);
  if (top && !top.back()) top.closing = true;
  settleSoon();
}

function withoutMark(state: unknown): unknown {
  const rest = { ...(state as Record<string, unknown>) };
  delete rest[MARK];
  return rest;
}

// A reload (or a return from another site) onto a marked entry keeps its state, but no dialog is
// open after it: the entry is the page's again. (Node, for unit tests of modules importing this, has no window.)
if (typeof window !== 'undefined') {
  if (marked(window.history.state)) window.history.replaceState(withoutMark(window.history.state), '');
  window.addEventListener('popstate', onPopState);
}

/**
 * Runs `go` (a navigation) once the dialogs' history entry has settled. A dialog that closes pops
 * its mark with `history.back()`, which the browser runs later; a navigation made before that Back
 * arrives is undone by it (Chromium goes back past the new entry too). Signing out from the
 * settings panel closes it and then goes to /login: it waits here. A task later, so that React has
 * closed the dialog and its mark's Back has started.
 */
export function afterDialogHistory(go: () => void): void {
  setTimeout(() => {
    if (!popping && !settling) return go();
    waiting.push(go);
    // Should that Back never arrive, the navigation still happens.
    setTimeout(() => {
      const i = waiting.indexOf(go);
      if (i >= 0) waiting.splice(i, 1)[0]!();
    }, 1000);
  }, 0);
}

/**
 * Runs `go` (an address change that replaces the current entry) now when no dialog is open, else
 * once every dialog has closed and its mark has gone. Replacing the marked entry would take the
 * mark away, and the page's own entry under it would keep the old address: the language chosen
 * inside the settings panel moves a `/{lang}/` address only once the panel is closed.
 */
export function whenDialogsClosed(go: () => void): void {
  if (live().length === 0 && !popping && !settling) return go();
  untilClosed.push(go);
}

/**
 * Steps back past the page's open dialogs to the entry before the page (the mobile app's Back on
 * a payment dialog, spec §2): over the mark too when there is one, in one traversal, and nothing
 * is pushed or popped until it has arrived.
 */
export function stepBackPastDialogs(): void {
  if (!marked(window.history.state)) return window.history.back();
  popping = true;
  window.history.go(-2);
}

/**
 * Holds a history entry while `isOpen`, so that Back calls `back` (read at the time of Back),
 * which returns true when the dialog stays open (it only stepped out of a sub-page).
 */
export function useDialogHistory(isOpen: boolean, back: () => boolean | void): void {
  const latest = useRef(back);
  useLayoutEffect(() => {
    latest.current = back;
  });
  useEffect(() => {
    if (!isOpen) return undefined;
    const dialog: OpenDialog = { back: () => latest.current(), closing: false };
    open.push(dialog);
    settleSoon();
    return () => {
      open.splice(open.indexOf(dialog), 1);
      settleSoon();
    };
  }, [isOpen]);
}
