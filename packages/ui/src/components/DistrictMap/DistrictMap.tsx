import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { Disclosure, DisclosurePanel } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  ListToggle,
  MapCanvas,
  MapCaption,
  MapFrame,
  Marker,
  MarkerTooltip,
  PointList,
  RegionPath,
} from './DistrictMap.styles';
import type { MapPoint, RegionCollection } from './DistrictMap.types';
import { districtMapMessages } from './messages';

/** Drawing size in SVG user units; the SVG scales to its box and keeps this aspect ratio. */
const VIEW_WIDTH = 800;
const VIEW_HEIGHT = 900;

/** Props of {@link DistrictMap}. */
export interface DistrictMapProps {
  /** The country's regions (states and union territories), drawn as the background. */
  outline: RegionCollection;
  /** Markers to draw (none until the districts are loaded). Each is drawn with the same size. */
  points?: readonly MapPoint[];
  /** Height of the drawing as a CSS length. Default `'80vh'` (operations §2 'Districts map'). */
  height?: string;
  /** Marker radius in SVG user units (the drawing is 800 × 900). Default 3. */
  markerRadius?: number;
  /** Shown under the map: the data credit (required by the data's licences). */
  credit?: ReactNode;
  /** Adds an expandable list of the markers, for keyboard and screen-reader users. Default true. */
  showList?: boolean;
  /** For layout only. */
  className?: string;
}

interface ProjectedPoint extends MapPoint {
  x: number;
  y: number;
}

/**
 * A map of India drawn offline as SVG with d3-geo (no tile server): the regions of `outline` and one
 * marker per point. Markers are images with accessible names ('Pune, Maharashtra'); hovering one
 * shows its name. The drawing keeps its geographic orientation in right-to-left languages.
 *
 * Spec: operations §2 'Districts map' (about 700 district points, height 80% of the viewport).
 */
export function DistrictMap({
  outline,
  points = [],
  height = '80vh',
  markerRadius = 3,
  credit,
  showList = true,
  className,
}: DistrictMapProps) {
  const intl = useIntl();
  const [hovered, setHovered] = useState<{ index: number; left: number; top: number } | null>(null);

  const { regions, project } = useMemo(() => {
    const projection = geoMercator().fitSize(
      [VIEW_WIDTH, VIEW_HEIGHT],
      outline as unknown as GeoPermissibleObjects,
    );
    const toPath = geoPath(projection);
    return {
      regions: outline.features.map((feature) => ({
        name: feature.properties.name,
        d: toPath(feature as unknown as GeoPermissibleObjects) ?? '',
      })),
      project: (point: MapPoint) => projection([point.longitude, point.latitude]),
    };
  }, [outline]);

  const markers = useMemo(
    () =>
      points.flatMap((point): ProjectedPoint[] => {
        const position = project(point);
        return position ? [{ ...point, x: position[0], y: position[1] }] : [];
      }),
    [points, project],
  );

  const nameOf = (point: MapPoint) => (point.region ? `${point.name}, ${point.region}` : point.name);

  const showTooltip = (index: number) => (event: PointerEvent<SVGCircleElement>) => {
    const box = event.currentTarget.ownerSVGElement?.parentElement?.getBoundingClientRect();
    const circle = event.currentTarget.getBoundingClientRect();
    if (!box) return;
    setHovered({
      index,
      left: circle.left + circle.width / 2 - box.left,
      top: circle.top - box.top,
    });
  };

  const hoveredPoint = hovered ? markers[hovered.index] : undefined;
  return (
    <MapFrame className={className}>
      <MapCanvas $height={height}>
        <svg
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          role="img"
          aria-label={intl.formatMessage(districtMapMessages.mapLabel, { count: markers.length })}
          preserveAspectRatio="xMidYMid meet"
        >
          <g aria-hidden="true">
            {regions.map((region) => (
              <RegionPath key={region.name} d={region.d} />
            ))}
          </g>
          {markers.length > 0 && (
            <g role="list" aria-label={intl.formatMessage(districtMapMessages.markersLabel)}>
              {markers.map((marker, index) => (
                <Marker
                  key={`${marker.region ?? ''}/${marker.name}`}
                  role="listitem"
                  aria-label={nameOf(marker)}
                  cx={marker.x}
                  cy={marker.y}
                  r={markerRadius}
                  data-hovered={hovered?.index === index || undefined}
                  onPointerEnter={showTooltip(index)}
                  onPointerLeave={() => setHovered(null)}
                />
              ))}
            </g>
          )}
        </svg>
        {hovered && hoveredPoint && (
          <MarkerTooltip aria-hidden="true" style={{ left: hovered.left, top: hovered.top }}>
            {nameOf(hoveredPoint)}
          </MarkerTooltip>
        )}
      </MapCanvas>
      {(credit || (showList && markers.length > 0)) && (
        <MapCaption>
          {showList && markers.length > 0 && (
            <Disclosure>
              <ListToggle slot="trigger">
                {intl.formatMessage(districtMapMessages.listSummary, { count: markers.length })}
              </ListToggle>
              <DisclosurePanel>
                <PointList>
                  {markers.map((marker) => (
                    <li key={`${marker.region ?? ''}/${marker.name}`}>{nameOf(marker)}</li>
                  ))}
                </PointList>
              </DisclosurePanel>
            </Disclosure>
          )}
          {credit}
        </MapCaption>
      )}
    </MapFrame>
  );
}
