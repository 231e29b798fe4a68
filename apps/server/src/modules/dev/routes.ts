import { DEMO_EMAIL_DOMAIN } from '../../seed.ts';
import type { RouteModule } from '../../routes/types.ts';

/**
 * Development-only helpers, not registered when NODE_ENV=production.
 * `GET /dev/demo-users/` lists the seeded demo accounts (e-mail, role, status; never passwords),
 * so that developers and tests can see who to sign in as. Spec: access §6 (roles).
 */
export const devRoutes: RouteModule = {
  name: 'dev',
  devOnly: true,
  plugin: async (api) => {
    api.get('/dev/demo-users/', async () => {
      const users = await api.ctx.db.query<{
        email: string;
        user_role: string;
        all_roles: string[];
        status: string;
      }>(`SELECT email, user_role, all_roles, status FROM users WHERE email LIKE $1 ORDER BY id`, [
        `%@${DEMO_EMAIL_DOMAIN}`,
      ]);
      return { status: 200, users };
    });
  },
};
