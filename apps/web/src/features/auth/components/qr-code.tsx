import { useEffect, useState } from 'react';

interface QrPath {
  d: string;
  dim: number;
}

/** The QR encoder (24 KB) is downloaded only when a code is first shown, not with every page. */
async function qrPath(value: string): Promise<QrPath | null> {
  const { create } = await import('qrcode');
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
}

/**
 * A QR code as inline SVG (no canvas, no data URL): dark modules on white with a quiet zone, in
 * both themes, so phone cameras read it. Its box keeps its size while the encoder loads.
 */
export function QrCode({ value, size = 168, label }: { value: string; size?: number; label: string }) {
  const [path, setPath] = useState<{ value: string; path: QrPath | null } | null>(null);
  useEffect(() => {
    let live = true;
    void qrPath(value).then((p) => live && setPath({ value, path: p }));
    return () => {
      live = false;
    };
  }, [value]);
  if (path?.value !== value) return <div className="qr" style={{ inlineSize: size, blockSize: size }} aria-hidden="true" />;
  if (!path.path) return null;
  const { d, dim } = path.path;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dim} ${dim}`}
      shapeRendering="crispEdges"
      data-testid="auth-qr"
      data-value={value}
    >
      <rect width={dim} height={dim} fill="#fff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}
