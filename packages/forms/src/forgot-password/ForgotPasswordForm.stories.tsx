import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm.tsx';

const meta = {
  title: 'Forms/ForgotPassword',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  beforeEach: clearNavigate,
  args: { onSubmit: fn(async () => undefined), skipHref: '/signin' },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'asha.rao@example.com';
const SENT = 'If an account exists for this email, a password reset link has been sent.';

async function typeAndSubmit(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('textbox', { name: /^Email/ })).toHaveFocus();
  await userEvent.keyboard(`${EMAIL}{Enter}`);
}

export const Empty: Story = {};

export const Filled: Story = { args: { initialValues: { email: EMAIL } } };

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('The input is not valid E-mail!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
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

function WithAnswer(props: ForgotPasswordFormProps & { answer: 'error' | 'sent' }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  return (
    <ForgotPasswordForm
      {...props}
      formError={formError}
      successMessage={successMessage}
      onSubmit={async (values, helpers) => {
        await props.onSubmit(values, helpers);
        if (props.answer === 'error') setFormError('Something went wrong!');
        else setSuccessMessage(SENT);
      }}
    />
  );
}

export const ServerError: Story = {
  render: (args) => <WithAnswer {...args} answer="error" />,
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong!');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue(EMAIL);
  },
};

export const Success: Story = {
  render: (args) => <WithAnswer {...args} answer="sent" />,
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(SENT);
  },
};

export const EmptyArabic: Story = { ...Empty, globals: { locale: 'ar' } };
