export { KycReview, maskKycNumber, REJECT_REASON } from './KycReview.tsx';
export type { KycReviewProps } from './KycReview.tsx';
