import { Spinner } from '@partner-portal/ui/primitives';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { createBrowserRouter, Navigate, Outlet, useHref, useNavigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { GUARDED_ROUTES } from '../config/routes.ts';
import { hasSession } from '../lib/session.ts';
import { appMessages } from './messages.ts';

/** Lets react-aria links and buttons with `href` navigate through react-router (no full reload). */
function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

function RouteFallback() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage(appMessages.loading)} />;
}

/** At `/`: no stored token goes to /portals, a token to /signin (access §2 'Public routes'). */
function RootRedirect() {
  return <Navigate to={hasSession() ? paths.signIn : paths.portals} replace />;
}

/**
 * Every route of the portal. Screens load on demand (one chunk per route), so the first paint of
 * /portals and /signin fetches only what they show. Spec: access §2, operations §2.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: paths.portals, lazy: async () => ({ Component: (await import('../routes/PortalsRoute.tsx')).PortalsRoute }) },
      { path: paths.signIn, lazy: async () => ({ Component: (await import('../routes/SignInRoute.tsx')).SignInRoute }) },
      {
        path: paths.interstitial,
        lazy: async () => ({ Component: (await import('../routes/InterstitialRoute.tsx')).InterstitialRoute }),
      },
      {
        path: paths.notAuthorized,
        lazy: async () => ({ Component: (await import('../routes/NotAuthorizedRoute.tsx')).NotAuthorizedRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('../routes/AuthenticatedLayout.tsx')).AuthenticatedLayout }),
        children: GUARDED_ROUTES.map((route) => ({
          path: route.path,
          handle: route,
          lazy: async () => ({ Component: (await import('../routes/WorkAreaRoute.tsx')).WorkAreaRoute }),
        })),
      },
      { path: '*', lazy: async () => ({ Component: (await import('../routes/NotFoundRoute.tsx')).NotFoundRoute }) },
    ],
  },
];

/** Creates the browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
