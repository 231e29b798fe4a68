import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { INDIA_DISTRICTS } from './data/indiaDistricts';
import { INDIA_STATES } from './data/indiaStates';
import { DistrictMap } from './DistrictMap';

const credit = (
  <span>
    Map data: <a href="https://www.geonames.org/">GeoNames</a> (CC-BY 4.0),{' '}
    <a href="https://www.amcharts.com/">amCharts geodata</a>
  </span>
);

const meta = {
  title: 'UI/Map/DistrictMap',
  component: DistrictMap,
  tags: ['autodocs'],
  args: { outline: INDIA_STATES, height: '480px', credit },
} satisfies Meta<typeof DistrictMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before 'Load Districts': the outline of India only. */
export const OutlineOnly: Story = {};

/** Every district point (658), as on /district-maps after loading. */
export const Districts: Story = {
  args: { points: INDIA_DISTRICTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: `Map of India with ${INDIA_DISTRICTS.length} district markers` }),
    ).toBeVisible();
    const markers = canvas.getByRole('list', { name: 'District markers' });
    await expect(within(markers).getAllByRole('listitem')).toHaveLength(INDIA_DISTRICTS.length);
    // Hovering a marker shows its district.
    await userEvent.hover(within(markers).getByRole('listitem', { name: 'Pune, Maharashtra' }));
    await expect(canvas.getByText('Pune, Maharashtra', { selector: 'div' })).toBeVisible();
  },
};

/** Keyboard users open the list of districts under the map. */
export const DistrictListWithKeyboard: Story = {
  args: { points: INDIA_DISTRICTS.slice(0, 40) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'List of the 40 districts on the map' });
    await userEvent.tab();
    // The first tab stop is the list toggle (the credit links follow it).
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Nicobar, Andaman & Nicobar Islands', { selector: 'li' })).toBeVisible();
  },
};

export const DarkArabic: Story = {
  args: { points: INDIA_DISTRICTS },
  globals: { theme: 'dark', locale: 'ar' },
};
