import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withRouter } from '../test/storyDecorators.tsx';
import { NotFoundScreen } from './ErrorScreens.tsx';

const meta = {
  title: 'Forms/Errors/NotFound',
  component: NotFoundScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  beforeEach: clearNavigate,
  args: { homeHref: '/' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '404Oops, an error has occurred. Page not found!',
    );
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};

export const GoHomeWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Go to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

/** Inside the authenticated layout (`standalone={false}`): a section with an `h2`. */
export const InsideLayout: Story = {
  args: { standalone: false },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('main')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Oops, an error has occurred. Page not found!',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
