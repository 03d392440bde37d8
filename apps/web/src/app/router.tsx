import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout.js';
import {
  LangGate,
  LangIndexRedirect,
  LoginPage,
  MyNumberPage,
  NotAuthorizedPage,
  NotFoundPage,
  NumberPage,
  NumberStatePage,
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
];

/** The spec's route table (section 2), visitor scope. */
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

export function createAppRouter() {
  return createBrowserRouter(routeTable);
}
