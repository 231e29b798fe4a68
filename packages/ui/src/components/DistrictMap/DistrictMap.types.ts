/** A position in degrees (WGS 84): `[longitude, latitude]`, as GeoJSON orders it. */
export type GeoPosition = [number, number];

/** A GeoJSON polygon or multi-polygon feature (the outline of one state or territory). */
export interface RegionFeature {
  type: 'Feature';
  properties: { name: string; id?: string };
  geometry:
    | { type: 'Polygon'; coordinates: GeoPosition[][] }
    | { type: 'MultiPolygon'; coordinates: GeoPosition[][][] };
}

/**
 * The outline of the country as a GeoJSON FeatureCollection of regions. Rings must wind as d3-geo
 * expects (exterior clockwise), which is the opposite of RFC 7946.
 */
export interface RegionCollection {
  type: 'FeatureCollection';
  features: RegionFeature[];
}

/** One marker: a named place at a latitude/longitude in degrees, with an optional region name. */
export interface MapPoint {
  name: string;
  /** The state or territory, read after the name (e.g. 'Pune, Maharashtra'). */
  region?: string;
  latitude: number;
  longitude: number;
}
