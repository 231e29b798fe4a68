export { DistrictMap } from './DistrictMap';
export type { DistrictMapProps } from './DistrictMap';
export type { GeoPosition, MapPoint, RegionCollection, RegionFeature } from './DistrictMap.types';
export { districtMapMessages } from './messages';
