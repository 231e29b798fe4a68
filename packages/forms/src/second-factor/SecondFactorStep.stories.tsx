import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAuthLayout } from '../test/storyDecorators.tsx';
import { SecondFactorStep, type SecondFactorStepProps } from './SecondFactorStep.tsx';
import { QR_CODE_URL, SECRET } from './storyData.ts';

const meta = {
  title: 'Forms/SecondFactor/Step',
  component: SecondFactorStep,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  args: {
    state: 'verify',
    methods: ['totp'],
    onCode: fn(async () => undefined),
    onPasskey: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SecondFactorStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code from the authenticator app: typed with the keyboard, Enter verifies. */
export const Code: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Authenticator code/));
    await userEvent.keyboard('123 456{Enter}');
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith('123456'));
  },
};

/** Five digits are not sent: the field says why. */
export const CodeInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Authenticator code/));
    await userEvent.keyboard('12345{Enter}');
    await expect(await canvas.findByText('Enter the 6 digits of the code.')).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
  },
};

const WRONG = 'That code is not right. Check the time on your phone and try again.';

function StepWithRefusal(props: SecondFactorStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <SecondFactorStep
      {...props}
      formError={formError}
      onCode={async (code) => {
        await props.onCode(code);
        setFormError(WRONG);
      }}
    />
  );
}

/** A wrong code keeps the user on the step with the server's message and the typed code. */
export const WrongCode: Story = {
  render: (args) => <StepWithRefusal {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/^Authenticator code/));
    await userEvent.keyboard('000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WRONG);
    await expect(canvas.getByLabelText(/^Authenticator code/)).toHaveValue('000000');
  },
};

/** Only a passkey: one button. */
export const Passkey: Story = {
  args: { methods: ['passkey'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Use a passkey' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasskey).toHaveBeenCalledTimes(1);
  },
};

/** A passkey that was not verified. */
export const PasskeyRefused: Story = {
  args: {
    methods: ['passkey'],
    formError: 'That passkey could not be verified. Try again or use your password.',
  },
};

/** Both factors: passkey button and code field. */
export const Both: Story = { args: { methods: ['passkey', 'totp'] } };

/** Must enrol first: the set-up is starting. */
export const EnrolStarting: Story = { args: { state: 'enrol', methods: [], enrolment: null } };

/** Must enrol first: QR code, typed key and the confirming code. */
export const Enrol: Story = {
  args: { state: 'enrol', methods: [], enrolment: { qrCodeUrl: QR_CODE_URL, secret: SECRET } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByText(SECRET)).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/^Authenticator code/));
    await userEvent.keyboard('654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onCode).toHaveBeenCalledWith('654321'));
  },
};
