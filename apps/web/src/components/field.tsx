import { createContext, use, useId, type ReactNode } from 'react';
import './field.css';

/** What a Field hands its control: the id its label points at, and the links to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The control props of the surrounding Field (null outside one); Input, Textarea and Select use it. */
export function useFieldControl(): FieldControlProps | null {
  return use(FieldContext);
}

export interface FieldProps {
  /** The visible label (translated). It names the control through <label for>. */
  label: ReactNode;
  /** One control: Input, Textarea or Select. */
  children: ReactNode;
  hint?: ReactNode;
  /** A translated message; the control is then aria-invalid and described by it. */
  error?: ReactNode;
  required?: boolean;
  /** Label beside the control instead of above it (compact filters). */
  inline?: boolean;
  /** Keep the label for screen readers but do not show it: always, or on narrow screens only. */
  hideLabel?: boolean | 'narrow';
  className?: string;
  testId?: string;
}

/**
 * A labelled form control with an optional hint and error message. The label is a real <label>
 * (never display:none); hint and error are linked by aria-describedby, the error first.
 */
export function Field({ label, children, hint, error, required, inline, hideLabel, className, testId }: FieldProps) {
  const id = useId();
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: `${id}control`,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  const labelClass = ['field__label', hideLabel === true && 'visually-hidden', hideLabel === 'narrow' && 'field__label--narrow-hidden']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={['field', inline && 'field--inline', className].filter(Boolean).join(' ')} data-testid={testId}>
      <label className={labelClass} htmlFor={control.id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Field props first, then the control's own; describedby lists are joined, not replaced. */
export function withFieldControl<P extends { id?: string; 'aria-describedby'?: string }>(field: FieldControlProps | null, props: P): P {
  if (!field) return props;
  const describedBy = [field['aria-describedby'], props['aria-describedby']].filter(Boolean).join(' ');
  return { ...field, ...props, id: props.id ?? field.id, ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}
