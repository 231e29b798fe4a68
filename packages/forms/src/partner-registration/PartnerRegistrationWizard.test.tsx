import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import {
  PartnerRegistrationWizard,
  type PartnerRegistrationWizardProps,
} from './PartnerRegistrationWizard.tsx';
import type { OtpState } from './types.ts';
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

function renderWizard(props: Partial<PartnerRegistrationWizardProps> = {}) {
  const handlers = {
    onSendOtp: vi.fn<PartnerRegistrationWizardProps['onSendOtp']>(async () => undefined),
    onVerifyOtp: vi.fn<PartnerRegistrationWizardProps['onVerifyOtp']>(async () => undefined),
    onOtpReset: vi.fn<NonNullable<PartnerRegistrationWizardProps['onOtpReset']>>(),
    onSubmitContact: vi.fn<PartnerRegistrationWizardProps['onSubmitContact']>(async () => undefined),
    onSubmitCompany: vi.fn<PartnerRegistrationWizardProps['onSubmitCompany']>(async () => undefined),
    onSubmitAdditional: vi.fn<PartnerRegistrationWizardProps['onSubmitAdditional']>(async () => undefined),
    onBack: vi.fn(),
    onLookupPostalCode: vi.fn<PartnerRegistrationWizardProps['onLookupPostalCode']>(async () => ({
      district: 'Pune',
      state: 'Maharashtra',
      country: 'India',
    })),
    onDeleteImage: vi.fn<NonNullable<PartnerRegistrationWizardProps['onDeleteImage']>>(async () => undefined),
    onValuesChange: vi.fn<NonNullable<PartnerRegistrationWizardProps['onValuesChange']>>(),
  };
  const all: PartnerRegistrationWizardProps = {
    step: 'contact',
    otp: { email: idle, phone: idle },
    ...handlers,
    ...props,
  };
  const view = renderWithProviders(<PartnerRegistrationWizard {...all} />);
  const rerender = (next: Partial<PartnerRegistrationWizardProps>) =>
    view.rerender(<PartnerRegistrationWizard {...all} {...next} />);
  return { ...handlers, ...view, rerender };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('PartnerRegistrationWizard: Contact Details', () => {
  it('shows the three steps with a progress bar, and Submit waits for both verifications', () => {
    renderWizard({ initialValues: contact });
    expect(screen.getByRole('heading', { name: 'Partner Registration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(steps).toHaveTextContent('Contact Details');
    expect(steps).toHaveTextContent('Company Info');
    expect(steps).toHaveTextContent('Additional Details');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(field(/^Email/)).toHaveAttribute('dir', 'ltr');
  });

  it('generates an e-mail OTP only for a valid e-mail (keyboard)', async () => {
    const { user, onSendOtp } = renderWizard();
    const generate = screen.getByRole('button', { name: 'Generate OTP (Email)' });
    expect(generate).toBeDisabled();
    await user.type(field(/^Email/), 'kiran@kiran.example.com');
    expect(generate).toBeEnabled();
    generate.focus();
    await user.keyboard('{Enter}');
    expect(onSendOtp).toHaveBeenCalledWith(
      'email',
      expect.objectContaining({ email: 'kiran@kiran.example.com' }),
    );
  });

  it('asks for the code, verifies it, and shows the resend wait', async () => {
    const { user, onVerifyOtp, rerender } = renderWizard({
      initialValues: contact,
      otp: { email: sent, phone: idle },
    });
    expect(screen.getByText('OTP sent successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify Email OTP' }));
    expect(await screen.findByText('Please enter the OTP!')).toBeInTheDocument();
    expect(onVerifyOtp).not.toHaveBeenCalled();

    await user.type(field(/^Email OTP/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email OTP' }));
    await waitFor(() =>
      expect(onVerifyOtp).toHaveBeenCalledWith(
        'email',
        '123456',
        expect.objectContaining({ emailOtp: '123456' }),
      ),
    );

    rerender({ initialValues: contact, otp: { email: verified, phone: idle } });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(field(/^Email(?! OTP)/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('textbox', { name: /^Email OTP/ })).not.toBeInTheDocument();
  });

  it('shows a failed verification and keeps the code', async () => {
    renderWizard({
      initialValues: { ...contact, phoneOtp: '000000' },
      otp: { email: verified, phone: { ...sent, notice: null, error: 'Invalid OTP. 4 attempts left.' } },
    });
    expect(screen.getByText('Invalid OTP. 4 attempts left.')).toBeInTheDocument();
    expect(field(/^Phone OTP/)).toHaveValue('000000');
  });

  it('forgets a pending code when its contact is edited', async () => {
    const { user, onOtpReset } = renderWizard({ initialValues: contact, otp: { email: sent, phone: idle } });
    await user.type(field(/^Email(?! OTP)/), 'x');
    expect(onOtpReset).toHaveBeenCalledWith('email');
  });

  it('submits the contact step once both are verified', async () => {
    const { user, onSubmitContact } = renderWizard({
      initialValues: contact,
      otp: { email: verified, phone: verified },
    });
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(onSubmitContact).toHaveBeenCalledWith(expect.objectContaining(contact)));
  });

  it('shows the spec messages for a missing name and a short WhatsApp number', async () => {
    const { user } = renderWizard({ otp: { email: verified, phone: verified } });
    await user.click(field(/^Company name/));
    await user.tab();
    expect(await screen.findAllByText('Please enter your name!')).toHaveLength(1);
    await user.click(field(/^WhatsApp number/));
    await user.keyboard('12345');
    await user.tab();
    expect(await screen.findByText('Enter a valid 10-digit number!')).toBeInTheDocument();
  });

  it('shows a server failure and keeps every value', async () => {
    renderWizard({
      initialValues: contact,
      otp: { email: verified, phone: verified },
      formError: 'Please verify your email and phone with the OTP first.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please verify your email and phone with the OTP first.',
    );
    expect(field(/^Company name/)).toHaveValue('Kiran Field Services');
    expect(screen.getByRole('form', { name: 'Partner Registration' })).toHaveAccessibleDescription(
      /Please verify your email/,
    );
  });
});

describe('PartnerRegistrationWizard: Company Info', () => {
  it('looks a 6-digit postal code up and fills district, state and country', async () => {
    const { user, onLookupPostalCode } = renderWizard({ step: 'company', initialValues: contact });
    await user.type(field(/^Postal code/), '41100');
    expect(onLookupPostalCode).not.toHaveBeenCalled();
    await user.keyboard('1');
    expect(onLookupPostalCode).toHaveBeenCalledWith('411001');
    await waitFor(() => expect(field(/^District/)).toHaveValue('Pune'));
    expect(field(/^State/)).toHaveValue('Maharashtra');
    expect(field(/^Country/)).toHaveValue('India');
  });

  it('says when no location is found for the postal code', async () => {
    const { user } = renderWizard({
      step: 'company',
      onLookupPostalCode: vi.fn(async () => null),
    });
    await user.type(field(/^Postal code/), '999999');
    expect(await screen.findByText('No location data found for the provided PIN code.')).toBeInTheDocument();
  });

  it('checks the required fields with the spec messages', async () => {
    const { user, onSubmitCompany } = renderWizard({ step: 'company' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(field(/^Location/)).toHaveAccessibleDescription(/Please input company location!/),
    );
    // Under the field and in the error summary.
    expect(screen.getAllByText('Please input company location!')).toHaveLength(2);
    expect(screen.getAllByText('Please fill out all required fields.').length).toBeGreaterThanOrEqual(4);
    expect(onSubmitCompany).not.toHaveBeenCalled();
  });

  it('a failed submit shows an error summary whose entries lead to the fields', async () => {
    const { user } = renderWizard({ step: 'company' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('link', { name: 'Please input company location!' });
    await user.click(summary);
    expect(field(/^Location/)).toHaveFocus();
  });

  it('forgets the files a saved step sent and lists the stored ones', async () => {
    const onSubmitCompany = vi.fn(async () => true);
    const values = {
      ...contact,
      location: 'Shop 4',
      pinCode: '411001',
      cityName: 'Pune',
      stateName: 'Maharashtra',
      countryName: 'India',
    };
    const { user, rerender } = renderWizard({ step: 'company', initialValues: values, onSubmitCompany });
    const proof = new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });
    const input = screen
      .getByRole('group', { name: 'Address proof' })
      .querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, proof);
    expect(screen.getAllByText('proof.pdf').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmitCompany).toHaveBeenCalledWith(expect.objectContaining({ addressProof: proof })),
    );
    rerender({ step: 'company', initialValues: values, onSubmitCompany, storedAddressProof: 'stored.pdf' });
    await waitFor(() => expect(screen.queryByText('proof.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('stored.pdf')).toBeInTheDocument();
  });

  it('deletes a stored image and says so', async () => {
    const { user, onDeleteImage } = renderWizard({
      step: 'company',
      storedImages: [{ id: 7, name: 'shop.png' }],
    });
    await user.click(screen.getByRole('button', { name: 'Remove shop.png' }));
    await waitFor(() => expect(onDeleteImage).toHaveBeenCalledWith(7, expect.any(Object)));
    expect(await screen.findByText('File Deleted Successfully')).toBeInTheDocument();
  });

  it('Back keeps every value of both steps', async () => {
    const { user, onBack, rerender } = renderWizard({ step: 'company', initialValues: contact });
    await user.type(field(/^Location/), 'Shop 4, FC Road');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    rerender({ step: 'contact', initialValues: contact });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contact Details' })).toHaveFocus());
    expect(field(/^Company name/)).toHaveValue('Kiran Field Services');
    rerender({ step: 'company', initialValues: contact });
    expect(field(/^Location/)).toHaveValue('Shop 4, FC Road');
  });
});

describe('PartnerRegistrationWizard: Additional Details', () => {
  it('upper-cases the PAN and groups the Aadhaar number as typed', async () => {
    const { user, onSubmitAdditional } = renderWizard({ step: 'additional', initialValues: contact });
    await user.type(field(/^PAN/), 'abcde1234f');
    expect(field(/^PAN/)).toHaveValue('ABCDE1234F');
    await user.type(field(/^Aadhaar number/), '234567890123');
    expect(field(/^Aadhaar number/)).toHaveValue('2345 6789 0123');
    expect(field(/^Aadhaar number/)).toHaveAttribute('maxlength', '14');
    await user.click(submit());
    await waitFor(() =>
      expect(onSubmitAdditional).toHaveBeenCalledWith(
        expect.objectContaining({ pan: 'ABCDE1234F', aadhaarNumber: '2345 6789 0123' }),
      ),
    );
  });

  it('refuses a wrong PAN and Aadhaar with the spec messages', async () => {
    const { user, onSubmitAdditional } = renderWizard({ step: 'additional' });
    await user.type(field(/^PAN/), 'abcd1234f');
    await user.type(field(/^Aadhaar number/), '123456789012');
    await user.click(submit());
    await waitFor(() =>
      expect(field(/^PAN/)).toHaveAccessibleDescription(/Please enter a valid Pan number!/),
    );
    expect(field(/^Aadhaar number/)).toHaveAccessibleDescription(/Please enter a valid Aadhaar Card!/);
    expect(screen.getByRole('link', { name: 'Please enter a valid Pan number!' })).toBeInTheDocument();
    expect(onSubmitAdditional).not.toHaveBeenCalled();
  });

  it('locks the form once the registration is complete', () => {
    renderWizard({ step: 'additional', isComplete: true, notice: 'Company details added successfully' });
    expect(screen.getByText('Company details added successfully')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
