import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { ThankYouScreen } from './ThankYouScreen.tsx';

const meta = {
  title: 'Forms/ThankYou',
  component: ThankYouScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: { loginHref: '/partner-login' },
} satisfies Meta<typeof ThankYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches 'Back to Login', Enter follows it to the partner login. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(canvas.getByText('Your registration was successful')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/partner-login', undefined);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
