import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import type { z } from 'zod';
import { formErrorMessage } from './error-messages.js';
import './form.css';

/** A schema whose input and output are objects (one key per field). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormApi<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export interface FormProps<S extends FormSchema> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** The contract's schema (or one derived from it): the form accepts exactly what it accepts. */
  schema: S;
  defaultValues?: DefaultValues<z.input<S>>;
  /** Called only with valid input, already parsed (trimmed, coerced) by the schema. */
  onSubmit: (values: z.output<S>, form: FormApi<S>) => void | Promise<void>;
  /** The fields; `form.register('name')` is checked against the schema's field names. */
  children: (form: FormApi<S>) => ReactNode;
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'>;
  testId?: string;
}

/**
 * A form driven by a zod schema (react-hook-form with the zod resolver). Fields validate when
 * first left and then on every change; submitting with errors submits nothing and focuses the
 * first invalid field. Messages are translated (`form_error_*`) and follow a language switch.
 */
export function Form<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  options,
  className,
  testId,
  ...rest
}: FormProps<S>) {
  const { i18n } = useTranslation();
  const resolver = useMemo(
    () =>
      zodResolver(schema, { error: (issue) => formErrorMessage(issue as z.core.$ZodRawIssue, i18n.t) }) as unknown as Resolver<
        z.input<S>,
        unknown,
        z.output<S>
      >,
    [schema, i18n],
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, defaultValues, resolver });

  // Messages on screen were translated when they were made: make them again in the new language.
  useEffect(() => {
    const onLanguage = () => {
      const names = Object.keys(form.formState.errors).filter((k) => k !== 'root') as Path<z.input<S>>[];
      if (names.length) void form.trigger(names);
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [i18n, form]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={['form', className].filter(Boolean).join(' ')}
        data-testid={testId}
        onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
        {...rest}
      >
        {children(form)}
      </form>
    </FormProvider>
  );
}
