import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './session.js';
import { useWrite } from './use-write.js';

// Writes need a session: the client refuses them itself when signed out.
beforeEach(() => useSession.getState().signIn('token-for-test'));
afterEach(() => useSession.getState().signOut());

const ok = () =>
  new Response(JSON.stringify({ status: 'success', data: { id: 7 } }), { status: 200, headers: { 'content-type': 'application/json' } });
const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key'];

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useWrite and Idempotency-Key (issue 11 item 10)', () => {
  it('sends one key per user action, the same on its retry after a lost answer', async () => {
    const fetchMock = vi
      .fn<(url: string, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useWrite('threadAdd'), { wrapper });

    act(() => result.current.mutate({ reply_to: 1, text: 'same here' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 3000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, retry] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    // The key is a header, never a form field.
    expect(String(fetchMock.mock.calls[0]![1]!.body)).toBe('reply_to=1&text=same+here');
    expect(result.current.variables).toEqual({ reply_to: 1, text: 'same here' });

    act(() => result.current.mutate({ reply_to: 1, text: 'same here' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(fetchMock.mock.calls[2]!)).not.toBe(first);
  });

  it('does not retry a refusal', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'error', status_code: 3001, code: 'TEXT_INVALID', message: 'x' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useWrite('threadAdd', { onError: () => {} }), { wrapper });
    act(() => result.current.mutate({ reply_to: 1, text: 'x' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
