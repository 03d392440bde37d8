import { createHmac } from 'node:crypto';

/**
 * Pay Selection signatures (api.payselection.com "Request signature"; official PHP SDK
 * src/Library.php, src/BaseHook.php): hex HMAC-SHA256 keyed by the site's secret over lines joined
 * with LF. Requests sign the path; webhooks sign the full webhook URL as configured, over the raw body.
 */
export function requestSignature(p: {
  method: 'GET' | 'POST';
  path: string;
  siteId: string;
  requestId: string;
  body?: string;
  secret: string;
}): string {
  const lines = [p.method, p.path, p.siteId, p.requestId];
  if (p.method === 'POST') lines.push(p.body ?? '');
  return createHmac('sha256', p.secret).update(lines.join('\n')).digest('hex');
}

export function webhookSignature(p: { url: string; siteId: string; body: Buffer | string; secret: string }): string {
  return createHmac('sha256', p.secret).update(`POST\n${p.url}\n${p.siteId}\n`).update(p.body).digest('hex');
}
