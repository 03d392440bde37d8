import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, IconButton } from '../../../components/button.js';
import { CloseIcon, LogOutIcon } from '../../../components/icons.js';
import { formatInternational } from '../../../lib/phone.js';
import { useSession } from '../../../lib/session.js';
import { useSettingsStore } from '../model/settings-store.js';
import { LanguageSelect } from './language-select.js';
import './settings.css';

/**
 * The settings panel (signed-in users; spec §2 settings pages): the account with logout, language
 * and theme. Other pages (privacy, payment extras) plug in here later. Logging out is the app's
 * (it resets sign-in state too), passed in as `onLogout`; `children` are other features' sections
 * for signed-in users (the app passes notification settings).
 */
export function SettingsPanel({ onLogout, children }: { onLogout: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  const account = useSession((s) => s.phoneNumber);
  const open = useSettingsStore((s) => s.settingsOpen);
  const close = useSettingsStore((s) => s.closeSettings);
  const theme = useSettingsStore((s) => s.theme);
  const setTheme = useSettingsStore((s) => s.setTheme);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const logout = () => {
    close();
    onLogout();
  };

  return (
    // A click on the backdrop is a mouse shortcut; Escape (the native dialog's cancel) is its keyboard equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="settings"
      aria-labelledby="settings-title"
      onClose={close}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="settings__inner">
        <div className="settings__header">
          <h2 id="settings-title">{t('settings_title')}</h2>
          <IconButton variant="ghost" label={t('action_close')} icon={<CloseIcon />} onClick={close} />
        </div>
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
                onClick={logout}
                data-testid="logout"
              >
                {t('settings_logout')}
              </Button>
            </div>
          </section>
        ) : null}
        {signedIn ? children : null}
        <div className="settings__section">
          <label className="settings__label">
            <span>{t('settings_language')}</span>
            <LanguageSelect variant="field" />
          </label>
        </div>
        <fieldset className="settings__section">
          <legend className="settings__label">{t('settings_theme')}</legend>
          <div className="segmented">
            {(['light', 'dark'] as const).map((name) => (
              <label key={name} className={`segmented__option${theme === name ? ' is-active' : ''}`}>
                <input type="radio" name="theme" value={name} checked={theme === name} onChange={() => setTheme(name)} />
                {t(`theme_${name}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </dialog>
  );
}
