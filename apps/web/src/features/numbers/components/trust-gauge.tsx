import { LIMITS } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { formatCount, formatDecimal } from '../../../components/format.js';
import { LockIcon } from '../../../components/icons.js';
import './numbers.css';

export type TrustLevel = 'low' | 'medium' | 'high';

export function trustLevel(index: number): TrustLevel {
  if (index < 3.5) return 'low';
  if (index < 6.5) return 'medium';
  return 'high';
}

const R = 42;
const C = 2 * Math.PI * R;
const SWEEP = 0.75; // a 270° arc open at the bottom

/**
 * The trust index as a gauge out of 10 (metrics.index, default 5), coloured by value. `withheld`:
 * the lookup held the number's data back (daily free searches used up): a lock, never a made-up score.
 */
export function TrustGauge({ index, locale, withheld = false }: { index: number | null | undefined; locale: string; withheld?: boolean }) {
  const { t } = useTranslation();
  if (withheld) {
    return (
      <figure className="gauge gauge--withheld" data-testid="trust-index" data-withheld="true">
        <div className="gauge__dial">
          <LockIcon size={28} />
        </div>
        <figcaption className="gauge__caption">
          <span className="gauge__label">{t('trust_index')}</span>
          <span className="gauge__level">{t('trust_withheld')}</span>
        </figcaption>
      </figure>
    );
  }
  const value = Math.min(10, Math.max(0, Number.isFinite(index) ? (index as number) : LIMITS.defaultIndex));
  const level = trustLevel(value);
  const arc = C * SWEEP;
  const score = formatDecimal(value, locale, Number.isInteger(value) ? 0 : 1);
  return (
    <figure className={`gauge gauge--${level}`} data-testid="trust-index" data-value={value}>
      <div className="gauge__dial">
        <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle className="gauge__track" cx="50" cy="50" r={R} strokeDasharray={`${arc} ${C}`} transform="rotate(135 50 50)" />
          <circle
            className="gauge__value"
            cx="50"
            cy="50"
            r={R}
            strokeDasharray={`${(arc * value) / 10} ${C}`}
            transform="rotate(135 50 50)"
          />
        </svg>
        <div className="gauge__center">
          <span className="gauge__score">{score}</span>
          <span className="gauge__max" aria-hidden="true">
            /{formatCount(10, locale)}
          </span>
          <span className="visually-hidden">{t('trust_out_of_ten')}</span>
        </div>
      </div>
      <figcaption className="gauge__caption">
        <span className="gauge__label">{t('trust_index')}</span>
        <span className="gauge__level">{t(`trust_level_${level}`)}</span>
      </figcaption>
    </figure>
  );
}
