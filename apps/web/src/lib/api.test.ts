import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, apiUrl, setUnauthorizedHandler } from './api.js';
import { startEarlyGet } from './api-request.js';
import { useSession } from './session.js';
import { APP_VERSION } from './version.js';

const store = new Map<string, string>();
const localStorageStub = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};

function respond(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const comment = {
  id: 1,
  profile_id: null,
  text: 'hi',
  createdAtTimestamp: 1_700_000_000,
  updatedAtTimestamp: 1_700_000_000,
  firstName: 'Ann',
  lastName: null,
  avatar: null,
  likes: 1,
  dislikes: 0,
  commentUps: 0,
  hasLike: false,
  hasDislike: false,
  hasCommentUp: false,
  hiddenBy: null,
  endDateTimestamp: null,
  thread_count: 0,
  isPinned: false,
};

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', localStorageStub);
  useSession.getState().sync();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('fills path parameters and the query string from the route table', () => {
    expect(apiUrl('search', { params: { phone: '79161234567' }, query: { locale: 'ru-RU', paidSearch: '0', source: 'WEB' } })).toBe(
      '/api/v202310/search/79161234567?locale=ru-RU&paidSearch=0&source=WEB',
    );
    expect(apiUrl('commentList', { query: { phone: '7916', limit: 10, offset: 20, order_by: 'newest', locale: undefined } })).toBe(
      '/api/v7/comment/list?phone=7916&limit=10&offset=20&order_by=newest',
    );
  });
});

describe('apiGet', () => {
  it('parses a successful response with the route schema', async () => {
    const fetchMock = respond(200, { status: 'success', data: { comments: [comment], total: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiGet('commentList', { query: { phone: '7916' } });
    expect(res.data.comments[0]?.text).toBe('hi');
  });

  it('sends the stored token as the Authorization value', async () => {
    useSession.getState().signIn('tok123');
    const fetchMock = respond(200, { status: 'success', data: { comments: [], total: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('commentList', { query: { phone: '7916' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe('tok123');
  });

  it('sends the client version with every call', async () => {
    const fetchMock = respond(200, { status: 'success', data: { comments: [], total: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('commentList', { query: { phone: '7916' } });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['x-client-version']).toBe(APP_VERSION);
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('sends no Authorization header for a visitor', async () => {
    const fetchMock = respond(200, { status: 'success', data: { comments: [], total: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('commentList', { query: { phone: '7916' } });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('throws the body status_code and code on 400', async () => {
    vi.stubGlobal('fetch', respond(400, { status: 'error', status_code: 1001, code: 'PHONE_INVALID', message: 'bad' }));
    const err = await apiGet('search', { params: { phone: '1' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ statusCode: 1001, code: 'PHONE_INVALID', httpStatus: 400 });
  });

  it('throws 10000 on any other failure', async () => {
    vi.stubGlobal('fetch', respond(500, { status: 'error', status_code: 10000, code: 'INTERNAL', message: 'x' }));
    await expect(apiGet('search', { params: { phone: '79161234567' } })).rejects.toMatchObject({ statusCode: 10000, httpStatus: 500 });
    vi.stubGlobal('fetch', respond(429, { status: 'error', status_code: 1029, code: 'RATE_LIMITED', message: 'x' }));
    await expect(apiGet('search', { params: { phone: '79161234567' } })).rejects.toMatchObject({ statusCode: 10000 });
  });

  it('throws 10000 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('search', { params: { phone: '79161234567' } })).rejects.toMatchObject({ statusCode: 10000, code: 'NETWORK' });
  });

  it.each([403, 426])('on %i removes the token and goes to /not-authorized', async (status) => {
    useSession.getState().signIn('tok');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', respond(status, {}));
    await expect(apiGet('search', { params: { phone: '79161234567' } })).rejects.toBeInstanceOf(ApiError);
    expect(store.has('token')).toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('on 403 to a call made with a token the app has since dropped, sends nowhere and keeps the new session', async () => {
    useSession.getState().signIn('old');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    const call = apiGet('me');
    useSession.getState().signIn('new');
    answer(new Response('{}', { status: 403, headers: { 'content-type': 'application/json' } }));
    await expect(call).rejects.toMatchObject({ code: 'NOT_AUTHORIZED' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('new');
  });

  it('keeps the body status_code of any API error for the auth flows', async () => {
    vi.stubGlobal('fetch', respond(410, { status: 'error', status_code: 2003, code: 'AUTH_CODE_EXPIRED', message: 'x' }));
    await expect(apiGet('authCheck', { query: { code: '123456', token_type: 'jwt' } })).rejects.toMatchObject({
      statusCode: 10000,
      serverStatusCode: 2003,
    });
  });

  it('on 403 also forgets the account number and profile id', async () => {
    useSession.getState().signIn('tok', { phoneNumber: '+79161234567', profileId: 12 });
    expect(store.get('phoneNumber')).toBe('+79161234567');
    setUnauthorizedHandler(() => {});
    vi.stubGlobal('fetch', respond(403, { status: 'error', status_code: 2011, code: 'TOKEN_INVALID', message: 'x' }));
    await expect(apiGet('me')).rejects.toMatchObject({ code: 'NOT_AUTHORIZED', serverStatusCode: 2011 });
    expect(store.has('phoneNumber') || store.has('profileId')).toBe(false);
    expect(useSession.getState()).toMatchObject({ token: null, phoneNumber: null, profileId: 0 });
  });

  it('keeps a token the server renewed (x-access-token) in place of the old one, with the same account', async () => {
    useSession.getState().signIn('old-token', { phoneNumber: '+79161234567', profileId: 12 });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'success', data: { balance: 3 } }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-access-token': 'new-token' },
          }),
      ),
    );
    await apiGet('balance');
    expect(store.get('token')).toBe('new-token');
    expect(useSession.getState()).toMatchObject({ token: 'new-token', phoneNumber: '+79161234567', profileId: 12 });
  });

  it('rejects a response that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', respond(200, { status: 'success', data: { nope: true } }));
    await expect(apiGet('commentList', { query: { phone: '7916' } })).rejects.toMatchObject({ statusCode: 10000 });
  });
});

describe('a GET started before the app (boot.ts)', () => {
  const list = { status: 'success', data: { comments: [comment], total: 1 } };
  const url = apiUrl('commentList', { query: { phone: '7916' } });

  it("answers the app's same call once, with the same headers, without asking again", async () => {
    useSession.getState().signIn('tok1');
    const fetchMock = respond(200, list);
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet(url, 'tok1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ authorization: 'tok1', 'x-client-version': APP_VERSION });

    expect((await apiGet('commentList', { query: { phone: '7916' } })).data.total).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Used once: a later call (a refetch) asks the server again.
    await apiGet('commentList', { query: { phone: '7916' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used for another token or another address', async () => {
    const fetchMock = respond(200, list);
    vi.stubGlobal('fetch', fetchMock);
    startEarlyGet(url, 'someone-else');
    await apiGet('commentList', { query: { phone: '7916' } });
    await apiGet('commentList', { query: { phone: '7917' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('reports a failed early request as the app reports its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    startEarlyGet(url, null);
    await expect(apiGet('commentList', { query: { phone: '7916' } })).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('apiPost', () => {
  it('posts the body as form data with the client version', async () => {
    const fetchMock = respond(200, { status: 'success', data: { status: true } });
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiPost('authAgreement', {
      body: { code: '123456', cnonce: 'abcdefghijklmnop', timestamp: 1_700_000_000, signature: 'f'.repeat(64) },
    });
    expect(res.data.status).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v6/auth/agreement_code');
    expect(init!.method).toBe('POST');
    const headers = init!.headers as Record<string, string>;
    expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers['x-client-version']).toBe(APP_VERSION);
    expect(String(init!.body)).toBe(`code=123456&cnonce=abcdefghijklmnop&timestamp=1700000000&signature=${'f'.repeat(64)}`);
  });
});
