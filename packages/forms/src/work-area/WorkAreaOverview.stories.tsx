import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roleLabel } from '../roles/roleLabel.ts';
import { storyIntl } from '../test/storyIntl.ts';
import { workAreaMessages as m } from './messages.ts';
import { WorkAreaOverview } from './WorkAreaOverview.tsx';

const meta = {
  title: 'Forms/WorkAreaOverview',
  component: WorkAreaOverview,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof WorkAreaOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading your account…' }),
    ).toBeVisible();
  },
};

export const Loaded: Story = {
  args: {
    user: {
      fullName: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      phone: '9876543210',
      role: 'partner',
      area: 'orion',
      status: 'pending',
    },
  },
  // Texts read from the story's catalogue, so the Arabic copy runs the same play.
  play: async ({ canvasElement, ...context }) => {
    const intl = storyIntl(context);
    const t = intl.formatMessage;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t(m.signedInAs) })).toBeVisible();
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    const values = canvas.getAllByRole('definition').map((value) => value.textContent);
    await expect(terms).toEqual([t(m.name), t(m.email), t(m.phone), t(m.role), t(m.area), t(m.status)]);
    await expect(values).toEqual([
      'Ravi Kumar',
      'ravi.kumar@example.com',
      '9876543210',
      roleLabel(intl, 'partner'),
      t(m.orion),
      t(m.pending),
    ]);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { hasError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong ! please try again.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LoadedDark: Story = { ...Loaded, globals: { theme: 'dark' } };

export const LoadedArabic: Story = {
  ...Loaded,
  globals: { locale: 'ar' },
};
