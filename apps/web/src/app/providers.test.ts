import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.js';
import { retryRead } from './providers.js';

const error = (httpStatus: number, code = 'X') => new ApiError({ statusCode: 10000, code, httpStatus });

describe('reads tried again', () => {
  it('never after the request itself was refused (an invalid number stays invalid)', () => {
    expect(retryRead(0, error(400, 'PHONE_INVALID'))).toBe(false);
    expect(retryRead(0, error(404))).toBe(false);
    expect(retryRead(0, error(429))).toBe(false);
  });
  it('up to three times after a network failure or a server error', () => {
    expect(retryRead(0, error(0, 'NETWORK'))).toBe(true);
    expect(retryRead(2, error(502))).toBe(true);
    expect(retryRead(3, error(502))).toBe(false);
  });
});
