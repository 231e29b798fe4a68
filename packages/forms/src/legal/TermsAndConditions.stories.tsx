import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { TermsAndConditions } from './TermsAndConditions.tsx';

const meta = {
  title: 'Forms/Legal/TermsAndConditions',
  component: TermsAndConditions,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: {
    privacyPolicyHref: '/privacy-policy',
    accountDeletionHref: '/account-deletion',
    contact: { grievanceOfficerEmail: 'grievance@example.in', registeredOffice: 'Pune, Maharashtra, India' },
  },
} satisfies Meta<typeof TermsAndConditions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the privacy policy link first; Enter follows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Read the Privacy Policy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/privacy-policy', undefined);
  },
};

export const WithoutContact: Story = { args: { contact: undefined } };

export const DefaultArabic: Story = { args: Default.args, globals: { locale: 'ar' } };
