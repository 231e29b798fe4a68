import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';

const meta = {
  title: 'Forms/RegistrationSuccess',
  component: RegistrationSuccess,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: { setPasswordHref: '/forgot-password', signInHref: '/signin' },
} satisfies Meta<typeof RegistrationSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches 'Set your password', Enter follows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Set your password' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/forgot-password', undefined);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
