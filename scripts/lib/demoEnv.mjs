/**
 * Build variables the demo (`pnpm start`) sets when the environment does not: the operator's
 * contact on /privacy-policy and /terms-and-conditions (access §2 'User menu and sidebar shell':
 * "registered office in India, grievance officer contact"; issue 20: without them the pages read
 * generically). Deployments set `VITE_GRIEVANCE_OFFICER_EMAIL` and `VITE_REGISTERED_OFFICE`
 * themselves; a plain `pnpm --filter @partner-portal/portal build` never gets these values.
 * The address uses the reserved `.example` domain, so no mail can reach a real person.
 */
export const DEMO_BUILD_ENV = Object.freeze({
  VITE_GRIEVANCE_OFFICER_EMAIL: 'grievance.officer@partner-portal.example',
  VITE_REGISTERED_OFFICE:
    'Partner Portal Services Pvt. Ltd., 4th Floor, Demo Business Park, Baner Road, Pune, Maharashtra 411045, India',
});

/**
 * `env` with each {@link DEMO_BUILD_ENV} variable added where `env` leaves it unset or empty; a value
 * the environment gives wins.
 *
 * @param {Record<string, string | undefined>} env - the environment to start from (`process.env`).
 * @returns {Record<string, string | undefined>} a new object; `env` is not changed.
 */
export function withDemoBuildEnv(env) {
  const result = { ...env };
  for (const [name, value] of Object.entries(DEMO_BUILD_ENV)) {
    if (!result[name]) result[name] = value;
  }
  return result;
}
