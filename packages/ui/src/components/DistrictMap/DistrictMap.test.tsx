import { screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { DistrictMap } from './DistrictMap';
import type { MapPoint, RegionCollection } from './DistrictMap.types';

/** A square 'region' around central India, wound clockwise as d3-geo wants. */
const outline: RegionCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Square' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [70, 10],
            [70, 30],
            [90, 30],
            [90, 10],
            [70, 10],
          ],
        ],
      },
    },
  ],
};

const points: MapPoint[] = [
  { name: 'Pune', region: 'Maharashtra', latitude: 18.5, longitude: 73.9 },
  { name: 'Kolkata', region: 'West Bengal', latitude: 22.6, longitude: 88.4 },
];

describe('DistrictMap', () => {
  it('draws the outline as one image without markers before the districts are loaded', () => {
    renderUi(<DistrictMap outline={outline} />);
    expect(screen.getByRole('img', { name: 'Map of India' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'District markers' })).not.toBeInTheDocument();
  });

  it('names every marker with its district and state, and places them by longitude', () => {
    renderUi(<DistrictMap outline={outline} points={points} />);
    expect(screen.getByRole('img', { name: 'Map of India with 2 district markers' })).toBeInTheDocument();
    const markers = within(screen.getByRole('list', { name: 'District markers' })).getAllByRole('listitem');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Pune, Maharashtra',
      'Kolkata, West Bengal',
    ]);
    // West (Pune) is drawn left of east (Kolkata), and north is up (Kolkata is further north).
    const [pune, kolkata] = markers.map((marker) => ({
      x: Number(marker.getAttribute('cx')),
      y: Number(marker.getAttribute('cy')),
    }));
    expect(pune!.x).toBeLessThan(kolkata!.x);
    expect(pune!.y).toBeGreaterThan(kolkata!.y);
  });

  it('shows the district under the pointer and hides it when the pointer leaves', async () => {
    const { user } = renderUi(<DistrictMap outline={outline} points={points} />);
    await user.hover(screen.getByRole('listitem', { name: 'Kolkata, West Bengal' }));
    expect(screen.getByText('Kolkata, West Bengal', { selector: 'div' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('listitem', { name: 'Kolkata, West Bengal' }));
    expect(screen.queryByText('Kolkata, West Bengal', { selector: 'div' })).not.toBeInTheDocument();
  });

  it('lists the districts for keyboard users and keeps the map left-to-right in Arabic', async () => {
    const { user } = renderUi(<DistrictMap outline={outline} points={points} credit="Map data" />, {
      locale: 'ar',
    });
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'List of the 2 districts on the map' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pune, Maharashtra', { selector: 'li' })).toBeVisible();
    expect(screen.getByText('Map data')).toBeInTheDocument();
    const drawing = screen.getByRole('img', { name: 'Map of India with 2 district markers' });
    expect(getComputedStyle(drawing.parentElement!).direction).toBe('ltr');
  });
});
