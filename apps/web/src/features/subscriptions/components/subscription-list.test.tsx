import { TIMINGS_MS, type Subscription } from '@numscope/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { SubscriptionList } from './subscription-list.js';

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const sub = (over: Partial<Subscription>): Subscription => ({
  id: 1,
  kind: 'spy',
  status: 'active',
  expiryTime: now + 20 * DAY,
  autoRenewing: true,
  platform: 'web',
  paymentSystem: 'ROBOKASSA_CARD',
  robokassaAutoRenewing: true,
  robokassaNextPaymentAttempt: now + 19 * DAY,
  failedAttempts: 0,
  renewing: false,
  orderId: 10,
  stripe: null,
  myNumber: '+79161234567',
  ...over,
});

/** The server: the list (GET /api/v202405/subscription/list) and each action's answer; records the POSTs. */
function serve(subscriptions: Subscription[]) {
  const posts: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: new URLSearchParams(init.body as URLSearchParams).toString() });
        const data = { subscription: { ...subscriptions[0]!, status: 'cancelled', autoRenewing: false } };
        return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
      }
      const data = { subscriptions, pro: { status: false } };
      return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return posts;
}

function renderList() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <SubscriptionList locale="en-US" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => useSession.getState().signIn('token-for-test', { phoneNumber: '79161234567', profileId: 1 }));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('the subscription list', () => {
  it('shows each subscription with its state and the actions that state allows, and offers what I do not have', async () => {
    serve([sub({}), sub({ id: 2, kind: 'antispy', status: 'paused', robokassaNextPaymentAttempt: null })]);
    renderList();
    const spy = await screen.findByTestId('subscription-spy');
    expect(within(spy).getByTestId('subscription-status')).toHaveTextContent('Active');
    expect(within(spy).getByText('Automatic renewal').nextSibling).toHaveTextContent('On');
    for (const action of ['subscription-renew', 'subscription-pause', 'subscription-cancel', 'subscription-views'])
      expect(within(spy).getByTestId(action)).toBeInTheDocument();
    expect(within(spy).queryByTestId('subscription-resume')).not.toBeInTheDocument();
    const anti = screen.getByTestId('subscription-antispy');
    expect(within(anti).getByTestId('subscription-status')).toHaveTextContent('Paused');
    expect(within(anti).getByTestId('subscription-resume')).toBeInTheDocument();
    expect(within(anti).queryByTestId('subscription-renew')).not.toBeInTheDocument();
  });

  it('an expired one offers buying it again; without any, both are offered with clear buttons', async () => {
    serve([sub({ status: 'expired', autoRenewing: false, robokassaNextPaymentAttempt: null })]);
    renderList();
    const spy = await screen.findByTestId('subscription-spy');
    expect(within(spy).getByTestId('subscription-buy-again')).toHaveAttribute('href', '/payment/spy');
    expect(within(spy).queryByTestId('subscription-renew')).not.toBeInTheDocument();
    expect(screen.getByTestId('subscription-buy-antispy')).toHaveTextContent('Buy Anti-spy — monthly');
  });

  it('cancel sends the subscription with platform=web', async () => {
    const posts = serve([sub({ id: 7 })]);
    const user = renderList();
    await user.click(await screen.findByTestId('subscription-cancel'));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toContain('/api/v202405/subscription/cancel');
    expect(new URLSearchParams(posts[0]!.body).get('subscriptionId')).toBe('7');
    expect(new URLSearchParams(posts[0]!.body).get('platform')).toBe('web');
  });
});

describe('a renewal on its way', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the new paid-until date once the provider confirms it, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = sub({ renewing: true, expiryTime: now + 2 * DAY });
    const confirmed = sub({ renewing: false, expiryTime: now + 32 * DAY });
    let lists = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // The provider's callback lands after the first look at the list.
        const data = { subscriptions: [lists++ === 0 ? pending : confirmed], pro: { status: false } };
        return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderList();
    const expiry = within(await screen.findByTestId('subscription-spy')).getByTestId('subscription-expiry');
    const before = expiry.textContent;
    await vi.advanceTimersByTimeAsync(TIMINGS_MS.subscriptionRefresh);
    await vi.waitFor(() =>
      expect(within(screen.getByTestId('subscription-spy')).getByTestId('subscription-expiry').textContent).not.toBe(before),
    );
    expect(lists).toBe(2);
  });
});
