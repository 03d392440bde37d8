import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Modal } from './modal.js';

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
