import { LoginScreen } from '../../features/auth/index.js';
import { useSettingsStore } from '../../features/settings/index.js';

/** `/login`: sign-in by phone through a code sent from the phone (spec §2, §4). */
export function LoginPage() {
  const locale = useSettingsStore((s) => s.locale);
  return <LoginScreen locale={locale} />;
}
