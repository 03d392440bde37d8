import { describe, expect, it } from 'vitest';
import { ApiError } from './api.js';
import { errorKey, errorName, errorStatusCode, isNotEnoughBalance } from './api-errors.js';

describe('error names', () => {
  it('reads the code of a 400 and the status_code of other answers', () => {
    expect(errorName(new ApiError({ statusCode: 3001, code: 'TEXT_INVALID', httpStatus: 400, serverStatusCode: 3001 }))).toBe(
      'TEXT_INVALID',
    );
    const poor = new ApiError({ statusCode: 10000, code: 'INTERNAL', httpStatus: 402, serverStatusCode: 3004 });
    expect(errorName(poor)).toBe('NOT_ENOUGH_BALANCE');
    expect(isNotEnoughBalance(poor)).toBe(true);
    expect(errorStatusCode(poor)).toBe(3004);
    expect(errorKey(new ApiError({ statusCode: 10000, code: 'INTERNAL', httpStatus: 409, serverStatusCode: 3010 }))).toBe(
      'error_NOT_NUMBER_OWNER',
    );
  });

  it('falls back to the helper code', () => {
    expect(errorName(new ApiError({ statusCode: 10000, code: 'NETWORK', httpStatus: 0 }))).toBe('NETWORK');
    expect(errorName(new Error('x'))).toBe('INTERNAL');
    expect(errorStatusCode(new Error('x'))).toBe(10000);
  });
});
