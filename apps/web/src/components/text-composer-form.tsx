import { CommentText, NoticeAddBody, OwnerAnswerBody, ReviewRequestBody } from '@numscope/contract';
import { useEffect, useId, useMemo } from 'react';
import { useWatch, type Control, type UseFormRegisterReturn, type UseFormSetFocus } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation.js';
import { z } from 'zod';
import { Button } from './button.js';
import { Form, FormTextarea } from './form/index.js';
import { SendIcon } from './icons.js';
import type { ComposerText, TextComposerProps } from './text-composer.js';

/** The contract's schema of each kind of text a composer writes. */
const SCHEMAS: Record<ComposerText, z.ZodString> = {
  comment: CommentText,
  note: NoticeAddBody.shape.text,
  ownerAnswer: OwnerAnswerBody.shape.text,
  reviewRequest: ReviewRequestBody.shape.reason,
};

/** The composer itself (loaded on first use; see text-composer.tsx). */
export function TextComposerForm({
  label,
  placeholder,
  submitLabel,
  initial = '',
  text: kind = 'comment',
  busy,
  onSubmit,
  onCancel,
  testId,
  rows = 3,
  focusOnOpen = false,
}: TextComposerProps) {
  const schema = SCHEMAS[kind];
  const formSchema = useMemo(() => z.object({ text: schema }), [schema]);
  const max = schema.maxLength ?? undefined;
  return (
    <Form
      schema={formSchema}
      defaultValues={{ text: initial }}
      // Checked on submit only: an empty composer someone tabs through is not an error.
      options={{ mode: 'onSubmit' }}
      className="composer"
      testId={testId}
      onSubmit={async ({ text }, form) => {
        try {
          await onSubmit(text);
          form.reset({ text: '' });
        } catch {
          // The caller shows the failure; the text stays for another try.
        }
      }}
    >
      {({ register, control, setFocus }) => (
        <ComposerFields
          label={label}
          placeholder={placeholder}
          submitLabel={submitLabel}
          max={max}
          rows={rows}
          busy={busy}
          onCancel={onCancel}
          testId={testId}
          registration={register('text')}
          control={control}
          setFocus={setFocus}
          focusOnOpen={focusOnOpen}
        />
      )}
    </Form>
  );
}

/** The textarea, counter and buttons; only this part re-renders while typing. */
function ComposerFields({
  label,
  placeholder,
  submitLabel,
  max,
  rows,
  busy,
  onCancel,
  testId,
  registration,
  control,
  setFocus,
  focusOnOpen,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  max: number | undefined;
  rows: number;
  busy?: boolean;
  onCancel?: () => void;
  testId?: string;
  registration: UseFormRegisterReturn<'text'>;
  control: Control<{ text: string }>;
  setFocus: UseFormSetFocus<{ text: string }>;
  focusOnOpen: boolean;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  const text = useWatch({ control, name: 'text' });
  useEffect(() => {
    if (focusOnOpen) setFocus('text');
  }, [focusOnOpen, setFocus]);
  return (
    <>
      <FormTextarea
        label={label}
        hideLabel
        registration={registration}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        aria-describedby={counterId}
        dir="auto"
      />
      <div className="composer__footer">
        <span id={counterId} className="composer__counter" aria-live="polite">
          {t('compose_counter', { count: text.length, max })}
        </span>
        <span className="composer__buttons">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {t('action_cancel')}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            size="sm"
            icon={<SendIcon size={16} />}
            loading={busy}
            disabled={!text.trim()}
            data-testid={testId ? `${testId}-submit` : undefined}
          >
            {submitLabel}
          </Button>
        </span>
      </div>
    </>
  );
}
