import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenewModal } from './renew-modal.js';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A call the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((ok, no) => {
    resolve = ok;
    reject = no;
  });
  return { promise, resolve, reject };
}

const setup = (run: () => Promise<unknown>) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<RenewModal open onClose={() => {}} productName="Spy" phoneNumber="+79161234567" run={run} />);
  return user;
};

describe('the renew modal', () => {
  it('goes idle → working (repeated presses ignored) → done 1.5 s after success, with the account number', async () => {
    const call = deferred();
    const run = vi.fn(() => call.promise);
    const user = setup(run);
    expect(screen.getByRole('heading', { name: 'Renew Spy' })).toBeInTheDocument();
    expect(screen.getByText(/One more month of Spy is charged now/)).toBeInTheDocument();
    const confirm = screen.getByTestId('renew-confirm');
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveTextContent('Renewing…');
    await user.click(confirm);
    await user.click(confirm);
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
    // The loader stays until 1.5 s after success.
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByTestId('renew-done')).not.toBeInTheDocument();
    expect(screen.getByTestId('renew-confirm')).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: 'Subscription renewed' })).toBeInTheDocument();
    expect(screen.getByTestId('renew-done')).toHaveTextContent('Spy is renewed for the account +7 916 123 45 67.');
    expect(screen.getByTestId('renew-close')).toBeEnabled();
  });

  it('opens the error modal on failure, and its retry repeats the call', async () => {
    const first = deferred();
    const second = deferred();
    const run = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const user = setup(run);
    await user.click(screen.getByTestId('renew-confirm'));
    await act(async () => first.reject(new Error('declined')));
    expect(screen.getByRole('alertdialog', { name: 'Renewal failed' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged. Try again, or buy the subscription with another payment method.')).toBeInTheDocument();
    await user.click(screen.getByTestId('renew-retry'));
    expect(run).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await act(async () => second.resolve());
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('renew-done')).toBeInTheDocument();
  });
});
