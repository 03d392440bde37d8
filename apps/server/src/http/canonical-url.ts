/** Characters RFC 3986 calls unreserved: the same whether written plainly or percent-encoded (§2.3). */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The request URL as the router and every check on its text see it (RFC 3986 §6.2.2). The router
 * decodes percent-encoded unreserved characters before matching, so `/%61pi/…` reached the API while
 * the rate limit and the token check, which look for `/api/`, let it by; decoded here, they see
 * what the router serves. A doubled leading slash becomes one (spec §2: key links also arrive as
 * `//key/…`).
 */
export function canonicalUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
  return path.replace(/^\/{2,}/, '/') + (at < 0 ? '' : url.slice(at));
}
