import { Link, Text } from '@partner-portal/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { clearNavigate, withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { PublicFormFrame } from './PublicFormFrame.tsx';
import { storyText } from '../test/storyText';

const submit = fn(async () => undefined);

/** Story fixtures rendered in the story's locale (storyText runs when they render). */
function EmailField() {
  return <FormikTextField name="email" type="email" label={storyText('Email')} dir="ltr" isRequired />;
}

function SignInLink() {
  return (
    <Text>
      Remembered it? <Link href="/signin">{storyText('Sign In')}</Link>
    </Text>
  );
}

const meta = {
  title: 'Forms/PublicFormFrame',
  component: PublicFormFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Formik initialValues={{ email: '' }} onSubmit={submit}>
        <Story />
      </Formik>
    ),
    withAuthLayout,
    withRouter,
  ],
  beforeEach: () => {
    clearNavigate();
    submit.mockClear();
  },
  args: {
    title: 'Forgot password',
    intro: 'Enter your e-mail and we will send you a link to set a new password.',
    errorTitle: 'Request failed',
    successTitle: 'Check your e-mail',
    submitLabel: 'Submit',
    children: <EmailField />,
    links: <SignInLink />,
  },
} satisfies Meta<typeof PublicFormFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await userEvent.keyboard('asha@example.com{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  },
};

export const WithoutIntro: Story = { args: { intro: undefined } };

export const WithError: Story = {
  args: { formError: 'Something went wrong!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(storyText('Something went wrong!'));
    await expect(canvas.getByRole('form', { name: storyText('Forgot password') })).toHaveAttribute(
      'aria-describedby',
      alert.id,
    );
  },
};

export const WithSuccess: Story = {
  args: { successMessage: 'If an account exists for this email, a password reset link has been sent.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const WithErrorArabic: Story = { ...WithError, globals: { locale: 'ar' } };
