import { attendanceRoutes } from './attendance.ts';
import { devRoutes } from './dev.ts';
import { financeRoutes } from './finance.ts';
import { managementRoutes } from './management.ts';
import { metaRoutes } from './meta.ts';
import { partnerRoutes } from './partner.ts';
import type { RouteModule } from './types.ts';

export type { RouteModule } from './types.ts';

/**
 * Every API area, mounted under API_BASE_PATH in this order. Spec: access §7, operations §7.
 */
export const API_ROUTES: readonly RouteModule[] = [
  metaRoutes,
  partnerRoutes,
  attendanceRoutes,
  managementRoutes,
  financeRoutes,
  devRoutes,
];
