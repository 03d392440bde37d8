/** Money as providers write it ("100.00", "100.000000") and as we keep it (integer minor units). */

/** 10000 → "100.00". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "100.00" → 10000; null when it is not a plain decimal or has a fraction finer than a minor unit. */
export function parseMajor(text: string): number | null {
  const m = /^([0-9]{1,12})(?:\.([0-9]{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(6, '0');
  if (!/^[0-9]{2}0000$/.test(frac)) return null;
  return Number(m[1]) * 100 + Number(frac.slice(0, 2));
}
