import { LIMITS } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { Link, useMatches, useNavigate } from 'react-router';
import { IconButton } from '../../components/button.js';
import { LogoMark, SettingsIcon } from '../../components/icons.js';
import { digitsOf } from '../../lib/phone.js';
import { useIsSignedIn } from '../../lib/session.js';
import { useUiStore } from '../ui-store.js';
import { LanguageSelect } from './language-select.js';
import { MoreMenu } from './more-menu.js';
import { ThemeToggle } from './theme-toggle.js';

/** The number of the page being shown, if it is a number page. */
function useCurrentPhone(): string | undefined {
  const matches = useMatches();
  for (const m of matches) {
    const phone = m.params.phone;
    if (phone && digitsOf(phone).length >= LIMITS.searchMinDigits) return digitsOf(phone);
  }
  return undefined;
}

/** The header in its visitor form (logo, language, theme, login, more); signed-in parts are marked. */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const openSettings = useUiStore((s) => s.openSettings);
  const phone = useCurrentPhone();

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/search" className="brand" aria-label={t('header_home')}>
          <LogoMark size={34} />
          <span className="brand__name">{t('app_name')}</span>
        </Link>
        <div className="site-header__actions">
          <LanguageSelect />
          <ThemeToggle />
          {signedIn ? (
            <IconButton variant="ghost" label={t('menu_settings')} icon={<SettingsIcon />} onClick={openSettings} />
          ) : (
            <button type="button" className="btn btn--primary btn--md header-login" onClick={() => navigate('/login')}>
              {t('header_login')}
            </button>
          )}
          <MoreMenu phone={phone} />
        </div>
      </div>
    </header>
  );
}
