/** A round avatar with the person's initials, coloured from their name (stable per name). */
export function Avatar({ name, size = 40 }: { name: string; size?: number }) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
      .join('') || '?';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)!) >>> 0;
  const hue = hash % 360;
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{ inlineSize: size, blockSize: size, fontSize: size * 0.4, ['--avatar-hue' as string]: hue }}
    >
      {initials}
    </span>
  );
}
