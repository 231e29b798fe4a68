/**
 * `@partner-portal/ui`: the one provider of the design system and the screens
 * (`PartnerPortalProvider`: intl, locale, theme, toasts) and the opt-in page-wide `GlobalStyles`.
 * Components live in the area entries (`@partner-portal/ui/primitives`, `/inputs`, ...).
 * @packageDocumentation
 */
export { GlobalStyles, PartnerPortalProvider } from '../provider/PartnerPortalProvider';
export type { PartnerPortalProviderProps } from '../provider/PartnerPortalProvider';
