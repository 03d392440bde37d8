/**
 * Characters with no place in any text we store (decision 026): C0 controls except tab, line feed
 * and carriage return, DEL, the C1 controls (terminal escape introducers among them), and lone
 * UTF-16 surrogates (not encodable as UTF-8). PostgreSQL refuses NUL outright; the rest would
 * reach logs, terminals and other users.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udfff]/u;

/** True when any string in the value (object keys included, at any depth) holds a forbidden character. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasControlCharacters(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (FORBIDDEN.test(k) || hasControlCharacters(v, depth + 1)) return true;
  return false;
}

/** The text with forbidden characters removed (terminal output of user text: the moderator CLI). */
export function stripControlCharacters(text: string): string {
  return text.replace(new RegExp(FORBIDDEN.source, 'gu'), '');
}
