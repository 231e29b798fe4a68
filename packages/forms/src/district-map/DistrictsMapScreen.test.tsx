import type { MapPoint, RegionCollection } from '@partner-portal/ui/map';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { DistrictsMapScreen } from './DistrictsMapScreen.tsx';

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
const districts: MapPoint[] = [
  { name: 'Pune', region: 'Maharashtra', latitude: 18.5, longitude: 73.9 },
  { name: 'Nagpur', region: 'Maharashtra', latitude: 21.1, longitude: 79.1 },
];

describe('DistrictsMapScreen', () => {
  it("titles the card 'Districts Map' and asks to load the districts", async () => {
    const onLoad = vi.fn();
    const { user } = renderWithProviders(<DistrictsMapScreen outline={outline} onLoad={onLoad} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Districts Map' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Map of India' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load Districts' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('draws one named marker per district and says how many', () => {
    renderWithProviders(<DistrictsMapScreen outline={outline} districts={districts} onLoad={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('2 districts on the map.');
    expect(screen.getByRole('listitem', { name: 'Nagpur, Maharashtra' })).toBeInTheDocument();
  });

  it('shows the failure and lets the user try again', async () => {
    const onLoad = vi.fn();
    const { user } = renderWithProviders(<DistrictsMapScreen outline={outline} hasError onLoad={onLoad} />);
    expect(screen.getByText('The districts could not be loaded. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load Districts' }));
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('credits the map data sources', () => {
    renderWithProviders(<DistrictsMapScreen outline={outline} onLoad={() => {}} />);
    expect(screen.getByRole('link', { name: /GeoNames/ })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    expect(screen.getByRole('link', { name: /amCharts geodata/ })).toHaveAttribute(
      'href',
      'https://www.amcharts.com/',
    );
  });
});
