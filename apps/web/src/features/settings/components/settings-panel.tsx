import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { findLocale } from '@numscope/contract';
import { Button, IconButton } from '../../../components/button.js';
import { ArrowBackIcon, CloseIcon, LogOutIcon } from '../../../components/icons.js';
import { useDialogHistory } from '../../../components/dialog-history.js';
import { useOwnClose } from '../../../components/use-own-close.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { currentSettingsPage, useSettingsStore, type SettingsPage } from '../model/settings-store.js';
import { LanguageSelect } from './language-select.js';
import { PrivacyDeletePage } from './privacy-delete-page.js';
import { PrivacyPage } from './privacy-page.js';
import './settings.css';

const TITLE_KEY: Record<SettingsPage | 'main', string> = {
  main: 'settings_title',
  language: 'settings_language',
  theme: 'settings_theme',
  privacy: 'settings_privacy',
  privacyDelete: 'privacy_delete_title',
  paymentExtra: 'settings_payment_extra',
};

/** One row of the main page that opens a sub-page; `value` shows the current choice. */
/** How deep a page sits: the main page, its sub-pages, privacy's full delete. */
const depthOf = (page: SettingsPage | 'main') => (page === 'main' ? 0 : page === 'privacyDelete' ? 2 : 1);

function PageLink({ page, label, value }: { page: SettingsPage; label: string; value?: ReactNode }) {
  const open = useSettingsStore((s) => s.openSettingsPage);
  return (
    <button type="button" className="settings__nav" onClick={() => open(page)} data-opens={page} data-testid={`settings-open-${page}`}>
      <span>{label}</span>
      {value ? <span className="settings__nav-value">{value}</span> : null}
      <ArrowBackIcon size={16} className="settings__nav-chevron" />
    </button>
  );
}

function ThemeChoice() {
  const { t } = useTranslation();
  const theme = useSettingsStore((s) => s.theme);
  const setTheme = useSettingsStore((s) => s.setTheme);
  return (
    <fieldset className="settings__section">
      <legend className="visually-hidden">{t('settings_theme')}</legend>
      <div className="segmented">
        {(['light', 'dark'] as const).map((name) => (
          <label key={name} className={`segmented__option${theme === name ? ' is-active' : ''}`}>
            <input type="radio" name="theme" value={name} checked={theme === name} onChange={() => setTheme(name)} />
            {t(`theme_${name}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Settings › payment and extra features: the PRO offer and the way to the subscriptions page. */
function PaymentExtraPage({ onNavigate, subscriptions }: { onNavigate: () => void; subscriptions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="settings__page" data-testid="settings-payment-extra">
      <section className="settings__section">
        <h3 className="settings__item-title">{t('settings_pro_title')}</h3>
        <p className="muted">{t('settings_pro_text')}</p>
        <Link className="btn btn--primary btn--sm" to="/payment/pro" onClick={onNavigate} data-testid="settings-pro-offer">
          {t('settings_pro_link')}
        </Link>
      </section>
      <section className="settings__section">
        <h3 className="settings__item-title">{t('settings_subscriptions_title')}</h3>
        <p className="muted">{t('settings_subscriptions_text')}</p>
        {subscriptions}
        <Link className="btn btn--secondary btn--sm" to="/settings/payment" onClick={onNavigate} data-testid="settings-payment-link">
          {t('settings_payment_link')}
        </Link>
      </section>
    </div>
  );
}

/**
 * The settings panel (signed-in users; spec §2 settings pages): main, language, theme, privacy,
 * privacy full delete and payment extra. Each sub-page has a back button that steps out of it
 * (spec §4 open flags). Logging out is the app's (it resets sign-in state too), passed in as `onLogout`.
 */
export function SettingsPanel({
  onLogout,
  onLogoutEverywhere,
  subscriptions,
  notifications,
}: {
  onLogout: () => void;
  onLogoutEverywhere?: () => void;
  /** The subscriptions feature's list, shown on the payment-extra page (features do not import each other). */
  subscriptions?: ReactNode;
  /** The notifications feature's switches, shown on the main page. */
  notifications?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const signedIn = useSession((s) => s.token !== null);
  const account = useSession((s) => s.phoneNumber);
  const open = useSettingsStore((s) => s.settingsOpen);
  const pages = useSettingsStore((s) => s.settingsPages);
  const close = useSettingsStore((s) => s.closeSettings);
  const back = useSettingsStore((s) => s.settingsBack);
  const theme = useSettingsStore((s) => s.theme);
  const locale = useSettingsStore((s) => s.locale);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const page = currentSettingsPage(pages);

  const ownClose = useOwnClose();
  // The phone's Back steps out of a sub-page, then closes the panel, as Escape does.
  useDialogHistory(open, () => {
    if (page === 'main') return close();
    back();
    return true;
  });
  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) ownClose.close(d);
  }, [open, ownClose]);

  // A new page starts at its top, with focus on its heading for screen readers and keyboards; stepping
  // out of a sub-page returns focus to the row that opened it (`data-opens`), as closing a dialog does.
  const shown = useRef<SettingsPage | 'main' | null>(null);
  useEffect(() => {
    const left = shown.current;
    shown.current = open ? page : null;
    if (!open) return;
    const d = dialogRef.current;
    const opener = left && depthOf(left) > depthOf(page) ? d?.querySelector<HTMLElement>(`[data-opens="${left}"]`) : null;
    if (opener) return opener.focus();
    d?.querySelector<HTMLElement>('#settings-title')?.focus();
    d?.scrollTo?.({ top: 0 });
  }, [open, page]);

  const logout = (everywhere: boolean) => {
    close();
    if (everywhere) onLogoutEverywhere?.();
    else onLogout();
  };

  return (
    // A click on the backdrop is a mouse shortcut; Escape (the native dialog's cancel) is its keyboard equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="settings"
      aria-labelledby="settings-title"
      // React hands a nested modal's close and cancel events to this dialog's handlers too: only our own count.
      onClose={(e) => {
        if (e.target === e.currentTarget && ownClose.closedByBrowser()) close();
      }}
      onCancel={(e) => {
        if (e.target !== e.currentTarget) return;
        // Escape steps out of a sub-page first, like the back button; on the main page it closes.
        if (page !== 'main') {
          e.preventDefault();
          back();
        }
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
      data-testid="settings-panel"
      data-page={page}
    >
      <div className="settings__inner">
        <div className="settings__header">
          {page !== 'main' ? (
            <IconButton
              variant="ghost"
              label={t('settings_back')}
              icon={<ArrowBackIcon className="icon-flip" />}
              onClick={back}
              data-testid="settings-back"
            />
          ) : null}
          <h2 id="settings-title" tabIndex={-1}>
            {t(TITLE_KEY[page])}
          </h2>
          <IconButton variant="ghost" label={t('action_close')} icon={<CloseIcon />} onClick={close} />
        </div>
        {page === 'main' ? (
          <>
            {signedIn ? (
              <section className="settings__section" aria-labelledby="settings-account">
                <h3 className="settings__label" id="settings-account">
                  {t('settings_account')}
                </h3>
                <div className="settings__account">
                  {account ? (
                    <span className="settings__account-number" dir="ltr" data-testid="settings-account-number">
                      {formatInternational(account)}
                    </span>
                  ) : null}
                  <Link className="btn btn--ghost btn--sm" to="/history" onClick={close} data-testid="settings-history">
                    {t('menu_history')}
                  </Link>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="settings__logout"
                    icon={<LogOutIcon size={16} />}
                    onClick={() => logout(false)}
                    data-testid="logout"
                  >
                    {t('settings_logout')}
                  </Button>
                  {onLogoutEverywhere ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="settings__logout"
                      onClick={() => logout(true)}
                      data-testid="logout-everywhere"
                    >
                      {t('settings_logout_everywhere')}
                    </Button>
                  ) : null}
                </div>
              </section>
            ) : null}
            <nav className="settings__section settings__menu" aria-label={t('settings_title')}>
              <PageLink page="language" label={t('settings_language')} value={findLocale(locale)?.label} />
              <PageLink page="theme" label={t('settings_theme')} value={t(`theme_${theme}`)} />
              {signedIn ? <PageLink page="privacy" label={t('settings_privacy')} /> : null}
              {signedIn ? <PageLink page="paymentExtra" label={t('settings_payment_extra')} /> : null}
            </nav>
            {signedIn ? notifications : null}
          </>
        ) : null}
        {page === 'language' ? (
          <div className="settings__section">
            <label className="settings__label">
              <span>{t('settings_language')}</span>
              <LanguageSelect variant="field" />
            </label>
          </div>
        ) : null}
        {page === 'theme' ? <ThemeChoice /> : null}
        {page === 'privacy' ? <PrivacyPage onNavigate={close} /> : null}
        {page === 'privacyDelete' ? <PrivacyDeletePage onDeleted={() => logout(false)} /> : null}
        {page === 'paymentExtra' ? <PaymentExtraPage onNavigate={close} subscriptions={subscriptions} /> : null}
      </div>
    </dialog>
  );
}
