import type { FastifyRequest } from 'fastify';

/**
 * What the request log may hold (issue 11 item 9): never a token, a secret or a whole phone number.
 * Paths carry all three: `/key/<JWT>` landings, `?code=`/`?key=`/`?token=` queries, and numbers in
 * lookups (`/search/79161234567`), which keep their first four and last two digits. The API reads
 * any non-digit as a separator (`7-916…`, `7x916…`, `٧٩١٦…`): a route's phone parameters and query
 * values are masked by name whatever they hold, and anywhere else the decoded URL's runs of nine or
 * more digits, of any script, with a few separators between them.
 */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const SECRET_PARAMS = /([?&](?:key|token|code|signature|cnonce|access_token|sig)=)[^&#]*/gi;
/** Nine or more digits of any script with up to three separators between each (not a path's or query's own). */
const PHONE_LIKE = /\+?\p{Nd}(?:[^\p{L}\p{Nd}/?&=#]{0,3}\p{Nd}){8,}/gu;
const DIGITS = /\p{Nd}/gu;
/** Path parameters and query keys the API reads as a phone number, whatever else they hold. */
const PHONE_NAMES = new Set(['phone', 'number', 'phoneNumber', 'phone_number']);

/** A number as its first four and last two digits; fewer than nine digits are all hidden. */
function masked(digits: string, plus: boolean): string {
  const shown = digits.length >= 9 ? `${digits.slice(0, 4)}${'•'.repeat(digits.length - 6)}${digits.slice(-2)}` : '•'.repeat(digits.length);
  return `${plus ? '+' : ''}${shown}`;
}

/** A phone number in text as its first four and last two digits (separators dropped). */
export function maskPhone(text: string): string {
  return text.replace(PHONE_LIKE, (found) => masked(found.match(DIGITS)!.join(''), found.startsWith('+')));
}

/** A value the API reads as a phone number: every digit in it is the number's (the parser drops anything else). */
const maskValue = (value: string) => {
  const digits = value.match(DIGITS)?.join('') ?? '';
  return digits ? masked(digits, value.trimStart().startsWith('+')) : value;
};

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The path with its phone parameters masked by name (`:phone` in the matched route), the query's likewise. */
function maskNamed(url: string, route?: { pattern: string; params: Record<string, string> }): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  const query = at < 0 ? '' : url.slice(at);
  if (route && /:phone\b/.test(route.pattern))
    path = route.pattern.replace(/:(\w+)/g, (_, name: string) => (PHONE_NAMES.has(name) ? maskValue : String)(route.params[name] ?? ''));
  return (
    path +
    query.replace(/([?&])([^=&#]+)=([^&#]*)/g, (all, sep: string, key: string, value: string) =>
      PHONE_NAMES.has(key) ? `${sep}${key}=${maskValue(decoded(value.replace(/\+/g, ' ')))}` : all,
    )
  );
}

export function redactUrl(url: string, route?: { pattern: string; params: Record<string, string> }): string {
  return maskPhone(
    decoded(maskNamed(url, route))
      .replace(/\/key\/[^/?#]+/g, '/key/[redacted]')
      .replace(JWT, '[token]')
      .replace(SECRET_PARAMS, '$1[redacted]'),
  );
}

/** Fastify's request serializer with the redactions above (headers are not logged at all). */
export function requestSerializer(req: FastifyRequest) {
  const pattern = req.routeOptions?.url;
  const route = pattern ? { pattern, params: (req.params ?? {}) as Record<string, string> } : undefined;
  return { method: req.method, url: redactUrl(req.url, route), remoteAddress: req.ip };
}

/** Header paths pino removes wherever an object with them is logged. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'res.headers["x-access-token"]',
];
