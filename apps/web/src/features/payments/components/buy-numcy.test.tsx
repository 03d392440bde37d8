import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { usePurchase } from '../model/purchase-store.js';
import { BuyNumCy } from './buy-numcy.js';

const price = (amount: number, payOrder = ['ROBOKASSA_CARD'], discount?: number) => ({
  amount,
  currency: 'RUB',
  discountAmount: discount ?? null,
  discountCurrency: discount ? 'RUB' : null,
  productId: `price_${amount}`,
  discountProductId: discount ? `price_${amount}_sale` : null,
  payOrder,
  discountEndsTimestamp: null,
});

/** The server's price list (GET /api/v202310/get/prices) and balance, as the contract describes them. */
function serve(prices: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.includes('/get/prices') ? { countryCode: 'RU', ...prices } : { balance: 7 };
      return new Response(JSON.stringify({ status: 'success', data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderBuy() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <BuyNumCy locale="en-US" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const tile = (name: RegExp) => screen.getByRole('radio', { name });

beforeEach(() => useSession.getState().signIn('token-for-test', { phoneNumber: '79161234567', profileId: 1 }));
afterEach(() => {
  vi.unstubAllGlobals();
  usePurchase.getState().closeChooser();
  useSession.getState().signOut();
});

describe('Buy NumCy', () => {
  it('chooses the 400 bundle first; picking another tile selects it and prices the purchase button', async () => {
    serve({ numcy_25: price(49), numcy_100: price(149), numcy_400: price(399), numcy_1000: price(799) });
    const user = renderBuy();
    expect(await screen.findByRole('radio', { name: /400 NumCy/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /Buy 400 NumCy for RUB\s?399/ })).toBeInTheDocument();
    // Tags of spec §4: hit (25), best value (100), comfortable (400, 1000).
    expect(tile(/25 NumCy/)).toHaveAccessibleName(/Hit/);
    expect(tile(/100 NumCy/)).toHaveAccessibleName(/Good deal/);
    expect(tile(/1,000 NumCy/)).toHaveAccessibleName(/Comfortable/);
    await user.click(screen.getByText('100 NumCy'));
    expect(tile(/100 NumCy/)).toBeChecked();
    expect(tile(/400 NumCy/)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: /Buy 100 NumCy for RUB\s?149/ }));
    expect(usePurchase.getState().product).toMatchObject({
      productId: 'numcy_100',
      productPriceId: 'price_149',
      payOrder: ['ROBOKASSA_CARD'],
    });
  });

  it('shows a discounted bundle as a sale with the old price struck through, and buys it at the discounted price id', async () => {
    serve({ numcy_400: price(399, ['ROBOKASSA_CARD'], 299), numcy_1000: price(799) });
    const user = renderBuy();
    const sale = await screen.findByRole('radio', { name: /400 NumCy/ });
    const label = sale.closest('label')!;
    expect(within(label).getByText('Sale')).toBeInTheDocument();
    expect(within(label).getByTestId('price-now')).toHaveTextContent(/299/);
    expect(within(label).getByTestId('price-old').tagName).toBe('S');
    expect(within(label).getByTestId('price-old')).toHaveTextContent(/Old price: RUB\s?399/);
    await user.click(screen.getByRole('button', { name: /Buy 400 NumCy for RUB\s?299/ }));
    expect(usePurchase.getState().product).toMatchObject({ productPriceId: 'price_399_sale', amount: 299 });
  });

  it('leaves out bundles without payment methods; a lone bundle fills the row', async () => {
    serve({ numcy_25: price(49, []), numcy_1000: price(799) });
    renderBuy();
    expect(await screen.findByRole('radio', { name: /1,000 NumCy/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByTestId('bundle-grid')).toHaveClass('bundle-grid--single');
  });
});
