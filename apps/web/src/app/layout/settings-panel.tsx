import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/button.js';
import { CloseIcon } from '../../components/icons.js';
import { useUiStore } from '../ui-store.js';
import { LanguageSelect } from './language-select.js';

/**
 * The settings panel (signed-in users; spec §2 settings pages). For now: language and theme. Other
 * pages (privacy, payment extras) plug in here with sign-in.
 */
export function SettingsPanel() {
  const { t } = useTranslation();
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
