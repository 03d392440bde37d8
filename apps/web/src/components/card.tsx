import type { HTMLAttributes, ReactNode } from 'react';
import { IconTile } from './icon-tile.js';

export function Card({
  className,
  children,
  as: Tag = 'section',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'section' | 'div' | 'article' | 'aside' }) {
  return (
    <Tag className={['card', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

export function CardHeader({
  title,
  icon,
  actions,
  id,
  level = 2,
}: {
  title: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  id?: string;
  level?: 2 | 3;
}) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card__header">
      <H className="card__title" id={id}>
        {icon ? <IconTile size={32}>{icon}</IconTile> : null}
        {title}
      </H>
      {actions ? <div className="card__actions">{actions}</div> : null}
    </div>
  );
}
