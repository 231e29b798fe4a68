import { storage } from '@partner-portal/api/storage';
import { WorkAreaOverview } from '@partner-portal/forms/work-area';
import { useOutletContext } from 'react-router';
import type { WorkAreaContext } from './AuthenticatedLayout.tsx';

/**
 * A landing route of access §6 (and the remembered plan routes of §4): the signed-in user's
 * work-area overview. The guard in front of it (app/router.tsx) has already applied the route
 * table; the area's own screens arrive with their issues. Spec: access §6, operations §6.
 */
export function WorkAreaRoute() {
  const { info, isLoading, hasError, retry } = useOutletContext<WorkAreaContext>();
  const role = storage.get('user_role');
  return (
    <WorkAreaOverview
      isLoading={isLoading}
      hasError={hasError}
      onRetry={retry}
      user={
        info && role
          ? {
              fullName: info.fullName,
              email: info.email,
              phone: info.phone,
              role,
              area: storage.sessionPortal(),
              status: info.status,
            }
          : undefined
      }
    />
  );
}
