import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { numberKeys, refreshNumber } from './number-cache.js';

/** A client holding what two number pages cached: profile (free and paid), comment pages, a thread. */
function cachedTwoNumbers() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    aProfile: numberKeys.profile('111', 'en-US'),
    aPaid: numberKeys.profile('111', 'en-US', true),
    aComments: numberKeys.comments('111', 'interesting'),
    aThread: numberKeys.threads('111', 7),
    bProfile: numberKeys.profile('222', 'en-US'),
    bComments: numberKeys.comments('222', 'interesting'),
  };
  for (const key of Object.values(keys)) qc.setQueryData(key, { cached: key });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { qc, stale };
}

describe('refreshing a number after a write', () => {
  it('marks only the written number’s named parts for refetching', async () => {
    const { qc, stale } = cachedTwoNumbers();
    await refreshNumber(qc, '111', ['profile', 'comments']);
    expect(stale()).toEqual(['aComments', 'aProfile']);
  });

  it('never refetches a paid lookup, which would spend NumCy again', async () => {
    const { qc, stale } = cachedTwoNumbers();
    await refreshNumber(qc, '111', ['profile']);
    expect(stale()).toEqual(['aProfile']);
  });

  it('leaves other numbers alone', async () => {
    const { qc, stale } = cachedTwoNumbers();
    await refreshNumber(qc, '222', ['profile', 'comments', 'threads']);
    expect(stale()).toEqual(['bComments', 'bProfile']);
  });
});
