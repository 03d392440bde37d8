/** Minor units ↔ the decimal strings providers use ("400.00"). */
export const toMajor = (minor: number): string => (minor / 100).toFixed(2);

/** A provider's decimal amount in minor units; NaN for anything that is not a plain decimal. */
export function toMinor(value: string | number | undefined): number {
  const s = String(value ?? '').trim();
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(s)) return Number.NaN;
  const [whole, frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A form-encoded body as a flat record (last value wins). */
export function formFields(body: Buffer | string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString()).entries());
}

/** Reads a JSON provider reply; throws (→ PAYMENT_PROVIDER_FAILED) when it is not JSON or not 2xx. */
export async function jsonReply(res: Response, provider: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${provider} answered ${res.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${provider} answered with something that is not JSON`);
  }
}
