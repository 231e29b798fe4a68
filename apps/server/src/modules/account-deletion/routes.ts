import { requireUser } from '../../auth/guard.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import type { RouteModule } from '../../routes/types.ts';

/**
 * Path of the account-deletion request. The spec leaves the method and path open ("its method and
 * path are not shown", access §7, operations §7 'Other'); this server chooses
 * `POST /partner/account-deletion-request/`.
 */
export const ACCOUNT_DELETION_PATH = '/partner/account-deletion-request/';

/**
 * Account deletion (access §2 'Account deletion', §4, §7, §8).
 */
export const accountDeletionRoutes: RouteModule = {
  name: 'account-deletion',
  plugin: async (api) => {
    const { ctx } = api;

    /**
     * POST /partner/account-deletion-request/ (token from the 'Login to Continue' sign-in, no body)
     * -> 200 `{ status: 200, message: 'Account Deletion Requested' }`. Records one open request per
     * account (asking again answers the same and adds nothing); staff carry it out, and data kept for
     * legal, security or business needs stays as the privacy policy says. The token stays valid (the
     * portal clears local storage and goes to /portals). 401 without a live token.
     * Spec: access §2, §4 'Account deletion', §7, §8.
     */
    api.post(ACCOUNT_DELETION_PATH, async (request) => {
      const user = await requireUser(request);
      await ctx.db.query(
        `INSERT INTO account_deletion_requests (user_id, requested_at) VALUES ($1, $2)
         ON CONFLICT (user_id) WHERE status = 'requested' DO NOTHING`,
        [user.id, ctx.now()],
      );
      request.log.info({ userId: user.id }, 'account deletion requested');
      return { status: 200, message: M.deletionRequested };
    });
  },
};
