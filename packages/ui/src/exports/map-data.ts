/**
 * `@partner-portal/ui/map-data`: India's states and union territories (amCharts geodata, official
 * boundary) and 658 district points (GeoNames, CC-BY 4.0). Import it lazily: about 115 KB of data
 * (about 30 KB gzip). Credits: packages/ui/src/components/DistrictMap/data/CREDITS.md.
 * @packageDocumentation
 */
export { INDIA_DISTRICTS } from '../components/DistrictMap/data/indiaDistricts';
export { INDIA_STATES } from '../components/DistrictMap/data/indiaStates';
