import { describe, expect, it } from 'vitest';
import { clientKey, isLoopback } from './client-address.js';

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

describe('isLoopback: only this machine', () => {
  it('is the loopback addresses, however written, and the name localhost', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'localhost']) expect(isLoopback(host), host).toBe(true);
  });
  it('is no other address, every address (0.0.0.0, ::) or name', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '::ffff:10.0.0.1', '2001:db8::1', 'numscope.example.org', ''])
      expect(isLoopback(host), host).toBe(false);
  });
});
