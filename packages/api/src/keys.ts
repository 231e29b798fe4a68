/**
 * SWR cache keys: one tuple per resource, built only here (never string-built). Each function
 * returns a fresh readonly tuple; SWR compares keys by value.
 * Spec: house style 'Data (packages/api)'.
 *
 * @example useSWR(apiKeys.partner.loginUserInfo(), fetcher)
 */
export const apiKeys = {
  partner: {
    /** Prefix of every partner-area key. */
    all: () => ['partner'] as const,
    /** GET /partner/login-user-info/. */
    loginUserInfo: () => ['partner', 'login-user-info'] as const,
    /** POST /partner/login/ (mutation key). */
    login: () => ['partner', 'login'] as const,
    /** POST /partner/logout/ (mutation key). */
    logout: () => ['partner', 'logout'] as const,
    /** GET /partner/referred-by-listing/. */
    referredByListing: () => ['partner', 'referred-by-listing'] as const,
    /** GET /partner/fetch-partner-by-email/?email=. */
    fetchPartnerByEmail: (email: string) => ['partner', 'fetch-partner-by-email', email] as const,
    /** GET /partner/fetch-partner-whatsapp/?whatsapp_number=. */
    fetchPartnerWhatsapp: (whatsappNumber: string) =>
      ['partner', 'fetch-partner-whatsapp', whatsappNumber] as const,
  },
  attendance: {
    /** GET /partner/partner-active-time/. */
    today: () => ['attendance', 'today'] as const,
    /** POST /partner/partner-active-time/ (mutation key). */
    punch: () => ['attendance', 'punch'] as const,
  },
  meta: {
    /** GET /meta.json. */
    version: () => ['meta', 'version'] as const,
  },
  management: {
    /** Prefix of every management-area key. */
    all: () => ['management'] as const,
    /** GET /management/po-for-techlocal/?pin=. */
    poForTechlocal: (pin: string) => ['management', 'po-for-techlocal', pin] as const,
    /** GET /management/cso-url-check/ for one link. */
    csoUrlCheck: (ticketId: string, urlId: string) =>
      ['management', 'cso-url-check', ticketId, urlId] as const,
    /** POST and PUT /management/cso-data/ (mutation key). */
    csoData: () => ['management', 'cso-data'] as const,
    /** GET /management/unstructured-template/ for one project. */
    unstructuredTemplate: (project: string) => ['management', 'unstructured-template', project] as const,
    /** POST /management/unstructured-update-by-template/ (mutation key). */
    unstructuredUpdate: () => ['management', 'unstructured-update-by-template'] as const,
    /** GET /management/csat-template/ for one ticket. */
    csatTemplate: (ticket: string) => ['management', 'csat-template', ticket] as const,
    /** POST /management/csat-response/ (mutation key). */
    csatResponse: () => ['management', 'csat-response'] as const,
  },
} as const;

type AreaKey<Area> = {
  [Name in keyof Area]: Area[Name] extends (...args: never[]) => infer Key ? Key : never;
}[keyof Area];

/** Any key built by {@link apiKeys} (a readonly tuple such as `['partner', 'login-user-info']`). */
export type ApiKey = {
  [Area in keyof typeof apiKeys]: AreaKey<(typeof apiKeys)[Area]>;
}[keyof typeof apiKeys];
