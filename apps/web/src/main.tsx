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

/** Starts the app in the locale the boot module chose (boot.ts). */
export async function startApp(locale: LocaleInfo): Promise<void> {
  useSettingsStore.getState().setLocale(locale.code);
  startDocumentSync();
  // The first page's code and data start loading at once, alongside the translations.
  const queryClient = createQueryClient();
  fixLeadingSlashes();
  const pageCode = startRoute(window.location.pathname, queryClient);
  // Spec §4: signed in with profile id 0 → the own profile loads; it too need not wait for the text.
  const { token, profileId } = useSession.getState();
  if (token && profileId === 0) void queryClient.prefetchQuery(meQuery(token));

  // The first render waits for the page's code too: a loading state first would move the footer (layout shift).
  await Promise.all([initI18n(locale.code).catch((e: unknown) => console.warn('Translations could not be initialised', e)), pageCode]);

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
