import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.js';
import { afterDialogHistory, whenDialogsClosed } from './dialog-history.js';

// jsdom has no modal dialogs: open and close as a browser does, including the `close` event that a
// browser fires a task after `close()` (a task that may run late on a busy phone).
const proto = HTMLDialogElement.prototype;
const native = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')), 20);
  };
});
afterAll(() => Object.assign(proto, native));

/** Two dialogs behind one state, as a comment's menu holds its report and complaint dialogs. */
function TwoDialogs() {
  const [open, setOpen] = useState<'report' | 'complaint' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('report')}>
        Report
      </button>
      <button type="button" onClick={() => setOpen('complaint')}>
        Complaint
      </button>
      <Modal open={open === 'report'} onClose={() => setOpen(null)} title="Report this review" testId="report">
        <p>report form</p>
      </Modal>
      <Modal open={open === 'complaint'} onClose={() => setOpen(null)} title="Legal complaint" testId="complaint">
        <p>complaint form</p>
      </Modal>
    </>
  );
}

const wait = (ms: number) => act(() => new Promise((ok) => setTimeout(ok, ms)));

describe('Modal', () => {
  it('stays open when the previous dialog’s close event arrives after it opened', async () => {
    const user = userEvent.setup();
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Complaint' }));
    expect(screen.getByTestId('complaint')).toHaveProperty('open', true);
    // Closed by its own Close button, and the report opened before the browser's close event came.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await wait(50);
    expect(screen.getByTestId('complaint')).toHaveProperty('open', false);
    expect(screen.getByTestId('report')).toHaveProperty('open', true);
    expect(screen.getByText('report form')).toBeInTheDocument();
  });

  it('tells its owner when the browser closes it by itself', async () => {
    const user = userEvent.setup();
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    act(() => (screen.getByTestId('report') as HTMLDialogElement).close());
    await wait(50);
    expect(screen.queryByText('report form')).not.toBeInTheDocument();
  });
});

describe('Modal and the browser’s Back', () => {
  const marked = () => (window.history.state as Record<string, unknown> | null)?.numscopeDialog === true;
  const back = async () => {
    window.history.back();
    await wait(50);
  };
  // The previous test's dialogs were unmounted by its cleanup: their entry's pop arrives first.
  beforeEach(() => new Promise((ok) => setTimeout(ok, 50)));
  /** On a number page, the report dialog opened and its history entry pushed. */
  const reportOpenOnNumberPage = async () => {
    window.history.replaceState({ page: 'number' }, '', '/number/79161234567');
    const user = userEvent.setup();
    render(<TwoDialogs />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await wait(0);
    return user;
  };

  it('closes the open dialog on Back and keeps the page’s own entry', async () => {
    const user = await reportOpenOnNumberPage();
    expect(marked()).toBe(true);
    const entries = window.history.length;
    await back();
    expect(screen.getByTestId('report')).toHaveProperty('open', false);
    expect(window.location.pathname).toBe('/number/79161234567');
    expect(window.history.state).toEqual({ page: 'number' });
    // Opening again takes the place of the entry Back left behind instead of piling up new ones.
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await wait(0);
    expect(window.history.length).toBe(entries);
  });

  it('takes its entry away when it closes by itself, so the next Back leaves the page', async () => {
    const user = await reportOpenOnNumberPage();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await wait(50);
    expect(marked()).toBe(false);
    expect(window.history.state).toEqual({ page: 'number' });
  });

  it('runs a navigation asked for as a dialog closes only once the dialog’s entry has gone (signing out from settings)', async () => {
    await reportOpenOnNumberPage();
    // Closed and navigating in one press: the mark's Back has not yet even started.
    let entryThen: unknown = 'not yet';
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    afterDialogHistory(() => (entryThen = window.history.state));
    await wait(50);
    // Run on the page's own entry: a push now would come after the mark's Back, not be undone by it.
    expect(entryThen).toEqual({ page: 'number' });
  });

  it('holds an address change asked for while a dialog is open until it has closed and its entry has gone', async () => {
    const user = await reportOpenOnNumberPage();
    let ranOn: unknown = 'not yet';
    whenDialogsClosed(() => (ranOn = window.history.state));
    await wait(50);
    expect(ranOn).toBe('not yet');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await wait(50);
    expect(ranOn).toEqual({ page: 'number' });
  });

  it('keeps one entry when a dialog opens as another closes, and Back closes the one open', async () => {
    const user = await reportOpenOnNumberPage();
    // The report's close button, then the complaint before the browser has popped the report's entry.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Complaint' }));
    await wait(50);
    expect(screen.getByTestId('complaint')).toHaveProperty('open', true);
    expect(marked()).toBe(true);
    await back();
    expect(screen.getByTestId('complaint')).toHaveProperty('open', false);
    expect(window.history.state).toEqual({ page: 'number' });
  });
});
