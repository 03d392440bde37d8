import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { usePurchase } from '../model/purchase-store.js';
import { ChooserModal } from './payment-dialogs.js';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

interface Sent {
  url: string;
  key: string | null;
  body: URLSearchParams;
}

/** The invoice route: the first call fails as a provider that is down would, later ones answer a link. */
function serveInvoices() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url, key: headers['idempotency-key'] ?? null, body: init.body as URLSearchParams });
      if (sent.length === 1) {
        return new Response(JSON.stringify({ status: 'error', status_code: 5009, code: 'PAYMENT_PROVIDER_FAILED', message: 'down' }), {
          status: 502,
        });
      }
      const data = { paymentLinks: { orderId: 7, paymentSystem: 'ROBOKASSA_CARD', url: 'https://pay.example/7', qr: null } };
      return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  useSession.getState().signIn('token-for-test', { phoneNumber: '79161234567', profileId: 1 });
  vi.stubGlobal(
    'open',
    vi.fn(() => ({ opener: null, closed: false, location: { href: '' }, close: vi.fn() })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  usePurchase.getState().closeChooser();
  useSession.getState().signOut();
});

describe('starting a payment', () => {
  it('sends one Idempotency-Key per purchase attempt: the same again after a failure, a new one for another method', async () => {
    const sent = serveInvoices();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ChooserModal locale="en-US" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    act(() =>
      usePurchase.getState().openChooser({
        productId: 'numcy_400',
        productPriceId: 'ru-numcy_400-1',
        payOrder: ['ROBOKASSA_CARD', 'ROBOKASSA'],
        icon: 'numcy',
        text: '400 NumCy',
        amount: 990,
        currency: 'RUB',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Bank card/ }));
    // The provider did not answer: the message of the contract's error, in words.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider is not answering. Try again or choose another method.',
    );
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await user.click(screen.getByRole('button', { name: /^Bank card/ }));
    await act(() => vi.advanceTimersByTimeAsync(3500));
    await user.click(screen.getByRole('button', { name: /^Card or e-wallet/ }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((s) => new URL(s.url, 'http://x').pathname)).toEqual([
      '/api/v202405/payments/invoice/ROBOKASSA_CARD',
      '/api/v202405/payments/invoice/ROBOKASSA_CARD',
      '/api/v202405/payments/invoice/ROBOKASSA',
    ]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(sent[0]!.body.get('productPriceId')).toBe('ru-numcy_400-1');
    expect(sent[0]!.body.has('cardNumber')).toBe(false);
    expect(sent[0]!.body.has('anonymous')).toBe(false);
  });
});
