import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE = 'numscope-scroll';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where the reader was on each history entry: a new page opens at its top, Back and Forward (and a
 * reload) return to where the reader left it. The browser cannot do this itself for pages rendered
 * after the address changed. Positions live in sessionStorage, per history entry.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const type = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(STORE, JSON.stringify({ ...readPositions(), [key]: Math.round(window.scrollY) }));
        } catch {
          /* storage unavailable: positions are not kept */
        }
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (type === 'POP') window.scrollTo(0, readPositions()[key] ?? 0);
    // A link to a part of the page (#…) is left to the browser.
    else if (!hash) window.scrollTo(0, 0);
  }, [key, type, hash]);
}
