import { INDIA_DISTRICTS, INDIA_STATES } from '@partner-portal/ui/map-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DistrictsMapScreen } from './DistrictsMapScreen.tsx';

const meta = {
  title: 'Forms/DistrictsMap',
  component: DistrictsMapScreen,
  tags: ['autodocs'],
  args: { outline: INDIA_STATES, onLoad: fn(), mapHeight: '480px' },
} satisfies Meta<typeof DistrictsMapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before 'Load Districts'. */
export const Initial: Story = {};

export const Loading: Story = { args: { isLoading: true } };

export const Loaded: Story = { args: { districts: INDIA_DISTRICTS } };

export const LoadFailed: Story = { args: { hasError: true } };

/** 'Load Districts' with the keyboard draws every district. */
export const LoadWithKeyboard: Story = {
  render: function Render(args) {
    const [districts, setDistricts] = useState<typeof INDIA_DISTRICTS | undefined>();
    return (
      <DistrictsMapScreen
        {...args}
        districts={districts}
        onLoad={() => {
          args.onLoad();
          setDistricts(INDIA_DISTRICTS);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Load Districts' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`${INDIA_DISTRICTS.length} districts on the map.`),
    );
    await expect(
      canvas.getByRole('img', { name: `Map of India with ${INDIA_DISTRICTS.length} district markers` }),
    ).toBeVisible();
  },
};

export const LoadedDarkArabic: Story = {
  args: { districts: INDIA_DISTRICTS },
  globals: { theme: 'dark', locale: 'ar' },
};
