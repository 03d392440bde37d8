import { useState } from 'react';
import { formatDateTime, formatRelativeOrDate } from './format.js';

/** A moment (Unix SECONDS) shown relative when recent, with the full date and time on hover. */
export function TimeAgo({ seconds, locale }: { seconds: number; locale: string }) {
  const [now] = useState(() => Date.now());
  return (
    <time className="time-ago" dateTime={new Date(seconds * 1000).toISOString()} title={formatDateTime(seconds, locale)}>
      {formatRelativeOrDate(seconds, locale, now)}
    </time>
  );
}
