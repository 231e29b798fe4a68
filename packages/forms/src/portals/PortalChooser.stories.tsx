import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withRouter } from '../test/storyDecorators.tsx';
import { PortalChooser } from './PortalChooser.tsx';

const meta = {
  title: 'Forms/PortalChooser',
  component: PortalChooser,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  beforeEach: clearNavigate,
  args: {
    onChoose: fn(),
    signInHref: '/signin',
    partnerLoginHref: '/partner-login',
    partnerAppUrl: 'https://play.google.com/store/apps/details?id=example.partner',
    engineerAppUrl: 'https://play.google.com/store/apps/details?id=example.engineer',
    version: '1.3.1',
  },
} satisfies Meta<typeof PortalChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARDS = [
  'Project Management',
  'Partner Management',
  'Finance Central',
  'Customer Portal',
  'Partner Login',
  'Partner Mobile App',
  'Engineer Mobile App',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
    const cards = canvas.getAllByRole('heading', { level: 2 });
    await expect(
      cards.map((heading) => heading.textContent?.replace(/\s*\(opens in a new tab\)$/, '')),
    ).toEqual(CARDS);
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: /Partner Mobile App/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Partner Portal. All rights reserved.`,
    );
    await expect(footer).toHaveTextContent('v1.3.1');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Project Management' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
    await expect(args.onChoose).toHaveBeenCalledWith('pmt');
    await expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
