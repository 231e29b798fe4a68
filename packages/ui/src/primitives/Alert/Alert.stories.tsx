import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { variant: 'error', children: 'Invalid email or password.' },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'warning', 'info', 'success'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};

export const ErrorWithTitle: Story = {
  args: { title: 'Sign-in failed', children: 'Invalid email or password.' },
};

export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Warning',
    children: 'This will delete your account and all associated data!.',
  },
};

export const Info: Story = { args: { variant: 'info', children: 'A confirmation e-mail is on its way.' } };

export const Success: Story = {
  args: {
    variant: 'success',
    title: 'Thank You!',
    children: 'Your registration was successful',
  },
};

const All: Story['render'] = () => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxInlineSize: 480 }}>
    <Alert variant="error">{storyText('Invalid email or password.')}</Alert>
    <Alert variant="warning" title={storyText('Warning')}>
      {storyText('This will delete your account and all associated data!.')}
    </Alert>
    <Alert variant="info">A confirmation e-mail is on its way.</Alert>
    <Alert variant="success" title={storyText('Thank You!')}>
      {storyText('Your registration was successful')}
    </Alert>
  </div>
);

export const AllSemiDark: Story = { render: All, globals: { theme: 'semi-dark' } };

export const AllDark: Story = { render: All, globals: { theme: 'dark' } };

export const AllArabic: Story = { render: All, globals: { locale: 'ar' } };
