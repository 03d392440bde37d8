import { findLocale, languageOf, LOCALES } from '@numscope/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.js';
import { whenDialogsClosed } from '../../../components/dialog-history.js';
import { GlobeIcon } from '../../../components/icons.js';
import { withLangPrefix } from '../../../lib/locale-path.js';
import { switchLocale } from '../model/locale-actions.js';
import { useSettingsStore } from '../model/settings-store.js';
import './settings.css';

/**
 * The language picker: a native select over the locale registry, by label. The select itself covers
 * the visible chip (globe and language), so it keeps native keyboard and screen-reader behaviour.
 */
export function LanguageSelect({ variant = 'chip' }: { variant?: 'chip' | 'field' }) {
  const { t } = useTranslation();
  const locale = useSettingsStore((s) => s.locale);
  const info = findLocale(locale);
  const navigate = useNavigate();
  const choose = async (code: string) => {
    await switchLocale(code, { persist: true });
    // Chosen inside the settings panel, the address moves once the panel has closed (its Back entry
    // stays), and then from wherever the user is by then.
    whenDialogsClosed(() => {
      const { pathname, search, hash } = window.location;
      const moved = withLangPrefix(pathname, code);
      if (moved !== pathname) void navigate(moved + search + hash, { replace: true });
    });
  };
  const select = (
    <select
      className={variant === 'chip' ? 'lang-chip__select' : 'select'}
      data-testid={variant === 'chip' ? 'language-select' : undefined}
      aria-label={t('settings_language')}
      value={locale}
      onChange={(e) => void choose(e.currentTarget.value)}
    >
      {LOCALES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
          {l.label}
        </option>
      ))}
    </select>
  );
  if (variant === 'field') return select;
  return (
    <div className="lang-chip">
      <GlobeIcon size={18} />
      <span className="lang-chip__long" aria-hidden="true">
        {info?.label}
      </span>
      <span className="lang-chip__short" aria-hidden="true">
        {languageOf(locale).toUpperCase()}
      </span>
      {select}
    </div>
  );
}
