/// <reference types="vite/client" />

/** The portal's version from apps/portal/package.json, shown in the footer (operations §9). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** API base: a path on this origin (default `/api`) or an absolute URL of another API server. */
  readonly VITE_API_BASE_URL?: string;
  /** The provider's own e-mail domain, refused by the sign-up (access §5). */
  readonly VITE_PROVIDER_EMAIL_DOMAIN?: string;
  /** Pins the deployment environment (else chosen by host); anything but 'production' shows the non-production sidebar style. */
  readonly VITE_APP_ENVIRONMENT?: string;
  /** Staging hosts, comma-separated (hosts with a `staging` label are recognised without it). */
  readonly VITE_STAGING_HOSTS?: string;
  /** Store link of the Partner mobile app (portal chooser). */
  readonly VITE_PARTNER_APP_URL?: string;
  readonly VITE_UPLOAD_FORM_URL?: string;
  /** Store link of the Engineer mobile app (portal chooser). */
  readonly VITE_ENGINEER_APP_URL?: string;
  /** The Grievance Officer's e-mail on the privacy policy and terms pages. */
  readonly VITE_GRIEVANCE_OFFICER_EMAIL?: string;
  /** The registered office address (in India) on the privacy policy and terms pages. */
  readonly VITE_REGISTERED_OFFICE?: string;
}
