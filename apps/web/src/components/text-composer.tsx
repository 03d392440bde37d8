import { COMMENT_MAX_LENGTH } from '@numscope/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.js';
import { SendIcon } from './icons.js';

/**
 * A textarea with a live counter up to `max` characters and a submit button (comments, replies,
 * notes). `focusOnOpen`: the user has just asked for this composer (edit, add a note), so focus
 * moves into it; it is never used on page load.
 */
export function TextComposer({
  label,
  placeholder,
  submitLabel,
  initial = '',
  max = COMMENT_MAX_LENGTH,
  busy,
  onSubmit,
  onCancel,
  testId,
  rows = 3,
  focusOnOpen = false,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  initial?: string;
  max?: number;
  busy?: boolean;
  onSubmit: (text: string) => Promise<unknown> | void;
  onCancel?: () => void;
  testId?: string;
  rows?: number;
  focusOnOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const id = useId();
  const counterId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) ref.current?.focus();
  }, [focusOnOpen]);
  const trimmed = text.trim();
  const tooLong = text.length > max;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || tooLong || busy) return;
    try {
      await onSubmit(trimmed);
      setText('');
    } catch {
      // The caller shows the failure; the text stays for another try.
    }
  };

  return (
    <form className="composer" onSubmit={(e) => void submit(e)} data-testid={testId}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="textarea"
        value={text}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        aria-describedby={counterId}
        dir="auto"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <div className="composer__footer">
        <span id={counterId} className={`composer__counter${tooLong ? ' is-over' : ''}`} aria-live="polite">
          {t('compose_counter', { count: text.length, max })}
        </span>
        <span className="composer__buttons">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {t('action_cancel')}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" size="sm" icon={<SendIcon size={16} />} loading={busy} disabled={!trimmed || tooLong} data-testid={testId ? `${testId}-submit` : undefined}>
            {submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}
