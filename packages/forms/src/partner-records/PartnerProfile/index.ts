export { PartnerProfile, DECLINE_REASON } from './PartnerProfile.tsx';
export type { PartnerProfileProps } from './PartnerProfile.tsx';
