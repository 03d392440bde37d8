import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { collapseLeadingSlashes } from '../features/auth/index.js';
import { prefetchNumberProfile } from '../features/numbers/index.js';
import { useSettingsStore } from '../features/settings/index.js';
import { TextComposer } from '../components/text-composer.js';
import { digitsOf } from '../lib/phone.js';
import { useSession } from '../lib/session.js';
import { AppLayout } from './layout/app-layout.js';
import { LangGate } from './routes/lang-gate.js';
import { PageLoading } from './routes/loading.js';
import { NotFoundPage } from './routes/not-found.js';
import { LangIndexRedirect, RootRedirect, SettingsRedirect } from './routes/redirects.js';
import { RouteError } from './routes/route-error.js';

/**
 * Pages load lazily, each as its own chunk on first visit (the shell, redirects, the language gate
 * and the error/404 pages stay in the main bundle so they can never fail to load).
 */
const page = {
  login: async () => ({ Component: (await import('./routes/login.js')).LoginPage }),
  search: async () => ({ Component: (await import('./routes/search.js')).SearchPage }),
  number: async () => ({ Component: (await import('./routes/number.js')).NumberPage }),
  numberNotFound: async () => ({ Component: (await import('./routes/number.js')).NumberNotFoundPage }),
  numberEmpty: async () => ({ Component: (await import('./routes/number.js')).NumberEmptyPage }),
  myNumber: async () => ({ Component: (await import('./routes/number.js')).MyNumberPage }),
  history: async () => ({ Component: (await import('./routes/history.js')).HistoryPage }),
  keyLanding: async () => ({ Component: (await import('./routes/key-landing.js')).KeyLandingRoute }),
  payment: async () => ({ Component: (await import('./routes/payment.js')).PaymentPage }),
  settingsPayment: async () => ({ Component: (await import('./routes/settings-payment.js')).SettingsPaymentPage }),
  spyViews: async () => ({ Component: (await import('./routes/settings-payment.js')).SpyViewsPage }),
  notAuthorized: async () => ({ Component: (await import('./routes/not-authorized.js')).NotAuthorizedPage }),
  profile: async () => ({ Component: (await import('./routes/profile.js')).ProfilePage }),
  profileNoCheckById: async () => ({ Component: (await import('./routes/profile.js')).ProfileNoCheckByIdPage }),
  profileNoCheckByPhone: async () => ({ Component: (await import('./routes/profile.js')).ProfileNoCheckByPhonePage }),
} satisfies Record<string, RouteObject['lazy']>;

/**
 * A signed-in viewer's parts of a number page (the note, my review with its composer, the comment
 * tools) load beside the page's own code rather than after it has rendered.
 */
function preloadSignedInParts(): void {
  if (!useSession.getState().token) return;
  void import('./routes/number-signed-in.js').catch(() => undefined);
  TextComposer.preload();
}

/**
 * A number page's lookup starts with the navigation, beside its page code and (on the first load)
 * the translation file, instead of after them. Returns at once: the page shows its own loading state.
 */
const startLookup =
  (qc: QueryClient): LoaderFunction =>
  ({ params }) => {
    prefetchNumberProfile(qc, digitsOf(params.phone ?? ''), useSettingsStore.getState().locale);
    preloadSignedInParts();
    return null;
  };

/** Routes that exist both bare and under a `/{lang}` prefix (spec §2). */
const localisable = (qc: QueryClient): RouteObject[] => [
  { path: 'search', lazy: page.search },
  { path: 'search/:status', lazy: page.search },
  { path: 'number/not-found', lazy: page.numberNotFound },
  { path: 'number/empty', lazy: page.numberEmpty },
  {
    path: 'number/my',
    lazy: page.myNumber,
    loader: () => {
      preloadSignedInParts();
      return null;
    },
  },
  { path: 'number/:phone', lazy: page.number, loader: startLookup(qc) },
  { path: 'profile/:profileId', lazy: page.profile },
  { path: 'profile_no_check/:profileId', lazy: page.profileNoCheckById },
  { path: 'profile-no-check/:phoneNumber', lazy: page.profileNoCheckByPhone },
  { path: 'settings', element: <SettingsRedirect /> },
  { path: 'settings/payment', lazy: page.settingsPayment },
  { path: 'settings/payment/spy', lazy: page.spyViews },
  { path: 'key/:key', lazy: page.keyLanding },
  { path: 'history', lazy: page.history },
  { path: 'payment', lazy: page.payment },
  { path: 'payment/:status', lazy: page.payment },
];

/** The spec's route table (section 2). */
export const routeTable = (qc: QueryClient): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'login', lazy: page.login },
          { path: 'not-authorized', lazy: page.notAuthorized },
          ...localisable(qc),
          {
            path: ':lang',
            element: <LangGate />,
            children: [
              { index: true, element: <LangIndexRedirect /> },
              { path: 'login', element: <Navigate to="/login" replace /> },
              ...localisable(qc),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The router; `//key/{key}` (double leading slash, spec §2) is first rewritten to `/key/{key}`. */
export function createAppRouter(qc: QueryClient) {
  const fixed = collapseLeadingSlashes(window.location.pathname);
  if (fixed !== null) {
    // An absolute URL: a relative `//key/…` would be read as another host.
    window.history.replaceState(
      window.history.state,
      '',
      new URL(fixed + window.location.search + window.location.hash, window.location.origin).href,
    );
  }
  return createBrowserRouter(routeTable(qc));
}
