import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Link } from './Link';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '#signup', children: 'Sign up' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone', 'button'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <Text>
      New here? <Link {...args} /> to create a partner account.
    </Text>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Login with email' } };

export const LooksLikeButton: Story = {
  args: { variant: 'button', children: 'Go to Home', href: '#home' },
};

export const SecondaryButtonLook: Story = {
  args: { variant: 'button', buttonVariant: 'secondary', children: 'Back to Login' },
};

export const External: Story = {
  args: {
    href: 'https://play.google.com/store',
    isExternal: true,
    variant: 'standalone',
    children: 'Partner Mobile App',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'standalone', children: 'Resend Passphrase' },
};

const All: Story['render'] = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
    <Link href="#privacy">{storyText('Read the Privacy Policy')}</Link>
    <Link href="#signin" variant="standalone">
      {storyText('skip')}
    </Link>
    <Link href="#home" variant="button">
      {storyText('Go to Home')}
    </Link>
  </div>
);

export const AllDark: Story = { render: All, globals: { theme: 'dark' } };

export const AllArabic: Story = { render: All, globals: { locale: 'ar' } };
