import { LIMITS } from '@numscope/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useLocation, useNavigate } from 'react-router';
import { IconButton } from '../../components/button.js';
import { ArrowBackIcon, LogoMark, PhoneIcon, SettingsIcon, WalletIcon } from '../../components/icons.js';
import { BalanceChip, phoneParamOf, stripLangPrefix, useIsOwnProfile } from '../../features/account/index.js';
import { NotificationBell } from '../../features/notifications/index.js';
import { LanguageSelect, ThemeToggle, useSettingsStore } from '../../features/settings/index.js';
import { localePath } from '../../lib/locale-path.js';
import { digitsOf, usePhoneFormat } from '../../lib/phone.js';
import { usePaymentModal } from '../../lib/payment-modal.js';
import { useSession } from '../../lib/session.js';
import { MoreMenu } from './more-menu.js';

/** The number of the page being shown, if it is a number page. */
function useCurrentPhone(): string | undefined {
  const own = useSession((s) => s.phoneNumber);
  const { pathname } = useLocation();
  const phone = phoneParamOf(pathname);
  if (phone && digitsOf(phone).length >= LIMITS.searchMinDigits) return digitsOf(phone);
  if (/\/number\/my$/.test(pathname) && own) return digitsOf(own);
  return undefined;
}

/**
 * My number in the header. Its own component: when the phone formatter arrives after the first
 * paint, only this renders again, not the whole header.
 */
function AccountLink() {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const account = useSession((s) => s.phoneNumber);
  return (
    <Link
      to="/number/my"
      className={`btn btn--ghost btn--md header-account${account ? '' : ' btn--icon'}`}
      aria-label={account ? t('header_account', { number: formatInternational(account) }) : t('header_my_number')}
      title={t('header_my_number')}
      data-testid="header-my-number"
    >
      <PhoneIcon size={18} />
      {account ? (
        <span className="header-account__number" dir="ltr" data-testid="header-account-number">
          {formatInternational(account)}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * The header (spec §2, §6). Visitors: logo, language, theme, login, more. Signed-in users: a back
 * button, the logo — or, on their own profile, the NumCy balance with the payment-modal button —
 * wallet (opens Buy NumCy), my number (showing the account number when known), settings and more.
 */
export function Header() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const openSettings = useSettingsStore((s) => s.openSettings);
  const openPaymentModal = usePaymentModal((s) => s.openPaymentModal);
  const locale = useSettingsStore((s) => s.locale);
  const phone = useCurrentPhone();
  const ownProfile = useIsOwnProfile();

  // Back within the app when there is somewhere to go back to, otherwise to search.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(localePath('/search'));
  };

  return (
    <header
      className={`site-header${signedIn ? ' site-header--signed-in' : ''}${ownProfile ? ' site-header--own' : ''}`}
      data-testid="site-header"
      data-signed-in={signedIn}
    >
      <div className="site-header__inner">
        <div className="site-header__start">
          {signedIn ? (
            <IconButton
              variant="ghost"
              label={t('header_back')}
              icon={<ArrowBackIcon className="icon-flip" />}
              onClick={goBack}
              data-testid="header-back"
            />
          ) : null}
          {ownProfile ? (
            <BalanceChip locale={locale} onTopUp={openPaymentModal} />
          ) : (
            <Link to={localePath('/search')} className="brand" aria-label={t('header_home')}>
              <LogoMark size={34} />
              <span className="brand__name">{t('app_name')}</span>
            </Link>
          )}
        </div>
        <div className="site-header__actions">
          <LanguageSelect />
          <ThemeToggle />
          {signedIn ? (
            <>
              <IconButton
                variant="ghost"
                label={t('header_wallet')}
                icon={<WalletIcon />}
                onClick={openPaymentModal}
                className="header-wallet"
                data-testid="header-wallet"
              />
              <NotificationBell locale={locale} />
              <AccountLink />
              <IconButton
                variant="ghost"
                label={t('menu_settings')}
                icon={<SettingsIcon />}
                onClick={openSettings}
                data-testid="header-settings"
              />
            </>
          ) : stripLangPrefix(location.pathname) === '/login' ? null : (
            <button
              type="button"
              className="btn btn--primary btn--md header-login"
              onClick={() => void navigate('/login')}
              data-testid="header-login"
            >
              {t('header_login')}
            </button>
          )}
          <MoreMenu phone={phone} />
        </div>
      </div>
    </header>
  );
}
