import { SuggestBody } from '@numscope/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestNameForm, type SuggestNameValues } from './suggest-name-form.js';

function setup() {
  const onSubmit = vi.fn<(values: SuggestNameValues) => void>();
  const user = userEvent.setup();
  render(<SuggestNameForm busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
  return {
    user,
    onSubmit,
    first: screen.getByRole('textbox', { name: 'First name' }),
    last: screen.getByRole('textbox', { name: 'Last name' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('suggest a name', () => {
  it('sends nothing without a name and says so with the server’s own message', async () => {
    const { user, onSubmit, first, last, send } = setup();
    await user.type(first, '   ');
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(first).toHaveAccessibleDescription('Enter a first or a last name.');
    await user.type(last, 'Scam');
    expect(first).toBeValid();
  });

  it('sends a last name alone, the empty first name as none, as the server would read it', async () => {
    const { user, onSubmit, last, send } = setup();
    await user.type(last, '  Parcel Scam ');
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ first_name: null, last_name: 'Parcel Scam' });
    const server = SuggestBody.parse({ phone: '79990000000', first_name: '', last_name: '  Parcel Scam ' });
    expect({ first_name: server.first_name, last_name: server.last_name }).toEqual(onSubmit.mock.calls[0]![0]);
  });
});
