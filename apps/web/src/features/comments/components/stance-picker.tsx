import { STANCES, type Stance } from '@numscope/contract';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';

/**
 * "Should others pick up?": the stance a review counts with in its author's one voice (decision
 * 030). Native radios (arrow keys move between them); `invalid` after a submit without a choice.
 */
export function StancePicker({ value, onChange, invalid }: { value: Stance | null; onChange: (stance: Stance) => void; invalid: boolean }) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`stance-picker${invalid ? ' is-invalid' : ''}`}
      data-testid="stance-picker"
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend className="stance-picker__legend">{t('stance_legend')}</legend>
      <div className="stance-picker__options">
        {STANCES.map((s) => (
          <label key={s} className={`stance-picker__option stance-picker__option--${s}`}>
            <input type="radio" name={name} value={s} checked={value === s} onChange={() => onChange(s)} data-testid={`stance-${s}`} />
            <span>{t(`stance_${s}`)}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p className="field__error" id={errorId} role="alert">
          {t('stance_required')}
        </p>
      ) : null}
    </fieldset>
  );
}
