export { SpareTrackDetail } from './SpareTrackDetail.tsx';
export type { SpareTrackDetailData, SpareTrackDetailProps } from './SpareTrackDetail.tsx';
