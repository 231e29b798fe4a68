import type { RouteModule } from '../../routes/types.ts';
import { passkeyRoutes } from './passkeyRoutes.ts';
import { signInRateLimit } from './policy.ts';
import { totpRoutes } from './totpRoutes.ts';

/**
 * Passkeys (WebAuthn) and the authenticator-app second factor for staff (issue 23 'Passkeys for
 * staff'): `/partner/passkeys/...`, `/partner/totp/...` and `/partner/second-factor/...`, rate
 * limited like POST /partner/login/ and audited in security_events. FINANCE_SECOND_FACTOR=required
 * makes the finance roles complete one after the password (see policy.ts).
 */
export const secondFactorRoutes: RouteModule = {
  name: 'second-factor',
  plugin: async (api) => {
    const limit = await signInRateLimit(api, 'second-factor');
    passkeyRoutes(api, limit);
    totpRoutes(api, limit);
  },
};
