import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { Field, type FieldProps } from '../field.js';
import { Input, Textarea } from '../input.js';
import { Select } from '../select.js';

/** What every form field takes: `registration` is `form.register('name')` from the Form's children. */
type FieldBase = Pick<FieldProps, 'label' | 'hint' | 'required' | 'inline' | 'hideLabel' | 'className'> & {
  registration: UseFormRegisterReturn;
};
type Registered = 'name' | 'ref' | 'onChange' | 'onBlur' | 'className' | 'required';

/** The registered field's current message (translated by the Form), if any. */
function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).error?.message;
}

export function FormInput({
  registration,
  label,
  hint,
  required,
  inline,
  hideLabel,
  className,
  ...props
}: FieldBase & Omit<ComponentProps<'input'>, Registered>) {
  const error = useFieldError(registration.name);
  return (
    <Field label={label} hint={hint} error={error} required={required} inline={inline} hideLabel={hideLabel} className={className}>
      <Input {...registration} {...props} />
    </Field>
  );
}

export function FormTextarea({
  registration,
  label,
  hint,
  required,
  inline,
  hideLabel,
  className,
  ...props
}: FieldBase & Omit<ComponentProps<'textarea'>, Registered>) {
  const error = useFieldError(registration.name);
  return (
    <Field label={label} hint={hint} error={error} required={required} inline={inline} hideLabel={hideLabel} className={className}>
      <Textarea {...registration} {...props} />
    </Field>
  );
}

export function FormSelect({
  registration,
  label,
  hint,
  required,
  inline,
  hideLabel,
  className,
  children,
  ...props
}: FieldBase & Omit<ComponentProps<'select'>, Registered | 'children'> & { children: ReactNode }) {
  const error = useFieldError(registration.name);
  return (
    <Field label={label} hint={hint} error={error} required={required} inline={inline} hideLabel={hideLabel} className={className}>
      <Select {...registration} {...props}>
        {children}
      </Select>
    </Field>
  );
}
