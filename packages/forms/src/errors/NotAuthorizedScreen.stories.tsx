import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withRouter } from '../test/storyDecorators.tsx';
import { NotAuthorizedScreen } from './ErrorScreens.tsx';

const meta = {
  title: 'Forms/Errors/NotAuthorized',
  component: NotAuthorizedScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  beforeEach: clearNavigate,
  args: { portalsHref: '/portals', onLogOut: fn() },
} satisfies Meta<typeof NotAuthorizedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('401Not Authorized');
    await expect(canvas.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/portals');
  },
};

export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Log Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/portals', undefined);
  },
};

/** Inside the authenticated layout (`standalone={false}`): a section with an `h2`, no `main` of its own. */
export const InsideLayout: Story = {
  args: { standalone: false },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Not Authorized');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
