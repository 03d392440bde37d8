import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.js';
import { DeactivationChain } from './deactivation-chain.js';
import { confirmsNumber } from './number-confirm.js';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const PHONE = '+79161234567';
let sent: URLSearchParams[] = [];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  sent = [];
  useSession.getState().signIn('token-for-test', { phoneNumber: PHONE, profileId: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(init.body as URLSearchParams);
      return new Response(JSON.stringify({ status: 'success', data: { status: 'deactivated', reactivateUntilTimestamp: 1_800_000_000 } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

const renderChain = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DeactivationChain open phone={PHONE} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe('the deactivation chain', () => {
  it('keeps the warning confirm disabled for the 10 s countdown, showing the seconds left', async () => {
    renderChain();
    const confirm = screen.getByTestId('deactivate-warning-confirm');
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveTextContent('Continue (10)');
    act(() => vi.advanceTimersByTime(4000));
    expect(confirm).toHaveTextContent('Continue (6)');
    act(() => vi.advanceTimersByTime(5900));
    expect(confirm).toBeDisabled();
    act(() => vi.advanceTimersByTime(200));
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveTextContent(/^Continue$/);
  });

  it('submits only when the typed text equals the number, then shows the success modal', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderChain();
    act(() => vi.advanceTimersByTime(10_000));
    await user.click(screen.getByTestId('deactivate-warning-confirm'));
    const input = screen.getByRole('textbox', { name: 'Type your number 79161234567 to confirm' });
    const submit = screen.getByTestId('deactivate-submit');
    expect(submit).toBeDisabled();
    for (const wrong of ['7916123456', '79161234568', '7 916 123 45 67', '791612345670']) {
      await user.clear(input);
      await user.type(input, wrong);
      expect(submit, wrong).toBeDisabled();
    }
    // Enter on a mismatch sends nothing.
    await user.type(input, '{Enter}');
    expect(sent).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '79161234567');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByTestId('deactivate-done');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('number')).toBe('79161234567');
    expect(screen.getByText('Account deactivated')).toBeInTheDocument();
  });
});

describe('confirmsNumber', () => {
  it('accepts the digits or the number with its +, nothing else', () => {
    expect(confirmsNumber('79161234567', PHONE)).toBe(true);
    expect(confirmsNumber('+79161234567', PHONE)).toBe(true);
    for (const typed of ['', ' 79161234567', '79161234567 ', '89161234567', '+7 916 123 45 67', '9161234567'])
      expect(confirmsNumber(typed, PHONE), typed).toBe(false);
  });
});
