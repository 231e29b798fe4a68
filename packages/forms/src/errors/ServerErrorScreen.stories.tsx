import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withRouter } from '../test/storyDecorators.tsx';
import { ServerErrorScreen } from './ErrorScreens.tsx';

const meta = {
  title: 'Forms/Errors/ServerError',
  component: ServerErrorScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  beforeEach: clearNavigate,
  args: { homeHref: '/' },
} satisfies Meta<typeof ServerErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('500Sorry, server goes wrong.');
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
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Sorry, server goes wrong.');
  },
};

/**
 * After an unexpected render error (the portal's error boundary, issue 20): 'Try again' first,
 * reached and pressed with the keyboard, then 'Go to Home'.
 */
export const WithRetry: Story = {
  args: { onRetry: fn(), standalone: false },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveFocus();
  },
};

export const WithRetryDark: Story = { ...WithRetry, play: undefined, globals: { theme: 'dark' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
