import { createHash } from 'node:crypto';

/** The webhook fields that take part in the token (all but data, questions, paymentId). */
const UNSIGNED = new Set(['data', 'questions', 'paymentId']);

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/**
 * SoftPay (softpaymoney) webhook token (providers.md §3, no public docs ⚠): drop data, questions and
 * paymentId, set token to "", add the secret as field `secret`, sort by key, join the values with
 * nothing between them, sha256 hex.
 */
export function softpayToken(body: Record<string, unknown>, secret: string): string {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!UNSIGNED.has(k)) fields[k] = v;
  fields.token = '';
  fields.secret = secret;
  const joined = Object.keys(fields)
    .sort()
    .map((k) => text(fields[k]))
    .join('');
  return createHash('sha256').update(joined, 'utf8').digest('hex');
}
