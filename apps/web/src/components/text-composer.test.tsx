import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextComposer } from './text-composer.js';

async function setup(props: Partial<Parameters<typeof TextComposer>[0]> = {}) {
  const onSubmit = vi.fn<(text: string) => Promise<unknown>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<TextComposer label="Your comment" placeholder="Write" submitLabel="Publish" onSubmit={onSubmit} {...props} />);
  // The form's code loads on first use.
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  return {
    user,
    onSubmit,
    box,
    publish: screen.getByRole('button', { name: 'Publish' }),
  };
}

describe('TextComposer', () => {
  it('cannot publish blank text', async () => {
    const { user, box, publish, onSubmit } = await setup();
    expect(publish).toBeDisabled();
    await user.type(box, '   ');
    expect(publish).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('publishes the trimmed text and empties itself', async () => {
    const { user, box, publish, onSubmit } = await setup();
    await user.type(box, '  Calls every night  ');
    expect(box).toHaveAccessibleDescription('21 of 2000 characters');
    await user.click(publish);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Calls every night');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text when publishing fails', async () => {
    const { user, box, publish, onSubmit } = await setup();
    onSubmit.mockRejectedValueOnce(new Error('offline'));
    await user.type(box, 'Calls every night');
    await user.click(publish);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(box).toHaveValue('Calls every night');
  });

  it("takes its limit from the contract's schema", async () => {
    const { box } = await setup({ text: 'note', initial: 'My dentist' });
    expect(box).toHaveAttribute('maxlength', '1000');
    expect(box).toHaveAccessibleDescription('10 of 1000 characters');
  });
});
