import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, useLayoutEffect, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type Params, type RouteObject } from 'react-router';
import { TextComposer } from '../components/text-composer.js';
import { collapseLeadingSlashes } from '../features/auth/index.js';
import { prefetchNumberProfile } from '../features/numbers/index.js';
import { useSettingsStore } from '../features/settings/index.js';
import { digitsOf } from '../lib/phone.js';
import { useSession } from '../lib/session.js';
import { AppLayout } from './layout/app-layout.js';
import { LangGate } from './routes/lang-gate.js';
import { NotFoundPage } from './routes/not-found.js';
import { LangIndexRedirect, RootRedirect, SettingsRedirect } from './routes/redirects.js';

/**
 * The router is react-router's declarative one (BrowserRouter + useRoutes): its data router added
 * about 17 KB gzip to every first paint for loaders we use only to start work early (decision 034).
 * That work is a route's `start`: it begins loading the page's code and data as soon as the address
 * is known, on the first load before the translations have arrived, on later navigations as the
 * page is rendered.
 */
interface RouteStart {
  /** Resolves when the page's code is here. */
  code: Promise<unknown>;
  /** Resolves when the data the page shows first is here (or has failed): at once for most pages. */
  data: Promise<unknown>;
}

interface RouteHandle {
  start: (params: Params, qc: QueryClient) => RouteStart;
}

/** A page whose code loads on first visit, as its own chunk. */
function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  let ready: ComponentType | undefined;
  const loadPage = () => load().then((m) => (ready = pick(m)));
  const Lazy = lazy(async () => ({ default: await loadPage() }));
  function Page() {
    // Code already here (the first page, loaded before the first render; a page seen before): no
    // loading state at all, not even for a frame (it would move the footer: a layout shift).
    const [Loaded] = useState(() => ready);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  // A failed load is shown by the layout's error boundary when the page renders.
  const handle: RouteHandle = { start: () => ({ code: loadPage().catch(() => undefined), data: Promise.resolve() }) };
  return { element: <Page />, handle };
}

const routes = {
  login: () => import('./routes/login.js'),
  search: () => import('./routes/search.js'),
  number: () => import('./routes/number.js'),
  history: () => import('./routes/history.js'),
  keyLanding: () => import('./routes/key-landing.js'),
  payment: () => import('./routes/payment.js'),
  settingsPayment: () => import('./routes/settings-payment.js'),
  notAuthorized: () => import('./routes/not-authorized.js'),
  profile: () => import('./routes/profile.js'),
};

const page = {
  login: lazyPage(routes.login, (m) => m.LoginPage),
  search: lazyPage(routes.search, (m) => m.SearchPage),
  number: lazyPage(routes.number, (m) => m.NumberPage),
  numberNotFound: lazyPage(routes.number, (m) => m.NumberNotFoundPage),
  numberEmpty: lazyPage(routes.number, (m) => m.NumberEmptyPage),
  myNumber: lazyPage(routes.number, (m) => m.MyNumberPage),
  history: lazyPage(routes.history, (m) => m.HistoryPage),
  keyLanding: lazyPage(routes.keyLanding, (m) => m.KeyLandingRoute),
  payment: lazyPage(routes.payment, (m) => m.PaymentPage),
  settingsPayment: lazyPage(routes.settingsPayment, (m) => m.SettingsPaymentPage),
  spyViews: lazyPage(routes.settingsPayment, (m) => m.SpyViewsPage),
  notAuthorized: lazyPage(routes.notAuthorized, (m) => m.NotAuthorizedPage),
  profile: lazyPage(routes.profile, (m) => m.ProfilePage),
  profileNoCheckById: lazyPage(routes.profile, (m) => m.ProfileNoCheckByIdPage),
  profileNoCheckByPhone: lazyPage(routes.profile, (m) => m.ProfileNoCheckByPhonePage),
};

/**
 * A signed-in viewer's parts of a number page (the note, my review with its composer, the comment
 * tools) load beside the page's own code rather than after it has rendered.
 */
function preloadSignedInParts(): void {
  if (!useSession.getState().token) return;
  void import('./routes/number-signed-in.js').catch(() => undefined);
  TextComposer.preload();
}

/** A page whose start also begins other work beside its code: its data, if `also` returns a promise. */
function alsoStarting(p: ReturnType<typeof lazyPage>, also: (params: Params, qc: QueryClient) => Promise<unknown> | void) {
  const handle: RouteHandle = {
    start: (params, qc) => {
      const data = also(params, qc) ?? Promise.resolve();
      return { code: p.handle.start(params, qc).code, data };
    },
  };
  return { element: p.element, handle };
}

/** A number page's code, its lookup and (signed in) the viewer's own parts start together. */
const numberPage = alsoStarting(page.number, (params, qc) => {
  preloadSignedInParts();
  return prefetchNumberProfile(qc, digitsOf(params.phone ?? ''), useSettingsStore.getState().locale);
});
const myNumberPage = alsoStarting(page.myNumber, preloadSignedInParts);

/** Routes that exist both bare and under a `/{lang}` prefix (spec §2). */
const localisable: RouteObject[] = [
  { path: 'search', ...page.search },
  { path: 'search/:status', ...page.search },
  { path: 'number/not-found', ...page.numberNotFound },
  { path: 'number/empty', ...page.numberEmpty },
  { path: 'number/my', ...myNumberPage },
  { path: 'number/:phone', ...numberPage },
  { path: 'profile/:profileId', ...page.profile },
  { path: 'profile_no_check/:profileId', ...page.profileNoCheckById },
  { path: 'profile-no-check/:phoneNumber', ...page.profileNoCheckByPhone },
  { path: 'settings', element: <SettingsRedirect /> },
  { path: 'settings/payment', ...page.settingsPayment },
  { path: 'settings/payment/spy', ...page.spyViews },
  { path: 'key/:key', ...page.keyLanding },
  { path: 'history', ...page.history },
  { path: 'payment', ...page.payment },
  { path: 'payment/:status', ...page.payment },
];

/** The spec's route table (section 2). The layout shows a page's loading and error states. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'login', ...page.login },
      { path: 'not-authorized', ...page.notAuthorized },
      ...localisable,
      {
        path: ':lang',
        element: <LangGate />,
        children: [
          { index: true, element: <LangIndexRedirect /> },
          { path: 'login', element: <Navigate to="/login" replace /> },
          ...localisable,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Starts what the page at `pathname` needs (its code, a number's lookup). Safe to call again. */
export function startRoute(pathname: string, qc: QueryClient): RouteStart {
  const started = (matchRoutes(routeTable, pathname) ?? []).flatMap((m) => {
    const handle = m.route.handle as RouteHandle | undefined;
    return handle ? [handle.start(m.params, qc)] : [];
  });
  return { code: Promise.all(started.map((s) => s.code)), data: Promise.all(started.map((s) => s.data)) };
}

/** The app's pages at the current address. */
export function AppRoutes() {
  const qc = useQueryClient();
  const { pathname } = useLocation();
  // Runs in the same commit as the page's loading state: the lookup does not wait for the page's code.
  useLayoutEffect(() => void startRoute(pathname, qc), [pathname, qc]);
  return useRoutes(routeTable);
}

/** `//key/{key}` (double leading slash, spec §2) is rewritten to `/key/{key}` before the router reads the address. */
export function fixLeadingSlashes(): void {
  const fixed = collapseLeadingSlashes(window.location.pathname);
  if (fixed === null) return;
  // An absolute URL: a relative `//key/…` would be read as another host.
  window.history.replaceState(
    window.history.state,
    '',
    new URL(fixed + window.location.search + window.location.hash, window.location.origin).href,
  );
}
