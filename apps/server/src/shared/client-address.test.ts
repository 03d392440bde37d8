import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address.js';

describe('clientKey: what per-address limits count under', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const a = clientKey('2001:db8:1:2:aaaa::1');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('leaves a value that is not an address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
