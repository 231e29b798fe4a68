import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import type { RouteModule } from '../../routes/types.ts';
import { clientCompanyOf, noQuerySchema } from '../shared.ts';
import { listNotifications, markNotificationsRead } from './repository.ts';

/**
 * The header's notifications (operations §2 'Shell': notification popover), made from ticket
 * history: what others did on the tickets the user may see (client users: their company's only).
 * Guarded by `CALL_ROLES.notifications`. Paths and shapes are the reference server's choice
 * (issue 20).
 */
export const notificationRoutes: RouteModule = {
  name: 'notifications',
  plugin: async (api) => {
    const { db } = api.ctx;
    /** GET /management/notifications/: `{ unread_count, read_at, results }` (see listNotifications). */
    api.get(
      '/management/notifications/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.notifications }) },
      async (request) => {
        const user = request.authUser!;
        const clientName = await clientCompanyOf(db, user);
        return listNotifications(db, { id: user.id, clientName }, api.ctx.now());
      },
    );
    /** POST /management/notifications/read/: marks every notification up to now read; `{ read_at }`. */
    api.post(
      '/management/notifications/read/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.notifications }) },
      async (request) => ({ read_at: await markNotificationsRead(db, request.authUser!.id, api.ctx.now()) }),
    );
  },
};
