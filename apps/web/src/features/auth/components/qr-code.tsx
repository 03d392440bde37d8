import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A QR code as inline SVG (no canvas, no data URL): dark modules on white with a quiet zone, in
 * both themes, so phone cameras read it.
 */
export function QrCode({ value, size = 168, label }: { value: string; size?: number; label: string }) {
  const path = useMemo(() => {
    try {
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      let d = '';
      for (let y = 0; y < modules.size; y++) {
        for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
      return { d, dim: modules.size + 8 };
    } catch {
      return null;
    }
  }, [value]);
  if (!path) return null;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.dim} ${path.dim}`}
      shapeRendering="crispEdges"
      data-testid="auth-qr"
      data-value={value}
    >
      <rect width={path.dim} height={path.dim} fill="#fff" />
      <path d={path.d} fill="#111827" />
    </svg>
  );
}
