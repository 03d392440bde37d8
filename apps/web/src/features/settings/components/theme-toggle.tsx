import { useTranslation } from '../../../i18n/use-translation.js';
import { IconButton } from '../../../components/button.js';
import { MoonIcon, SunIcon } from '../../../components/icons.js';
import { useSettingsStore } from '../model/settings-store.js';
import './settings.css';

/** Light/dark switch; pressed means dark. The choice is stored (`theme`). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSettingsStore((s) => s.theme);
  const toggleTheme = useSettingsStore((s) => s.toggleTheme);
  return (
    <IconButton
      data-testid="theme-toggle"
      variant="ghost"
      label={t('theme_dark_toggle')}
      aria-pressed={theme === 'dark'}
      icon={theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      onClick={toggleTheme}
    />
  );
}
