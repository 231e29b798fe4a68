import { environmentForHost, parseHostList } from './environment.ts';

/**
 * Build-time configuration of the portal (Vite `VITE_*` variables; see the README's table).
 */
export const env = {
  /** API base: `/api` on this origin by default; an absolute URL points the portal at another server. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  /**
   * Deployment environment: chosen by the page's host (staging, production or local; see
   * config/environment.ts, with `VITE_STAGING_HOSTS`), unless a build pins it with
   * `VITE_APP_ENVIRONMENT`. Anything but 'production' shows the non-production sidebar style
   * (operations §2 'Sidebar menus', §7 'Shared HTTP behaviour').
   */
  environment:
    import.meta.env.VITE_APP_ENVIRONMENT ||
    (typeof window === 'undefined'
      ? 'production'
      : environmentForHost(window.location.hostname, {
          stagingHosts: parseHostList(import.meta.env.VITE_STAGING_HOSTS),
        })),
  /** The portal's version (operations §9: 1.3.1), shown in the footer. */
  version: __APP_VERSION__,
  /**
   * The provider's own e-mail domain (`VITE_PROVIDER_EMAIL_DOMAIN`): the sign-up refuses e-mails on it
   * before calling the server ('Email with domain {host} is not allowed!', access §5). Unset: only
   * the server checks (it knows the domain from its own configuration).
   */
  providerEmailDomain: import.meta.env.VITE_PROVIDER_EMAIL_DOMAIN || undefined,
  partnerAppUrl:
    import.meta.env.VITE_PARTNER_APP_URL ?? 'https://play.google.com/store/search?q=partner%20portal&c=apps',
  engineerAppUrl:
    import.meta.env.VITE_ENGINEER_APP_URL ?? 'https://play.google.com/store/search?q=engineer%20app&c=apps',
  /**
   * The external form embedded on the service call report's upload page (`VITE_UPLOAD_FORM_URL`,
   * operations §2 'An upload page embeds an external form'); the spec does not name it, so it is
   * configured per deployment. Unset: no embedded form. Its origin must also be allowed in the
   * server's CSP `frame-src`.
   */
  uploadFormUrl: import.meta.env.VITE_UPLOAD_FORM_URL || undefined,
  /**
   * The operator's contact on the privacy policy and terms pages (access §2 'Static pages': a
   * grievance officer contact and a registered office in India): `VITE_GRIEVANCE_OFFICER_EMAIL` and
   * `VITE_REGISTERED_OFFICE`. Unset: the pages say to use the operator's contact details.
   */
  legalContact: {
    grievanceOfficerEmail: import.meta.env.VITE_GRIEVANCE_OFFICER_EMAIL || undefined,
    registeredOffice: import.meta.env.VITE_REGISTERED_OFFICE || undefined,
  },
} as const;
