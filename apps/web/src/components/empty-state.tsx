import type { ReactNode } from 'react';
import { IconTile } from './icon-tile.js';

export function EmptyState({
  icon,
  title,
  children,
  actions,
  tone = 'neutral',
  headingLevel = 2,
  role,
}: {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger' | 'brand';
  headingLevel?: 1 | 2 | 3;
  role?: 'alert' | 'status';
}) {
  const H = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  return (
    <div className={`empty-state empty-state--${tone}`} role={role}>
      {icon ? (
        <IconTile size={60} tone={tone}>
          {icon}
        </IconTile>
      ) : null}
      <H className="empty-state__title">{title}</H>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  );
}
