import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm.tsx';

const meta = {
  title: 'Forms/ResetPassword',
  component: ResetPasswordForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: { onSubmit: fn(async () => undefined), signInHref: '/signin' },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'fresh-pass-2026';

/** Keyboard only: type the new password, Tab past its show toggle, confirm it, Enter. */
async function typeAndSubmit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.tab();
  await expect(canvas.getByLabelText(/^New Password/)).toHaveFocus();
  await userEvent.keyboard(PASSWORD);
  await userEvent.tab();
  await userEvent.tab();
  await expect(canvas.getByLabelText(/^Confirm Password/)).toHaveFocus();
  await userEvent.keyboard(`${PASSWORD}{Enter}`);
}

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: { password1: PASSWORD, password2: PASSWORD } } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Please input Password!')).toBeVisible();
    await expect(canvas.getByText('Please confirm the Password!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  args: { initialValues: { password1: PASSWORD, password2: 'another-pass-2026' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await within(canvasElement).findByText('The two passwords do not match.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
  },
};

const EXPIRED = 'This password reset link is invalid or has expired.';

function WithServerError(props: ResetPasswordFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <ResetPasswordForm
      {...props}
      formError={formError}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        setFormError(EXPIRED);
      }}
    />
  );
}

export const ServerError: Story = {
  render: (args) => <WithServerError {...args} />,
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(EXPIRED);
    await expect(canvas.getByLabelText(/^New Password/)).toHaveValue(PASSWORD);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await typeAndSubmit(canvasElement);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { password1: PASSWORD, password2: PASSWORD },
        expect.anything(),
      ),
    );
  },
};

export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' } };
