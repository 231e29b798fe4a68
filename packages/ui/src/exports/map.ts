/**
 * `@partner-portal/ui/map`: the offline map of India with district markers (d3-geo, SVG).
 * The geographic data is in `@partner-portal/ui/map-data`, so it can be loaded on demand.
 * @packageDocumentation
 */
export { DistrictMap, districtMapMessages } from '../components/DistrictMap';
export type {
  DistrictMapProps,
  GeoPosition,
  MapPoint,
  RegionCollection,
  RegionFeature,
} from '../components/DistrictMap';
