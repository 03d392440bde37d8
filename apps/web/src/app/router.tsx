import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { collapseLeadingSlashes } from '../features/auth/index.js';
import { AppLayout } from './layout/app-layout.js';
import {
  HistoryPage,
  KeyLandingRoute,
  LangGate,
  LangIndexRedirect,
  LoginPage,
  MyNumberPage,
  NotAuthorizedPage,
  NotFoundPage,
  NumberPage,
  NumberStatePage,
  PaymentPage,
  RootRedirect,
  RouteError,
  SearchPage,
  SettingsRedirect,
} from './routes/pages.js';

/** Routes that exist both bare and under a `/{lang}` prefix (spec §2). */
const localisable: RouteObject[] = [
  { path: 'search', element: <SearchPage /> },
  { path: 'search/:status', element: <SearchPage /> },
  { path: 'number/not-found', element: <NumberStatePage kind="not-found" /> },
  { path: 'number/empty', element: <NumberStatePage kind="empty" /> },
  { path: 'number/my', element: <MyNumberPage /> },
  { path: 'number/:phone', element: <NumberPage /> },
  { path: 'settings', element: <SettingsRedirect /> },
  { path: 'key/:key', element: <KeyLandingRoute /> },
  { path: 'history', element: <HistoryPage /> },
  { path: 'payment', element: <PaymentPage /> },
  { path: 'payment/:status', element: <PaymentPage /> },
];

/** The spec's route table (section 2): visitor and signed-in scope; payments are a placeholder. */
export const routeTable: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'not-authorized', element: <NotAuthorizedPage /> },
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
    ],
  },
];

/** The router; `//key/{key}` (double leading slash, spec §2) is first rewritten to `/key/{key}`. */
export function createAppRouter() {
  const fixed = collapseLeadingSlashes(window.location.pathname);
  if (fixed !== null) {
    // An absolute URL: a relative `//key/…` would be read as another host.
    window.history.replaceState(window.history.state, '', new URL(fixed + window.location.search + window.location.hash, window.location.origin).href);
  }
  return createBrowserRouter(routeTable);
}
