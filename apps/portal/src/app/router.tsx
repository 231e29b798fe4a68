import { Spinner } from '@partner-portal/ui/primitives';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { BrowserRouter, Navigate, Route, Routes, useHref, useNavigate, useParams } from 'react-router';
import { ROUTES, type RouteEntry } from '../config/routes.ts';
import { decideAccess } from '../lib/access.ts';
import { forgetPlanTarget, rememberPlanTarget } from '../lib/planTarget.ts';
import { readPortalSession } from '../lib/session.ts';
import { signalAppReady } from './hydration.ts';
import { appMessages } from '../lib/messages.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { routeModules } from './routeModules.ts';

const AuthenticatedLayout = lazy(() =>
  import('../routes/AuthenticatedLayout.tsx').then((m) => ({ default: m.AuthenticatedLayout })),
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

/** Renders nothing; its effect runs once the route beside it has committed (app/hydration.ts). */
function AppReadySignal() {
  useEffect(signalAppReady, []);
  return null;
}

/**
 * Renders a route's module (lazily loaded) with its row of the table, inside the route's error
 * boundary (the 500 page in place of a module that fails to load or render; issue 20).
 */
function RouteModuleElement({ route }: { route: RouteEntry }) {
  const Module = routeModules.get(route.module) ?? routeModules.get('NotFoundRoute');
  if (!Module) throw new Error(`No module for route ${route.id}.`);
  return (
    <>
      <RouteErrorBoundary routePath={route.path} standalone={route.layout === 'public'}>
        <Module route={route} />
      </RouteErrorBoundary>
      <AppReadySignal />
    </>
  );
}

/**
 * A main-layout route behind its guard: {@link decideAccess} on the stored session either renders
 * the module or sends to the route's fallback (signed-out visitors: /portals, or the route's own
 * fallback). A remembered route (rate/{rateId}, partner-plans) is kept while signed out and
 * forgotten once reached. Spec: operations §6 'Route guards', access §4.
 */
function GuardedRouteElement({ route }: { route: RouteEntry }) {
  const params = useParams();
  const session = readPortalSession();
  const decision = decideAccess(route, session);
  const allowed = decision.kind === 'allow';

  useEffect(() => {
    if (allowed) forgetPlanTarget(route);
  }, [allowed, route]);

  if (decision.kind === 'redirect') {
    if (!session.signedIn) rememberPlanTarget(route, params);
    return <Navigate to={decision.to} replace />;
  }
  return <RouteModuleElement route={route} />;
}

const publicRoutes = ROUTES.filter((route) => route.layout === 'public');
const mainRoutes = ROUTES.filter((route) => route.layout === 'main');

/**
 * Every route of the portal, generated from the route table (config/routes.ts) in react-router's
 * declarative mode (the app loads no data through the router, and this mode is half the size of the
 * data router on the first load). Public routes render on their own; the others inside the
 * authenticated layout, each behind its guard. Spec: access §2, operations §2, §6.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Routes>
        {publicRoutes.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteModuleElement route={route} />} />
        ))}
        <Route element={<AuthenticatedLayout />}>
          {mainRoutes.map((route) => (
            <Route key={route.id} path={route.path} element={<GuardedRouteElement route={route} />} />
          ))}
        </Route>
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
