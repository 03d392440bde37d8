import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/button.js';
import { MoonIcon, SunIcon } from '../../components/icons.js';
import { useUiStore } from '../ui-store.js';

/** Light/dark switch; pressed means dark. The choice is stored (`theme`). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
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
