import type { RouteModule } from '../../routes/types.ts';
import { DEMO_EMAIL_DOMAIN } from '../../seed.ts';
import { listUsersOnDomain } from './repository.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * Development-only helpers, not registered when NODE_ENV=production.
 * `GET /dev/demo-users/` lists the seeded demo accounts (e-mail, role, status; never passwords),
 * so that developers and tests can see who to sign in as. Spec: access §6 (roles).
 */
export const devRoutes: RouteModule = {
  name: 'dev',
  devOnly: true,
  plugin: async (api) => {
    api.get('/dev/demo-users/', { schema: noQuerySchema }, async () => ({
      status: 200,
      users: await listUsersOnDomain(api.ctx.db, DEMO_EMAIL_DOMAIN),
    }));
  },
};
