import type { CSSProperties, ReactNode } from 'react';

export type IconTileTone = 'brand' | 'neutral' | 'danger' | 'success' | 'warning';

/**
 * A square tile holding a decorative icon (card titles, empty states, dialogs, sign-in). One class
 * for every size: `size` sets --tile-size (40 px by default, or the stylesheet's value). `raised`
 * puts it on the plain surface for tinted panels.
 */
export function IconTile({
  children,
  size,
  tone = 'brand',
  raised,
  className,
}: {
  children: ReactNode;
  size?: number;
  tone?: IconTileTone;
  raised?: boolean;
  className?: string;
}) {
  const classes = ['icon-tile', tone !== 'brand' && `icon-tile--${tone}`, raised && 'icon-tile--raised', className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} aria-hidden="true" style={size ? ({ '--tile-size': `${size}px` } as CSSProperties) : undefined}>
      {children}
    </span>
  );
}
