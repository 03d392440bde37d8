import ipaddr from 'ipaddr.js';

/**
 * The key that per-address limits count under: an IPv4 address itself, and for IPv6 its /64. One
 * subscriber line or phone is given a whole /64, so counting single IPv6 addresses would let one
 * client rotate through billions of them and never meet a limit. An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`) counts as that IPv4 address.
 */
export function clientKey(ip: string): string {
  // Most requests come over IPv4: nothing to parse (this runs on every API call).
  if (!ip.includes(':')) return ip;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return ip;
  }
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** An address, or the name `localhost`, that only this machine reaches: 127.0.0.0/8 or ::1 (also as `::ffff:127.x.x.x`). */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  try {
    return ipaddr.process(host).range() === 'loopback';
  } catch {
    return false;
  }
}
