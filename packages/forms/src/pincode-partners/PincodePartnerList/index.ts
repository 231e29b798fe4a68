export { PINCODE_PATTERN, PincodePartnerList } from './PincodePartnerList.tsx';
export type { PincodePartnerListProps } from './PincodePartnerList.tsx';
