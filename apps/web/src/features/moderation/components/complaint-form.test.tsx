import { ComplaintBody } from '@numscope/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComplaintForm, type ComplaintFormValues } from './complaint-form.js';

const COMMENT_ID = 7;
const OK = { first_name: 'Jo', email: 'jo@example.com', text: 'It names my home address.' };

/** What the server does with a complaint body: the contract's own schema. */
const serverAccepts = (body: Record<string, unknown>) => ComplaintBody.safeParse({ comment_id: COMMENT_ID, ...body }).success;

function renderForm() {
  const onSubmit = vi.fn<(values: ComplaintFormValues) => void>();
  const user = userEvent.setup();
  render(<ComplaintForm busy={false} onSubmit={onSubmit} onCancel={() => {}} />);
  const box = (name: string) => screen.getByRole('textbox', { name });
  const fill = async (name: string, value: string) => {
    await user.clear(box(name));
    if (value) {
      await user.click(box(name));
      await user.paste(value);
    }
  };
  const submit = screen.getByRole('button', { name: 'Send complaint' });
  return { user, onSubmit, box, fill, submit };
}

/** Edge cases on which the hand-written e-mail check and the server disagreed, and some where they agreed. */
const EMAILS = [
  'jo@example.com',
  'jo+tag@example.co',
  'jo@example',
  'jo@example.c',
  'jo..doe@example.com',
  '.jo@example.com',
  'jo.@example.com',
  'jo@-example.com',
  'jo@exa_mple.com',
  'jo"doe"@example.com',
  'jö@example.com',
  'jo@example.123',
  'jo@[127.0.0.1]',
  'jo@localhost',
];

describe('complaint form (spec §5) accepts exactly what the server accepts', () => {
  it.each(EMAILS)('e-mail %j', async (email) => {
    const { fill, box, submit, user, onSubmit } = renderForm();
    await fill('Your name', OK.first_name);
    await fill('What is unlawful in this review?', OK.text);
    await fill('E-mail', email);
    expect(box('E-mail')).toHaveValue(email);
    await user.tab();
    const accepted = serverAccepts({ ...OK, email });
    await waitFor(() => expect(submit).toHaveProperty('disabled', !accepted));
    if (accepted) expect(box('E-mail')).not.toHaveAttribute('aria-invalid');
    else expect(box('E-mail')).toHaveAttribute('aria-invalid', 'true');
    if (accepted) {
      await user.click(submit);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
      expect(serverAccepts(onSubmit.mock.calls[0]![0])).toBe(true);
    }
  });

  it.each([
    ['a one-letter name', { first_name: 'J' }],
    ['a name of spaces around one letter', { first_name: '  J  ' }],
    ['a two-letter name', { first_name: 'Jo' }],
    ['text of five characters', { text: 'abcde' }],
    ['text of five characters inside spaces', { text: '   abcde   ' }],
    ['text of six characters', { text: 'abcdef' }],
    ['a court decision link', { court_decision_link: 'https://court.example/decision/1' }],
    ['a court decision link that is not a link', { court_decision_link: 'court decision 1' }],
  ])('%s', async (_what, change: Partial<typeof OK & { court_decision_link: string }>) => {
    const { fill, submit, user } = renderForm();
    const body = { ...OK, ...change };
    await fill('Your name', body.first_name);
    await fill('E-mail', body.email);
    await fill('What is unlawful in this review?', body.text);
    if (body.court_decision_link) await fill('Link to a court decision (optional)', body.court_decision_link);
    await user.tab();
    await waitFor(() => expect(submit).toHaveProperty('disabled', !serverAccepts(body)));
  });

  it('sends the values the server schema parsed (trimmed name and text), no link when none was given', async () => {
    const { fill, submit, user, onSubmit } = renderForm();
    await fill('Your name', '  Jo  ');
    await fill('E-mail', 'jo@example.com');
    await fill('What is unlawful in this review?', '  It names my home address.  ');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      first_name: 'Jo',
      email: 'jo@example.com',
      text: 'It names my home address.',
      court_decision_link: undefined,
    });
  });

  it('says what is wrong with the e-mail once the field is left', async () => {
    const { fill, box, user } = renderForm();
    await fill('E-mail', 'jo@example');
    await user.tab();
    await waitFor(() => expect(box('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com'));
  });
});
