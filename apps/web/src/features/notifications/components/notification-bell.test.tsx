import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { NotificationBell } from './notification-bell.js';

interface Item {
  id: number;
  kind: 'reply' | 'review' | 'name' | 'view';
  number: string;
  commentId: number | null;
  threadId: number | null;
  contactRequest: null;
  createdAtTimestamp: number;
  read: boolean;
}

// jsdom has no modal dialogs: the list's modal only needs open/close to toggle the attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const now = Math.floor(Date.now() / 1000);
let items: Item[];
const posted: { url: string; body: unknown }[] = [];
const unread = () => items.filter((n) => !n.read).length;

/** The server as the contract describes it: the unread count, the list, and read marks. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      let data: unknown;
      if (init?.method === 'POST') {
        const body = Object.fromEntries(new URLSearchParams(String(init.body ?? '')));
        posted.push({ url, body });
        for (const n of items) if (url.includes('read_all') || String(n.id) === body.id) n.read = true;
        data = { unread: unread() };
      } else if (url.includes('/notifications/unread')) data = { unread: unread() };
      else data = { items, unread: unread(), total: items.length };
      return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.hash}`}</p>;
}

function renderBell() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={['/search']}>
        <NotificationBell locale="en-US" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  items = [
    {
      id: 3,
      kind: 'reply',
      number: '+79161234567',
      commentId: 40,
      threadId: 41,
      contactRequest: null,
      createdAtTimestamp: now - 60,
      read: false,
    },
    {
      id: 2,
      kind: 'review',
      number: '+79160000001',
      commentId: 30,
      threadId: null,
      contactRequest: null,
      createdAtTimestamp: now - 3600,
      read: false,
    },
    {
      id: 1,
      kind: 'name',
      number: '+79160000001',
      commentId: null,
      threadId: null,
      contactRequest: null,
      createdAtTimestamp: now - 7200,
      read: true,
    },
  ];
  posted.length = 0;
  serve();
  useSession.getState().signIn('token-for-test', { phoneNumber: '79160000001', profileId: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('NotificationBell', () => {
  it('names the unread count and shows it on the badge', async () => {
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, unread: 2' });
    expect(within(bell).getByTestId('notifications-count')).toHaveTextContent('2');
  });

  it('without unread notifications it is just "Notifications", with no badge', async () => {
    for (const n of items) n.read = true;
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('notifications-count')).toBeNull();
  });

  it('opens the list newest first; opening an item marks it read and goes to its review', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, unread: 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(dialog).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('New reply to a review you follow on'),
      expect.stringContaining('New review on your number'),
      expect.stringContaining('under a new name'),
    ]);
    expect(links[0]).toHaveTextContent('Unread');
    await user.click(links[0]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/number/79161234567#comment-40');
    expect(posted).toEqual([{ url: expect.stringContaining('/api/v1/notifications/read'), body: { id: '3' } }]);
    expect(await screen.findByRole('button', { name: 'Notifications, unread: 1' })).toBeInTheDocument();
  });

  it('marks all read from the list', async () => {
    const user = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, unread: 2' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(posted.map((p) => p.url)).toEqual([expect.stringContaining('/api/v1/notifications/read_all')]);
    expect(within(screen.getByRole('dialog', { name: 'Notifications' })).queryByText('Unread')).toBeNull();
  });
});
