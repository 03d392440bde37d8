import type { ComponentProps, ReactNode } from 'react';
import { Field, useFieldControl, withFieldControl, type FieldProps } from './field.js';
import './field.css';

/**
 * A native select (keyboard, screen readers and mobile pickers come from the platform). It needs a
 * name: put it in a Field, use SelectField, or give it aria-label.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  const field = useFieldControl();
  return <select {...withFieldControl(field, props)} className={['select', className].filter(Boolean).join(' ')} />;
}

/** A select with its label: Field + Select in one, for filters and settings. */
export function SelectField({
  label,
  hint,
  error,
  required,
  inline,
  hideLabel,
  testId,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> &
  Pick<FieldProps, 'label' | 'hint' | 'error' | 'required' | 'inline' | 'hideLabel' | 'testId'> & { children: ReactNode }) {
  return (
    <Field label={label} hint={hint} error={error} required={required} inline={inline} hideLabel={hideLabel} testId={testId}>
      <Select {...props}>{children}</Select>
    </Field>
  );
}
