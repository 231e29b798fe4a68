/**
 * `@partner-portal/forms/district-map`: the districts map page (operations §2 'Districts map').
 * @packageDocumentation
 */
export { DistrictsMapScreen } from '../district-map/DistrictsMapScreen.tsx';
export type { DistrictsMapScreenProps } from '../district-map/DistrictsMapScreen.tsx';
export { districtsMapMessages } from '../district-map/messages.ts';
export type { DistrictsMapMessages } from '../district-map/messages.ts';
