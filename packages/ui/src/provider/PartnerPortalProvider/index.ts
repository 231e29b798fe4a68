export { GlobalStyles, PartnerPortalProvider } from './PartnerPortalProvider';
export type { PartnerPortalProviderProps } from './PartnerPortalProvider';
