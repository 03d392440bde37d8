import type { ProviderContext } from './payment-provider.js';

/** Small helpers shared by the hand-written provider protocols. */

/** A form-encoded body as a flat record (last value wins). */
export function formFields(body: Buffer | string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString()).entries());
}

/** Reads a JSON provider reply; throws (the service answers PAYMENT_PROVIDER_FAILED) when it is not 2xx JSON. */
export async function jsonReply(res: Response, provider: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${provider} answered ${res.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${provider} answered with something that is not JSON`);
  }
}

/** Parses a JSON webhook body; null when it is not JSON. */
export function jsonBody(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

/** A URL as a provider gave it, made absolute (stand-ins answer paths on our own server). */
export const absolute = (url: string, ctx: ProviderContext): string => new URL(url, ctx.publicUrl).toString();

/** An outbound provider call: simulated API URLs are paths on our server, resolved against PUBLIC_URL. */
export function callProvider(ctx: ProviderContext, url: string, init: RequestInit = {}): Promise<Response> {
  return ctx.fetch(absolute(url, ctx), { signal: AbortSignal.timeout(15_000), ...init });
}
