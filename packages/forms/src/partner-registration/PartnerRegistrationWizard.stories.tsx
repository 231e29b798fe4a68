import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAuthLayout, withRouter } from '../test/storyDecorators.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { storyText } from '../test/storyText.ts';
import { partnerRegistrationMessages, partnerRegistrationMessages as m } from './messages.ts';
import { PartnerRegistrationWizard } from './PartnerRegistrationWizard.tsx';
import type { OtpState, PinLocation } from './types.ts';
import { partnerRegistrationInitialValues, type PartnerRegistrationValues } from './values.ts';

const idle: OtpState = { sent: false, verified: false, secondsLeft: 0 };
const sent: OtpState = { sent: true, verified: false, secondsLeft: 60, notice: 'OTP sent successfully' };
const verified: OtpState = { sent: true, verified: true, secondsLeft: 0 };

const contact: PartnerRegistrationValues = {
  ...partnerRegistrationInitialValues,
  companyName: 'Kiran Field Services',
  companyEmail: 'office@kiran.example.com',
  companyPhone: '9123400000',
  fullName: 'Kiran Desai',
  email: 'kiran@kiran.example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9123400001' },
  whatsappNumber: '9123400001',
};

const company: PartnerRegistrationValues = {
  ...contact,
  location: 'Shop 4, FC Road',
  pinCode: '411001',
  cityName: 'Pune',
  district: 'Pune',
  stateName: 'Maharashtra',
  countryName: 'India',
  digipin: '4P3-JK8-52C9',
};

const meta = {
  title: 'Forms/PartnerRegistration',
  component: PartnerRegistrationWizard,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['autodocs', 'play-any-locale'],
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout, withRouter],
  args: {
    step: 'contact',
    otp: { email: idle, phone: idle },
    onSendOtp: fn(async () => undefined),
    onVerifyOtp: fn(async () => undefined),
    onOtpReset: fn(),
    onSubmitContact: fn(async () => undefined),
    onSubmitCompany: fn(async () => undefined),
    onSubmitAdditional: fn(async () => undefined),
    onBack: fn(),
    onLookupPostalCode: fn(async (): Promise<PinLocation | null> => ({
      district: 'Pune',
      state: 'Maharashtra',
      country: 'India',
    })),
    onDeleteImage: fn(async () => undefined),
    onValuesChange: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['contact', 'company', 'additional'] },
  },
} satisfies Meta<typeof PartnerRegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An accessible-name matcher for a field whose label starts with `label` (a required mark may follow). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

// Step 1 Contact Details.

/** Nothing typed: Generate OTP waits for a valid contact and Submit for both verifications. */
export const ContactEmpty: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.companyName)) }),
    ).toHaveFocus();
    await expect(
      canvas.getByRole('button', { name: t.formatMessage(m.generateOtpLabel, { channel: 'email' }) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.submit) })).toBeDisabled();
  },
};

/** Filled in: Generate OTP for the e-mail with the keyboard. */
export const ContactFilled: Story = {
  args: { initialValues: contact },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const generate = canvas.getByRole('button', {
      name: t.formatMessage(m.generateOtpLabel, { channel: 'email' }),
    });
    await waitFor(() => expect(generate).toBeEnabled());
    generate.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendOtp).toHaveBeenCalledWith(
      'email',
      expect.objectContaining({ email: contact.email }),
    );
  },
};

/** Fields left empty or wrong show the spec's messages. */
export const ContactInvalid: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(m.nameRequired))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.whatsappNumber)) }),
    );
    await userEvent.keyboard('12345');
    await userEvent.tab();
    await expect(await canvas.findByText(t.formatMessage(m.whatsappInvalid))).toBeVisible();
  },
};

/** A code was sent to the e-mail: enter it, then Verify with the keyboard; resend waits 60 s. */
export const ContactOtpSent: Story = {
  args: { initialValues: contact, otp: { email: sent, phone: idle } },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t.formatMessage(m.resendIn, { seconds: 60 }) }),
    ).toBeDisabled();
    canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.emailOtp)) }).focus();
    await userEvent.keyboard('123456');
    const verify = canvas.getByRole('button', {
      name: t.formatMessage(m.verifyOtpLabel, { channel: 'email' }),
    });
    verify.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onVerifyOtp).toHaveBeenCalledWith(
        'email',
        '123456',
        expect.objectContaining({ email: contact.email }),
      ),
    );
  },
};

/** Sending the phone code (loading). */
export const ContactSending: Story = {
  args: {
    initialValues: contact,
    otp: { email: verified, phone: { ...idle, isSending: true } },
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t.formatMessage(m.generateOtpLabel, { channel: 'phone' }) }),
    ).toBeDisabled();
  },
};

/** A wrong code: the server's message, the code kept. */
export const ContactOtpWrong: Story = {
  args: {
    initialValues: { ...contact, phoneOtp: '000000' },
    otp: { email: verified, phone: { ...sent, notice: null, error: 'Invalid OTP. 4 attempts left.' } },
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('Invalid OTP. 4 attempts left.'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.phoneOtp)) })).toHaveValue(
      '000000',
    );
  },
};

/** Both verified: Submit is enabled and Enter on it saves the step. */
export const ContactVerified: Story = {
  args: { initialValues: contact, otp: { email: verified, phone: verified } },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(t.formatMessage(m.verified))).toHaveLength(2);
    const submit = canvas.getByRole('button', { name: t.formatMessage(m.submit) });
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmitContact).toHaveBeenCalled());
  },
};

/** The server refused the step: its message, every value kept. */
export const ContactServerError: Story = {
  args: {
    initialValues: contact,
    otp: { email: verified, phone: verified },
    formError: 'Please verify your email and phone with the OTP first.',
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText('Please verify your email and phone with the OTP first.'),
    );
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.companyName)) }),
    ).toHaveValue(contact.companyName);
  },
};

// Step 2 Company Info.

/** Typing a 6-digit postal code fills district, state and country. */
export const CompanyEmpty: Story = {
  args: { step: 'company', initialValues: contact },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.postalCode)) }).focus();
    await userEvent.keyboard('411001');
    await expect(args.onLookupPostalCode).toHaveBeenCalledWith('411001');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.state)) })).toHaveValue(
        'Maharashtra',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.country)) })).toHaveValue(
      'India',
    );
  },
};

/** Filled in with a stored image, which is deleted with the keyboard. */
export const CompanyFilled: Story = {
  args: { step: 'company', initialValues: company, storedImages: [{ id: 7, name: 'shop-front.png' }] },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: (name) => name.includes('shop-front.png') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteImage).toHaveBeenCalledWith(7, expect.any(Object));
    await expect(await canvas.findByText(t.formatMessage(m.fileDeleted))).toBeVisible();
  },
};

/** Next with nothing filled in: the spec's messages. */
export const CompanyInvalid: Story = {
  args: { step: 'company', initialValues: contact },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.next) }).focus();
    await userEvent.keyboard('{Enter}');
    // The error summary takes focus; its entries lead to the fields.
    const entry = await canvas.findByRole('link', { name: t.formatMessage(m.locationRequired) });
    await userEvent.tab();
    await expect(entry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.location)) }),
    ).toHaveFocus();
    await expect(canvas.getAllByText(t.formatMessage(m.requiredFields)).length).toBeGreaterThan(0);
    await expect(args.onSubmitCompany).not.toHaveBeenCalled();
  },
};

/** A postal code with no location. */
export const CompanyNoLocation: Story = {
  args: {
    step: 'company',
    initialValues: contact,
    onLookupPostalCode: fn(async (): Promise<PinLocation | null> => null),
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.postalCode)) }).focus();
    await userEvent.keyboard('999999');
    await expect(await canvas.findByText(t.formatMessage(m.noLocation))).toBeVisible();
  },
};

/** Back with the keyboard (the app shows step 1 with every value). */
export const CompanyBack: Story = {
  args: { step: 'company', initialValues: company },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.back) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The server refused the step. */
export const CompanyServerError: Story = {
  args: { step: 'company', initialValues: company, formError: 'Registration not found. Please start again.' },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText('Registration not found. Please start again.'),
    );
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.location)) })).toHaveValue(
      company.location,
    );
  },
};

// Step 3 Additional Details.

/** PAN is upper-cased and Aadhaar grouped as typed; Enter submits. */
export const AdditionalEmpty: Story = {
  args: { step: 'additional', initialValues: company },
  play: async ({ canvasElement, args, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.pan)) }).focus();
    await userEvent.keyboard('abcde1234f');
    await expect(canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.pan)) })).toHaveValue(
      'ABCDE1234F',
    );
    canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.aadhaarNumber)) }).focus();
    await userEvent.keyboard('234567890123{Enter}');
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.aadhaarNumber)) }),
    ).toHaveValue('2345 6789 0123');
    await waitFor(() =>
      expect(args.onSubmitAdditional).toHaveBeenCalledWith(expect.objectContaining({ pan: 'ABCDE1234F' })),
    );
  },
};

/** Wrong PAN and Aadhaar: the spec's messages. */
export const AdditionalInvalid: Story = {
  args: {
    step: 'additional',
    initialValues: { ...company, pan: 'ABCD1234F', aadhaarNumber: '1234 5678 9012' },
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: t.formatMessage(m.submit) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('link', { name: t.formatMessage(m.panInvalid) })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: startsWith(t.formatMessage(m.aadhaarNumber)) }),
    ).toHaveAccessibleDescription(expect.stringContaining(t.formatMessage(m.aadhaarInvalid)));
  },
};

/** Saving (loading): the Submit button is busy. */
export const AdditionalSaving: Story = {
  args: {
    step: 'additional',
    initialValues: { ...company, pan: 'ABCDE1234F' },
    onSubmitAdditional: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: t.formatMessage(m.submit) });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('data-pending', 'true'));
  },
};

/** Access §8 'Final step': a 400 shows the PAN error. */
export const AdditionalServerError: Story = {
  args: {
    step: 'additional',
    initialValues: { ...company, pan: 'ABCDE1234F' },
    formError: 'Please enter a valid Pan number!',
  },
  play: async ({ canvasElement, ...context }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyIntl(context).formatMessage(m.panInvalid),
    );
  },
};

/** Done: 'Company details added successfully', the form locked until the redirect. */
export const Success: Story = {
  args: {
    step: 'additional',
    initialValues: { ...company, pan: 'ABCDE1234F' },
    isComplete: true,
    notice: 'Company details added successfully',
  },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.formatMessage(m.detailsAdded))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.formatMessage(m.submit) })).toBeDisabled();
  },
};

export const ContactVerifiedDark: Story = { ...ContactVerified, globals: { theme: 'dark' } };

export const CompanyFilledArabic: Story = {
  args: CompanyFilled.args,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, ...context }) => {
    const postalCode = storyIntl(context).formatMessage(partnerRegistrationMessages.postalCode);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      within(canvasElement).getByRole('textbox', { name: (name) => name.startsWith(postalCode) }),
    ).toHaveAttribute('dir', 'ltr');
  },
};
