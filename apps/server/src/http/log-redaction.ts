import type { FastifyRequest } from 'fastify';

/**
 * What the request log may hold (issue 11 item 9): never a token, a secret or a whole phone number.
 * Paths carry all three: `/key/<JWT>` landings, `?code=`/`?key=`/`?token=` queries, and numbers in
 * lookups (`/search/79161234567`), which keep their first four and last two digits. The API takes
 * numbers with separators too (`7-916-123-45-67`, `%2B7%20916…`), so the URL is decoded first and a
 * number is any run of nine or more digits with separators between them.
 */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const SECRET_PARAMS = /([?&](?:key|token|code|signature|cnonce|access_token|sig)=)[^&#]*/gi;
const PHONE_LIKE = /\+?\d(?:[\s().+-]*\d){8,}/g;

/** A phone number in text as its first four and last two digits (separators dropped). */
export function maskPhone(text: string): string {
  return text.replace(PHONE_LIKE, (found) => {
    const digits = found.replace(/\D/g, '');
    return `${found.startsWith('+') ? '+' : ''}${digits.slice(0, 4)}${'•'.repeat(digits.length - 6)}${digits.slice(-2)}`;
  });
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export function redactUrl(url: string): string {
  return maskPhone(
    decoded(url)
      .replace(/\/key\/[^/?#]+/g, '/key/[redacted]')
      .replace(JWT, '[token]')
      .replace(SECRET_PARAMS, '$1[redacted]'),
  );
}

/** Fastify's request serializer with the redactions above (headers are not logged at all). */
export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
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
