import type { ReactNode } from 'react';

export type Tone = 'neutral' | 'brand' | 'danger' | 'warning' | 'success';

export function Badge({ tone = 'neutral', icon, children }: { tone?: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      {icon}
      {children}
    </span>
  );
}

/** A tag chip: label plus a count. */
export function Chip({ label, count, tone = 'neutral', countLabel }: { label: string; count?: string; tone?: Tone; countLabel?: string }) {
  return (
    <span className={`chip chip--${tone}`}>
      <span className="chip__label">{label}</span>
      {count !== undefined ? (
        <span className="chip__count">
          <span aria-hidden={countLabel ? true : undefined}>{count}</span>
          {countLabel ? <span className="visually-hidden">{countLabel}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
