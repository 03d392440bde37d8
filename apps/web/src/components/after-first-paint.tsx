import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` in a task of their own once the part of the page above them has been painted.
 * A number page's lower half (counts, names, tags, reviews) used to lengthen the one task that
 * painted its top: on a phone that task delayed the largest paint and blocked input (decision 035).
 * Until then it holds a screen's height, so what follows it (the footer) never shows and moves away.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // Effects run after the browser has painted the render that mounted this; the timer makes the
  // lower half a task of its own.
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <>{children}</> : <div className="after-first-paint" />;
}
