import type { ComponentProps } from 'react';
import { useFieldControl, withFieldControl } from './field.js';
import './field.css';

/** A text input; inside a Field it takes the field's id, description and validity. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return <input {...withFieldControl(field, props)} className={['input', className].filter(Boolean).join(' ')} />;
}

/** A multi-line text input; inside a Field it takes the field's id, description and validity. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return <textarea rows={rows} {...withFieldControl(field, props)} className={['textarea', className].filter(Boolean).join(' ')} />;
}
