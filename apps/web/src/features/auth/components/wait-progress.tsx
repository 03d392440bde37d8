import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { formatCountdown } from '../model/check-flow.js';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The waiting state: a progress bar over the check window and the time left. */
export function WaitProgress({ startedAt, endsAt }: { startedAt: number; endsAt: number }) {
  const { t } = useTranslation();
  const now = useNow(250);
  const total = Math.max(1, endsAt - startedAt);
  const done = Math.min(1, Math.max(0, (now - startedAt) / total));
  const left = formatCountdown(endsAt - now);
  return (
    <div className="wait" data-testid="auth-waiting">
      <div className="wait__row">
        <span className="spinner wait__spinner" aria-hidden="true" />
        <span className="wait__title">{t('auth_waiting_title')}</span>
        <span className="wait__left" data-testid="auth-time-left">
          {t('auth_waiting_left', { time: left })}
        </span>
      </div>
      <div
        className="wait__bar"
        role="progressbar"
        aria-label={t('auth_waiting_title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(done * 100)}
        aria-valuetext={t('auth_waiting_left', { time: left })}
      >
        <span className="wait__fill" style={{ inlineSize: `${done * 100}%` }} />
      </div>
      <p className="wait__text muted">{t('auth_waiting_text')}</p>
    </div>
  );
}
