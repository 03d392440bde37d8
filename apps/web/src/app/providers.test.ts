import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api.js';
import { createQueryClient } from './providers.js';

const error = (httpStatus: number, code = 'X') => new ApiError({ statusCode: 10000, code, httpStatus });

describe("the app's reads", () => {
  // Every query of the app (the number's lookup too) reads with these defaults.
  const retry = createQueryClient().getDefaultOptions().queries!.retry as (failures: number, e: unknown) => boolean;

  it('are not tried again once the request itself was refused (an invalid number stays invalid)', () => {
    expect(retry(0, error(400, 'PHONE_INVALID'))).toBe(false);
    expect(retry(0, error(404))).toBe(false);
  });

  it('are tried again after a network failure or a server error, twice at most', () => {
    expect(retry(0, error(0, 'NETWORK'))).toBe(true);
    expect(retry(1, error(502))).toBe(true);
    expect(retry(2, error(502))).toBe(false);
  });
});
