import { Spinner } from '@partner-portal/ui/primitives';
import { lazy, Suspense, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes, useHref, useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { GUARDED_ROUTES } from '../config/routes.ts';
import { hasSession } from '../lib/session.ts';
import { appMessages } from './messages.ts';

// One chunk per screen: the first paint of /portals and /signin fetches only what they show.
const PortalsRoute = lazy(() =>
  import('../routes/PortalsRoute.tsx').then((m) => ({ default: m.PortalsRoute })),
);
const SignInRoute = lazy(() => import('../routes/SignInRoute.tsx').then((m) => ({ default: m.SignInRoute })));
const InterstitialRoute = lazy(() =>
  import('../routes/InterstitialRoute.tsx').then((m) => ({ default: m.InterstitialRoute })),
);
const NotAuthorizedRoute = lazy(() =>
  import('../routes/NotAuthorizedRoute.tsx').then((m) => ({ default: m.NotAuthorizedRoute })),
);
const NotFoundRoute = lazy(() =>
  import('../routes/NotFoundRoute.tsx').then((m) => ({ default: m.NotFoundRoute })),
);
const AuthenticatedLayout = lazy(() =>
  import('../routes/AuthenticatedLayout.tsx').then((m) => ({ default: m.AuthenticatedLayout })),
);
const WorkAreaRoute = lazy(() =>
  import('../routes/WorkAreaRoute.tsx').then((m) => ({ default: m.WorkAreaRoute })),
);

/** Lets react-aria links and buttons with `href` navigate through react-router (no full reload). */
export function AriaRouting({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
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
 * Every route of the portal (react-router's declarative mode: the app loads no data through the
 * router, and this mode is half the size of the data router on the first load). Public screens are
 * exact matches; the guarded routes come from the one route table. Spec: access §2, operations §2, §6.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        <Route index element={<RootRedirect />} />
        <Route path={paths.portals} element={<PortalsRoute />} />
        <Route path={paths.signIn} element={<SignInRoute />} />
        <Route path={paths.interstitial} element={<InterstitialRoute />} />
        <Route path={paths.notAuthorized} element={<NotAuthorizedRoute />} />
        <Route element={<AuthenticatedLayout />}>
          {GUARDED_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<WorkAreaRoute route={route} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}

/** The router of the app: browser history, react-aria navigation, and {@link AppRoutes}. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AriaRouting>
        <AppRoutes />
      </AriaRouting>
    </BrowserRouter>
  );
}
