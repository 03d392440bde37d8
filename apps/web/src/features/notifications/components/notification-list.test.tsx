import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { NotificationList } from './notification-list.js';

const now = Math.floor(Date.now() / 1000);
const request = (over: Partial<{ firstName: string | null; lastName: string | null }> = {}) => ({
  id: 7,
  date: '2026-03-03',
  price: 11,
  firstName: null,
  lastName: null,
  ...over,
});
/** The notifications of paid contact requests (decision 057), as the list route answers them. */
const items = [
  { id: 5, kind: 'contact_request', number: '+79160000001', contactRequest: request({ firstName: 'Anna', lastName: 'K.' }) },
  { id: 4, kind: 'contact_request', number: '+79160000001', contactRequest: request() },
  { id: 3, kind: 'contact_accepted', number: '+79161234567', contactRequest: request() },
  { id: 2, kind: 'contact_declined', number: '+79161234567', contactRequest: request() },
  { id: 1, kind: 'contact_expired', number: '+79161234567', contactRequest: request() },
].map((n) => ({ ...n, commentId: null, threadId: null, createdAtTimestamp: now - 60, read: false }));

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', data: { items, unread: items.length, total: items.length } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  useSession.getState().signIn('token-for-test', { phoneNumber: '79160000001', profileId: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('NotificationList: paid contact requests', () => {
  it('tells the owner who asked and about which day, leading to /number/my; tells the asker how it ended, leading to the number', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <MemoryRouter>
          <NotificationList locale="en-US" onOpen={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const links = await screen.findAllByTestId('notification');
    expect(links.map((l) => [l.dataset.kind, l.getAttribute('href')])).toEqual([
      ['contact_request', '/number/my'],
      ['contact_request', '/number/my'],
      ['contact_accepted', '/number/79161234567'],
      ['contact_declined', '/number/79161234567'],
      ['contact_expired', '/number/79161234567'],
    ]);
    const texts = links.map((l) => l.querySelector('.notification__text')!.textContent!.replace(/[\u2066\u2069]/g, ''));
    expect(texts[0]).toMatch(/^Anna K\. got a call from your number .+ on Mar 3, 2026 and asks you to get in touch$/);
    expect(texts[1]).toMatch(/^Someone got a call from your number .+ on Mar 3, 2026/);
    expect(texts[2]).toMatch(/^The owner of .+ accepted your request to get in touch: their name is on the number’s page$/);
    expect(texts[3]).toMatch(/^The owner of .+ declined your request to get in touch$/);
    expect(texts[4]).toMatch(/in time; the 11 NumCy are back on your balance$/);
    // No placeholder is left unfilled.
    for (const text of texts) expect(text).not.toContain('%');
  });
});
