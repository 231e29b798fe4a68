import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Card } from './Card';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    heading: 'Partner Management',
    description:
      'Marketplace for service partners, vendors and their agents: records, profiles, tickets, payments.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  args: {
    heading: 'Districts Map',
    description: 'About 700 districts of India',
    children: 'Load the districts to draw them on the map.',
  },
};

export const WithFooter: Story = {
  args: {
    heading: 'Account deletion',
    description: 'Permanently delete your account and personal data.',
    footer: <Link href="#privacy">Privacy policy</Link>,
  },
};

export const LinkedCard: Story = {
  args: { href: '#signin', onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Partner Management' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const ExternalCard: Story = {
  args: {
    heading: 'Partner Mobile App',
    description: 'Get the app from the store',
    href: 'https://play.google.com/store',
    isExternal: true,
  },
};

const Chooser: Story['render'] = () => (
  <div
    style={{
      display: 'grid',
      gap: 16,
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      inlineSize: 'min(48rem, 90vw)',
    }}
  >
    <Card
      heading={storyText('Project Management')}
      description={storyText('Tasks, tickets, client projects, quality checks and audits.')}
      href="#pmt"
    />
    <Card
      heading={storyText('Partner Management')}
      description={storyText(
        'Marketplace for service partners, vendors and their agents: records, profiles, tickets, payments.',
      )}
      href="#orion"
    />
    <Card
      heading={storyText('Finance Central')}
      description={storyText('KYC verification, invoices and payables.')}
      href="#fc"
    />
    <Card
      heading={storyText('Partner Login')}
      description={storyText('Sign in with a one-time passphrase sent by WhatsApp or e-mail.')}
      href="#partner-login"
    />
  </div>
);

export const PortalChooserGrid: Story = { render: Chooser, decorators: [(Story) => <>{Story()}</>] };

export const PortalChooserDark: Story = { render: Chooser, globals: { theme: 'dark' } };

export const PortalChooserArabic: Story = { render: Chooser, globals: { locale: 'ar' } };
