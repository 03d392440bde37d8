import type { FastifyRequest } from 'fastify';

/**
 * What the request log may hold (issue 11 item 9): never a token, a secret or a whole phone number.
 * Paths carry all three: `/key/<JWT>` landings, `?code=`/`?key=`/`?token=` queries, and numbers in
 * lookups (`/search/79161234567`), which keep their first four and last two digits.
 */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const SECRET_PARAMS = /([?&](?:key|token|code|signature|cnonce|access_token|sig)=)[^&#]*/gi;
const PHONE_DIGITS = /(?<!\d)(\+?\d{4})(\d{3,9})(\d{2})(?!\d)/g;

export function maskPhone(text: string): string {
  return text.replace(PHONE_DIGITS, (_m, head: string, middle: string, tail: string) => `${head}${'•'.repeat(middle.length)}${tail}`);
}

export function redactUrl(url: string): string {
  return maskPhone(
    url
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
