export { RateCardDetail } from './RateCardDetail.tsx';
export type { RateCardDetailProps, RateCardLineRow } from './RateCardDetail.tsx';
