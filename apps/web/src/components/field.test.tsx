import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field.js';
import { Input, Textarea } from './input.js';
import { SelectField } from './select.js';

describe('Field', () => {
  it('names its control by the visible label, and marks it required without adding to the name', () => {
    render(
      <Field label="First name" required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error, marks the control invalid and describes it by the error, then the hint', () => {
    render(
      <Field label="E-mail" hint="We answer to this address" error="Enter a valid e-mail address">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address We answer to this address');
    expect(screen.getByText('Enter a valid e-mail address')).toBeVisible();
  });

  it('has no error state without an error', () => {
    render(
      <Field label="Text" hint="Up to 1000 characters">
        <Textarea />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Text' });
    expect(box).toBeValid();
    expect(box).toHaveAccessibleDescription('Up to 1000 characters');
  });

  it('keeps a description the control brings itself', () => {
    render(
      <>
        <p id="own">Counted in characters</p>
        <Field label="Text" error="Fill in this field">
          <Textarea aria-describedby="own" />
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription('Fill in this field Counted in characters');
  });
});

describe('Select', () => {
  it('is a native select named by its visible label; clicking the label focuses it', async () => {
    const user = userEvent.setup();
    render(
      <SelectField label="Sort by" defaultValue="newest">
        <option value="newest">Newest</option>
        <option value="oldest">Oldest</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    await user.click(screen.getByText('Sort by'));
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Oldest');
    expect(select).toHaveValue('oldest');
  });

  it('stays named when its label is hidden from view (never display:none)', () => {
    render(
      <SelectField label="Sort by" hideLabel inline>
        <option>Newest</option>
      </SelectField>,
    );
    const label = screen.getByText('Sort by');
    expect(label).toHaveClass('visually-hidden');
    expect(label).not.toHaveStyle({ display: 'none' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  });
});
