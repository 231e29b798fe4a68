import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SignUpForm, type SignUpFormProps } from './SignUpForm.tsx';
import type { SignUpValues } from './values.ts';

const REFERRALS = ['Aarav Sharma', 'Meera Iyer', 'Vikram Singh'];

function renderSignUp(props: Partial<SignUpFormProps> = {}) {
  const onSubmit = vi.fn<SignUpFormProps['onSubmit']>(async () => undefined);
  const view = renderWithProviders(
    <SignUpForm
      onSubmit={onSubmit}
      referralNames={REFERRALS}
      termsHref="/terms-and-conditions"
      signInHref="/signin"
      {...props}
    />,
  );
  return { onSubmit, ...view };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: 'Sign Up' });
const terms = () => screen.getByRole('checkbox', { name: /I accept the/ });

const filled: SignUpValues = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9876543210' },
  companyName: 'Rao Field Services',
  companyEmail: 'office@raoservices.in',
  referredBy: 'Meera Iyer',
  terms: true,
};

// Typing through react-aria fields is slow on a loaded machine.
describe('SignUpForm', { timeout: 60_000 }, () => {
  it('shows every required message when submitted empty and does not submit', async () => {
    const { user, onSubmit } = renderSignUp();
    await user.click(submitButton());
    expect(await screen.findByText('Please input your Name!')).toBeInTheDocument();
    expect(screen.getAllByText('The input is not valid E-mail!')).toHaveLength(2);
    expect(screen.getByText('Please input your phone number!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Company Name!')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Term & Condition')).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription(/Please input your phone number!/);
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits typed values with the keyboard: +91 prefix, chosen referral, terms ticked', async () => {
    const { user, onSubmit } = renderSignUp({
      initialValues: {
        ...filled,
        name: '  Asha Rao ',
        phone: { ...filled.phone, number: '' },
        referredBy: '',
        terms: false,
      },
    });
    await user.type(field('Phone'), '98765 43210');
    await user.type(screen.getByRole('combobox', { name: 'Who referred you?' }), 'Meer');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Meera Iyer']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Who referred you?' })).toHaveValue('Meera Iyer');
    terms().focus();
    await user.keyboard(' ');
    expect(terms()).toBeChecked();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // Texts trimmed; the phone keeps digits only.
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(filled);
  });

  it('keeps free text typed into the referral field', async () => {
    const { user, onSubmit } = renderSignUp({ initialValues: { ...filled, referredBy: '' } });
    await user.type(screen.getByRole('combobox', { name: 'Who referred you?' }), 'A friend');
    await user.tab();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].referredBy).toBe('A friend');
  });

  it('submits without a referral (the optional field stays empty)', async () => {
    const { user, onSubmit } = renderSignUp({ initialValues: { ...filled, referredBy: '' } });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...filled, referredBy: '' });
  });

  it("refuses the provider's own domain when the domain is given", async () => {
    const { user, onSubmit } = renderSignUp({
      providerDomain: 'provider.example',
      initialValues: { ...filled, companyEmail: 'ops@provider.example' },
    });
    await user.click(submitButton());
    expect(await screen.findByText('Email with domain provider.example is not allowed!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps every value when the app answers with formError', async () => {
    const { user, onSubmit, rerender } = renderSignUp({ initialValues: filled });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(
      <SignUpForm
        onSubmit={onSubmit}
        initialValues={filled}
        referralNames={REFERRALS}
        termsHref="/terms-and-conditions"
        signInHref="/signin"
        formError="An account with this email already exists."
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('form', { name: 'Sign Up' })).toHaveAccessibleDescription(
      /An account with this email already exists\./,
    );
    expect(field('Name')).toHaveValue('Asha Rao');
    expect(field('Phone')).toHaveValue('9876543210');
    expect(screen.getByRole('combobox', { name: 'Who referred you?' })).toHaveValue('Meera Iyer');
    expect(terms()).toBeChecked();
  });

  it('shows pending on Sign Up while onSubmit runs', async () => {
    const { user } = renderSignUp({ initialValues: filled, onSubmit: () => new Promise<void>(() => {}) });
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
  });

  it('links to the terms and to sign-in', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});
