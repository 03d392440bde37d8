import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button.js';
import { Form, FormInput, FormSelect, FormTextarea } from './index.js';

const Schema = z.object({
  name: z.string().trim().min(2).max(60),
  email: z.email(),
  topic: z.enum(['spam', 'fraud']),
  text: z.string().trim().min(1).max(20),
});

function renderForm() {
  const submitted = vi.fn<(values: z.output<typeof Schema>) => void>();
  const user = userEvent.setup();
  render(
    <Form schema={Schema} defaultValues={{ name: '', email: '', topic: 'spam', text: '' }} onSubmit={(values) => submitted(values)}>
      {({ register }) => (
        <>
          <FormInput label="Name" required registration={register('name')} />
          <FormInput label="E-mail" required type="email" registration={register('email')} />
          <FormSelect label="Topic" registration={register('topic')}>
            <option value="spam">Spam</option>
            <option value="fraud">Fraud</option>
          </FormSelect>
          <FormTextarea label="Text" required registration={register('text')} />
          <Button type="submit">Send</Button>
        </>
      )}
    </Form>,
  );
  return { user, submitted, field: (name: string) => screen.getByRole('textbox', { name }) };
}

describe('Form', () => {
  it('submits nothing while input is invalid, says why in words, and focuses the first invalid field', async () => {
    const { user, submitted, field } = renderForm();
    await user.type(field('Name'), 'J');
    await user.type(field('E-mail'), 'jo@example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(field('Name')).toHaveFocus();
    expect(field('Name')).toBeInvalid();
    expect(field('Name')).toHaveAccessibleDescription('Enter at least 2 characters');
    expect(field('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    expect(field('Text')).toHaveAccessibleDescription('Fill in this field');
  });

  it('submits the values the schema parsed (trimmed), once', async () => {
    const { user, submitted, field } = renderForm();
    await user.type(field('Name'), '  Jo  ');
    await user.type(field('E-mail'), 'jo@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Fraud');
    await user.type(field('Text'), ' Calls at night ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledExactlyOnceWith({ name: 'Jo', email: 'jo@example.com', topic: 'fraud', text: 'Calls at night' });
  });

  it('checks a field when it is left, and clears the message once the input is fixed', async () => {
    const { user, field } = renderForm();
    await user.type(field('Text'), 'x'.repeat(21));
    await user.tab();
    expect(field('Text')).toHaveAccessibleDescription('Use at most 20 characters');
    await user.type(field('Text'), '{Backspace}');
    expect(field('Text')).toBeValid();
    expect(screen.queryByText('Use at most 20 characters')).not.toBeInTheDocument();
  });

  it('shows messages in the current language, and again in the new one after a switch', async () => {
    const { user, field } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('Name')).toHaveAccessibleDescription('Fill in this field');
    i18next.addResourceBundle('ru-RU', 'common', { form_error_required: 'Заполните это поле' });
    try {
      await i18next.changeLanguage('ru-RU');
      await vi.waitFor(() => expect(field('Name')).toHaveAccessibleDescription('Заполните это поле'));
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });
});

describe('a client refinement that mirrors a server rule', () => {
  it('shows the message of the contract error it names', async () => {
    const Names = z
      .object({ first: z.string().trim().max(60), last: z.string().trim().max(60) })
      .refine((v) => v.first !== '' || v.last !== '', { path: ['first'], params: { error: 'NAME_EMPTY' } });
    const submitted = vi.fn();
    const user = userEvent.setup();
    render(
      <Form schema={Names} defaultValues={{ first: '', last: '' }} onSubmit={submitted}>
        {({ register }) => (
          <>
            <FormInput label="First name" registration={register('first')} />
            <FormInput label="Last name" registration={register('last')} />
            <Button type="submit">Send</Button>
          </>
        )}
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter a first or a last name.');
  });
});
