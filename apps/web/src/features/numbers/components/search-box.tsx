import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { Button, IconButton } from '../../../components/button.js';
import { CloseIcon, SearchIcon } from '../../../components/icons.js';
import { localePath } from '../../../lib/locale-path.js';
import { PHONE_INPUT_ATTRIBUTES, usePhoneInput } from '../../../lib/use-phone-input.js';
import { searchTarget } from '../model/search-target.js';
import './search.css';

/**
 * The phone search box, titled with the main-search text. Digits only, formatted as typed; Enter
 * or the button goes to the number (more than 1 digit) or to not-found. `footer` is what the page
 * shows under the field (the remaining-search counter of the history feature).
 */
export function SearchBox({
  initialDigits = '',
  variant = 'hero',
  footer,
}: {
  initialDigits?: string;
  variant?: 'hero' | 'compact';
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { digits, formatted, notice, onChange, clear, remindEmpty, inputRef } = usePhoneInput(initialDigits);
  const titleId = useId();
  const hintId = useId();
  const noticeId = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Nothing typed: say so where the number goes, rather than open a "not found" page.
    if (digits === '') return remindEmpty();
    inputRef.current?.blur();
    void navigate(localePath(searchTarget(digits)));
  };

  return (
    <form className={`search-box search-box--${variant}`} role="search" aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      {variant === 'hero' ? (
        <h1 className="search-box__title" id={titleId}>
          {t('search_title')}
        </h1>
      ) : (
        <h2 className="visually-hidden" id={titleId}>
          {t('search_title')}
        </h2>
      )}
      {variant === 'hero' ? (
        <p className="search-box__subtitle" id={hintId}>
          {t('search_subtitle')}
        </p>
      ) : null}
      <div className="search-box__row">
        <div className="search-box__field">
          <SearchIcon className="search-box__icon" />
          <input
            ref={inputRef}
            className="search-box__input"
            data-testid="search-input"
            {...PHONE_INPUT_ATTRIBUTES}
            value={formatted}
            onChange={onChange}
            placeholder={t('search_placeholder')}
            aria-label={t('search_input_label')}
            aria-describedby={[variant === 'hero' ? hintId : '', noticeId].join(' ').trim()}
            enterKeyHint="search"
          />
          {digits ? (
            <IconButton
              className="search-box__clear"
              variant="ghost"
              size="sm"
              label={t('search_clear')}
              icon={<CloseIcon size={16} />}
              onClick={clear}
            />
          ) : null}
        </div>
        <Button type="submit" variant="primary" size="lg" className="search-box__submit">
          {/* On a phone the compact box shows only the icon, so the number has the room (search.css). */}
          <SearchIcon className="search-box__submit-icon" size={20} />
          <span className="search-box__submit-label">{t('search_submit')}</span>
        </Button>
      </div>
      <p className="search-box__notice" id={noticeId} role="status" data-testid="search-notice">
        {notice ? t(`phone_notice_${notice}`) : null}
      </p>
      {footer}
    </form>
  );
}
