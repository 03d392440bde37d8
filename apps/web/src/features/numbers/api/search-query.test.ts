import { describe, expect, it } from 'vitest';
import { numberKeys } from '../../../lib/number-cache.js';
import { searchQuery } from './search-query.js';

describe('lookup query', () => {
  it('passes paidSearch as a parameter', () => {
    expect(searchQuery('en-US', false)).toEqual({ locale: 'en-US', paidSearch: '0', source: 'WEB' });
    expect(searchQuery('en-US', true).paidSearch).toBe('1');
  });
  it('keeps the paid lookup apart in the cache', () => {
    expect(numberKeys.profile('1', 'en-US')).not.toEqual(numberKeys.profile('1', 'en-US', true));
  });
});
