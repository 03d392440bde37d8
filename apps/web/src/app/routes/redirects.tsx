import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSettingsStore } from '../../features/settings/index.js';
import { localePath } from '../../lib/locale-path.js';
import { useIsSignedIn } from '../../lib/session.js';

/** `/`: signed-in users go to search, visitors to login (spec §2). */
export function RootRedirect() {
  const signedIn = useIsSignedIn();
  return <Navigate to={signedIn ? '/search' : '/login'} replace />;
}

/** `/{lang}` alone: the search screen in that language. */
export function LangIndexRedirect() {
  const { lang } = useParams();
  return <Navigate to={`/${lang}/search`} replace />;
}

/** `/settings`: opens the settings panel when signed in, otherwise goes to login (spec §2, §6). */
export function SettingsRedirect() {
  const signedIn = useIsSignedIn();
  const openSettings = useSettingsStore((s) => s.openSettings);
  useEffect(() => {
    if (signedIn) openSettings();
  }, [signedIn, openSettings]);
  return <Navigate to={signedIn ? localePath('/search') : '/login'} replace />;
}
