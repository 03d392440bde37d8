import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE = 'numscope-scroll';

/** Scroll positions per history entry; kept in sessionStorage when the page goes away (a reload). */
const positions = new Map<string, number>();
try {
  for (const [entry, y] of Object.entries(JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>)) {
    positions.set(entry, y);
  }
} catch {
  /* storage unavailable or unreadable: start afresh */
}

/** Until the first page of this document has been laid out. */
let firstLayout = true;

function persist(): void {
  try {
    sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    /* storage unavailable: positions live for this page only */
  }
}

/**
 * Where the reader was on each history entry: a new page opens at its top, Back and Forward (and a
 * reload) return to where the reader left it. The browser cannot do this itself for pages rendered
 * after the address changed.
 */
export function useScrollRestoration(): void {
  const { key, hash, pathname } = useLocation();
  const type = useNavigationType();
  // The entry the reader is on, switched in the same commit as the page: a scroll event that comes
  // after a navigation (the new page's own scrollTo) must not overwrite the page left behind.
  const entry = useRef(key);
  const page = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(entry.current, Math.round(window.scrollY));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    const samePage = type === 'REPLACE' && page.current === pathname;
    entry.current = key;
    page.current = pathname;
    // The page itself changed its address (a sort kept in `?order=`): the reader stays where they are.
    if (samePage) return void positions.set(key, Math.round(window.scrollY));
    const recorded = positions.get(key);
    // The document's first page with nothing recorded (a new visit) is where the browser opened it,
    // at its top: scrolling there would only force a layout of the whole page before its first paint.
    const firstPage = firstLayout;
    firstLayout = false;
    if (type === 'POP' && recorded === undefined && firstPage) return undefined;
    if (type === 'POP') return restore(recorded ?? 0);
    // A link to a part of the page (#…) is left to the browser.
    if (!hash) window.scrollTo(0, 0);
    return undefined;
  }, [key, type, hash, pathname]);
}

/**
 * Scrolls back to `y`. Parts of the page may still be arriving (their code, their data, a long list
 * rendered in slices), so while the page is too short it tries again each frame: for as long as the
 * page keeps growing, until about a second has passed without growth (or five in all), unless the
 * reader scrolls first.
 */
function restore(y: number): () => void {
  const giveUpAt = performance.now() + 5000;
  let height = document.documentElement.scrollHeight;
  let framesWithoutGrowth = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of READER_INPUT) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    const grown = document.documentElement.scrollHeight;
    framesWithoutGrowth = grown > height ? 0 : framesWithoutGrowth + 1;
    height = grown;
    if (Math.abs(window.scrollY - y) < 2 || framesWithoutGrowth >= 60 || performance.now() > giveUpAt) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const event of READER_INPUT) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}

const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
