import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { PrivacyPolicy } from './PrivacyPolicy.tsx';

const meta = {
  title: 'Forms/Legal/PrivacyPolicy',
  component: PrivacyPolicy,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    accountDeletionHref: '/account-deletion',
    contact: { grievanceOfficerEmail: 'grievance@example.in', registeredOffice: 'Pune, Maharashtra, India' },
  },
} satisfies Meta<typeof PrivacyPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the operator's contact; the account deletion link works from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Request account deletion' });
    link.focus();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/account-deletion', undefined);
  },
};

/** No contact configured: the fallback sentences. */
export const WithoutContact: Story = { args: { contact: undefined } };

export const DefaultArabic: Story = { args: Default.args, globals: { locale: 'ar' } };
export const DefaultDark: Story = { args: Default.args, globals: { theme: 'dark' } };
