import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@numscope/contract';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentProduct } from '../model/catalogue.js';
import { MethodChooser, type PayRequest } from './method-chooser.js';

// jsdom has no modal dialogs: the GetEmail modal only needs open/close to toggle the attribute.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const product = (payOrder: string[]): PaymentProduct => ({
  productId: 'numcy_400',
  productPriceId: 'price_numcy_400_rub',
  payOrder,
  icon: 'numcy',
  text: '400 NumCy',
  amount: 400,
  currency: 'RUB',
});

function renderChooser(payOrder: string[]) {
  const onPay = vi.fn<(r: PayRequest) => void>();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  // The chooser opened from /wallet: Back in the Android package returns there.
  window.history.replaceState(null, '', '/wallet');
  window.history.pushState(null, '', '/payment');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/wallet" element={<p>wallet page</p>} />
        <Route
          path="/payment"
          element={<MethodChooser product={product(payOrder)} phoneNumber="79161234567" locale="en-US" onPay={onPay} onBack={() => {}} />}
        />
      </Routes>
    </BrowserRouter>,
  );
  return { onPay, user, method: (name: string | RegExp) => screen.getByRole('button', { name }) };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('the method chooser', () => {
  it('shows the product, the formatted number and one button per known method; unknown codes draw nothing', () => {
    renderChooser(['ROBOKASSA_CARD', 'NO_SUCH_SYSTEM', 'STRIPE_CARD', 'PAYLAMA_ALT']);
    expect(screen.getByText('400 NumCy')).toBeInTheDocument();
    expect(screen.getByTestId('chooser-number')).toHaveTextContent('+7 916 123 45 67');
    const list = screen.getByRole('list', { name: 'Payment methods' });
    // PAYLAMA_ALT is the aggregator's two wallets.
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(4);
    ['Bank card Robokassa', 'International card Stripe', 'Online wallet Paylama', 'E-wallet Paylama'].forEach((name, i) =>
      expect(buttons[i]).toHaveAccessibleName(name),
    );
  });

  it('starts a lone method by itself, with the loader in place of its label', () => {
    const { onPay } = renderChooser(['ROBOKASSA_CARD']);
    expect(onPay).toHaveBeenCalledOnce();
    expect(onPay.mock.calls[0]![0].button.code).toBe('ROBOKASSA_CARD');
    expect(screen.getByRole('status')).toHaveTextContent('Opening the payment…');
    expect(screen.queryByText('Bank card')).not.toBeInTheDocument();
    expect(screen.queryByText('Robokassa')).not.toBeInTheDocument();
  });

  it('ignores further presses while a payment is pending, and takes them again once the loader is gone', async () => {
    const { onPay, user, method } = renderChooser(['ROBOKASSA_CARD', 'STRIPE_CARD']);
    expect(onPay).not.toHaveBeenCalled();
    await user.click(method(/^Bank card/));
    expect(onPay).toHaveBeenCalledOnce();
    await user.click(screen.getByTestId('method-ROBOKASSA_CARD'));
    await user.click(method(/^International card/));
    expect(onPay).toHaveBeenCalledOnce();
    // Spec §9: most buttons' loader is dismissed after 2500 ms.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await user.click(method(/^International card/));
    expect(onPay).toHaveBeenCalledTimes(2);
    expect(onPay.mock.calls[1]![0].button.code).toBe('STRIPE_CARD');
  });

  it('asks a QIWI card payer for exactly 4 digits of the card before starting', async () => {
    const { onPay, user, method } = renderChooser(['QIWI_CARD', 'ROBOKASSA_CARD']);
    await user.click(method(/^Card of another bank/));
    const input = screen.getByRole('textbox', { name: 'Last 4 digits of the card' });
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();
    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    expect(go).toBeDisabled();
    await user.type(input, '45');
    expect(input).toHaveValue('1234');
    expect(go).toBeEnabled();
    await user.click(go);
    expect(onPay).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ cardNumber: '1234' }));
    expect(onPay.mock.calls[0]![0].button.paySourcesFilter).toBe('card');
    // Spec §4: back to the list after 500 ms.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('list', { name: 'Payment methods' })).toBeInTheDocument();
  });

  it('asks for an e-mail first: Continue works only with a valid address, then the modal closes after 2.5 s', async () => {
    const { onPay, user, method } = renderChooser(['PAY_SELECTION_CARD', 'STRIPE_CARD']);
    await user.click(method(/^Card with a receipt by e-mail/));
    const dialog = screen.getByTestId('get-email-modal');
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    const go = screen.getByTestId('email-continue');
    expect(go).toBeDisabled();
    await user.type(input, 'jo@example');
    expect(go).toBeDisabled();
    // Spec §5: no message while the address is not valid.
    expect(input).not.toHaveAccessibleDescription();
    await user.type(input, '.com');
    expect(go).toBeEnabled();
    await user.click(go);
    expect(onPay).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ email: 'jo@example.com' }));
    expect(dialog).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByTestId('get-email-modal')).not.toBeInTheDocument();
  });

  it('closes the e-mail modal with Back, and in the Android package steps back in history instead (spec §2)', async () => {
    const { user, method } = renderChooser(['PAY_SELECTION_CARD']);
    await user.click(method(/^Card with a receipt by e-mail/));
    await user.click(within(screen.getByTestId('get-email-modal')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByTestId('get-email-modal')).not.toBeInTheDocument();
    localStorage.setItem(STORAGE_KEYS.apk, '1');
    try {
      await user.click(method(/^Card with a receipt by e-mail/));
      await user.click(within(screen.getByTestId('get-email-modal')).getByRole('button', { name: 'Back' }));
      expect(screen.getByText('wallet page')).toBeInTheDocument();
    } finally {
      localStorage.removeItem(STORAGE_KEYS.apk);
    }
  });
});
