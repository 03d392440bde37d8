import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftPanel } from './gift-panel.js';

const PRICE = {
  amount: 399,
  currency: 'RUB',
  discountAmount: null,
  discountCurrency: null,
  productId: 'gift_400_rub',
  discountProductId: null,
  payOrder: ['ROBOKASSA_CARD'],
};

describe('the gift modal', () => {
  it('keeps only digits of the number and confirms from 11 digits with the agreement ticked', async () => {
    const onConfirm = vi.fn<(digits: string) => void>();
    const user = userEvent.setup();
    render(<GiftPanel count={400} price={PRICE} locale="en-US" anonymous={false} onAnonymousChange={() => {}} onConfirm={onConfirm} />);
    expect(screen.getByTestId('gift-count')).toHaveTextContent('400 NumCy');
    const number = screen.getByRole('textbox', { name: "Recipient's phone number" });
    expect(number).toHaveAccessibleDescription('International format with the country code, at least 11 digits');
    expect(number).toHaveAttribute('placeholder', '+7 900 000 00 00');
    const confirm = screen.getByTestId('agreement-continue');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of the purchase' }));
    await user.type(number, '+7 (916) abc 123-45-6');
    // Ten digits: not yet.
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(number, '7');
    expect(number).toHaveValue('+7 916 123 45 67');
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveTextContent('Continue to number +7 916 123 45 67');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('79161234567');
  });

  it('does not continue while the agreement is not ticked', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<GiftPanel count={1000} price={PRICE} locale="en-US" anonymous={false} onAnonymousChange={() => {}} onConfirm={onConfirm} />);
    await user.type(screen.getByRole('textbox', { name: "Recipient's phone number" }), '79161234567');
    expect(screen.getByTestId('agreement-continue')).toBeDisabled();
    expect(screen.getByText('Tick the box to continue.')).toBeInTheDocument();
  });
});
