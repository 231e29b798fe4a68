import { authenticate } from '../../auth/guard.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import type { RouteModule } from '../../routes/types.ts';
import { requestDeletion } from './repository.ts';
import { ACCOUNT_DELETION_PATH } from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

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
     * portal clears local storage and goes to /portals). 401 without a live token; any signed-in
     * user may ask. Spec: access §2, §4 'Account deletion', §7, §8.
     */
    api.post(
      ACCOUNT_DELETION_PATH,
      { schema: noQuerySchema, preValidation: authenticate() },
      async (request) => {
        const user = request.authUser!;
        await requestDeletion(ctx.db, user.id, ctx.now());
        request.log.info({ userId: user.id }, 'account deletion requested');
        return { status: 200, message: M.deletionRequested };
      },
    );
  },
};
