export { VendorDataReviewList } from './VendorDataReviewList.tsx';
export type { VendorDataReviewListProps } from './VendorDataReviewList.tsx';
