import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, IconButton } from '../../components/button.js';
import { CloseIcon, LogOutIcon } from '../../components/icons.js';
import { resetSignIn } from '../../features/auth/index.js';
import { formatInternational } from '../../lib/phone.js';
import { useSession } from '../../lib/session.js';
import { useUiStore } from '../ui-store.js';
import { LanguageSelect } from './language-select.js';

/**
 * The settings panel (signed-in users; spec §2 settings pages): the account with logout, language
 * and theme. Other pages (privacy, payment extras) plug in here later.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.token !== null);
  const account = useSession((s) => s.phoneNumber);
  const open = useUiStore((s) => s.settingsOpen);
  const close = useUiStore((s) => s.closeSettings);
  const theme = useUiStore((s) => s.theme);
  const setTheme = useUiStore((s) => s.setTheme);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  // Logout (spec §4): token, phone number and profile id are removed; the user goes to /login.
  const logout = () => {
    useSession.getState().signOut();
    resetSignIn();
    close();
    void navigate('/login', { replace: true });
  };

  return (
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
              <Button variant="secondary" size="sm" className="settings__logout" icon={<LogOutIcon size={16} />} onClick={logout} data-testid="logout">
                {t('settings_logout')}
              </Button>
            </div>
          </section>
        ) : null}
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
