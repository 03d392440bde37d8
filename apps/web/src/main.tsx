import { STORAGE_KEYS, type LocaleInfo } from '@numscope/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient, Providers } from './app/providers.js';
import { RouteErrorBoundary } from './app/layout/page-outlet.js';
import { AppRoutes, fixLeadingSlashes, startRoute } from './app/router.js';
import { UnauthorizedRedirect } from './app/routes/unauthorized-redirect.js';
import { meQuery } from './features/account/index.js';
import { startDocumentSync, useSettingsStore } from './features/settings/index.js';
import { initI18n } from './i18n/index.js';
import { useSession } from './lib/session.js';

/**
 * How long the first render waits for the page's data (a number's lookup, on its way since boot.ts)
 * once the code and the translations are here. It is usually here already; when it comes a moment
 * later, one render with it costs a phone far less than a skeleton and then the whole page again
 * (decision 035). A slow answer is not waited for longer: the page shows its loading state.
 */
const FIRST_DATA_WAIT_MS = 500;

/** Starts the app in the locale the boot module chose (boot.ts). */
export async function startApp(locale: LocaleInfo): Promise<void> {
  useSettingsStore.getState().setLocale(locale.code);
  startDocumentSync();
  // The first page's code and data start loading at once, alongside the translations.
  const queryClient = createQueryClient();
  fixLeadingSlashes();
  const page = startRoute(window.location.pathname, queryClient);
  // Spec §4: signed in with profile id 0 → the own profile loads; it too need not wait for the text.
  const { token, profileId } = useSession.getState();
  if (token && profileId === 0) void queryClient.prefetchQuery(meQuery(token));

  // The first render waits for the page's code too: a loading state first would move the footer (layout shift).
  await Promise.all([initI18n(locale.code).catch((e: unknown) => console.warn('Translations could not be initialised', e)), page.code]);
  await Promise.race([page.data, new Promise((wait) => setTimeout(wait, FIRST_DATA_WAIT_MS))]);

  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.token || e.key === null) useSession.getState().sync();
  });

  // Another account (or none): personal data cached for the previous token must not be shown.
  useSession.subscribe((state, prev) => {
    if (state.token === prev.token) return;
    queryClient.removeQueries({ queryKey: ['account'] });
    void queryClient.invalidateQueries();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <RouteErrorBoundary>
            <UnauthorizedRedirect />
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}
