import { storage } from '@partner-portal/api/storage';
import { WorkAreaOverview } from '@partner-portal/forms/work-area';
import { useEffect } from 'react';
import { Navigate, useOutletContext } from 'react-router';
import { paths } from '../config/paths.ts';
import { isAllowed, type GuardedRoute } from '../config/routes.ts';
import type { WorkAreaContext } from './AuthenticatedLayout.tsx';

/**
 * A guarded landing route: roles the route table does not allow go to its fallback (/not-found by
 * default); allowed users see their work-area overview. The area's own screens arrive with their
 * issues. `route` is its row of the route table. Spec: operations §6 'Route guards', access §6.
 */
export function WorkAreaRoute({ route }: { route: GuardedRoute }) {
  const { info, isLoading, hasError, retry } = useOutletContext<WorkAreaContext>();
  const role = storage.get('user_role');
  const allowed = isAllowed(route, role);

  useEffect(() => {
    // A remembered plan or rate page has been reached: forget it, so later sign-ins land by role.
    if (allowed && route.path === paths.partnerPlans) storage.set('partnerPlans', false);
    if (allowed && route.path === '/rate/:rateId') storage.remove('rateId');
  }, [allowed, route.path]);

  if (!allowed) return <Navigate to={route.fallback} replace />;
  return (
    <WorkAreaOverview
      isLoading={isLoading}
      hasError={hasError}
      onRetry={retry}
      user={
        info && role
          ? {
              fullName: info.fullname,
              email: info.email,
              phone: info.phone,
              role,
              area: storage.get('loged_in_to'),
              status: info.status,
            }
          : undefined
      }
    />
  );
}
