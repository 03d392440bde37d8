import type { CSSProperties } from 'react';

export function Skeleton({
  width,
  height = 14,
  radius,
  className,
}: {
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  radius?: number | string;
  className?: string;
}) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      style={{ inlineSize: width, blockSize: height, borderRadius: radius }}
      aria-hidden="true"
    />
  );
}
