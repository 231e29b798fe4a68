import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Sign in', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Use Password' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Request Account Deletion' } };

export const Quiet: Story = { args: { variant: 'quiet', children: 'Cancel' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        {storyText('Medium')}
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true, children: 'Use Passphrase' } };

export const Pending: Story = {
  args: { isPending: true, children: 'Verify Passphrase' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Verify Passphrase/ });
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Login' } };

export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

const AllVariants: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    <Button {...args} variant="primary">
      Primary
    </Button>
    <Button {...args} variant="secondary">
      Secondary
    </Button>
    <Button {...args} variant="danger">
      Danger
    </Button>
    <Button {...args} variant="quiet">
      Quiet
    </Button>
    <Button {...args} isDisabled>
      Disabled
    </Button>
    <Button {...args} isPending>
      {storyText('Pending')}
    </Button>
  </div>
);

export const AllVariantsLite: Story = { render: AllVariants };

export const AllVariantsSemiDark: Story = { render: AllVariants, globals: { theme: 'semi-dark' } };

export const AllVariantsDark: Story = { render: AllVariants, globals: { theme: 'dark' } };
