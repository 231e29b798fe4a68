import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ClientSignUpForm, type ClientSignUpFormProps } from './ClientSignUpForm.tsx';

function renderClientSignUp(props: Partial<ClientSignUpFormProps> = {}) {
  const onSubmit = vi.fn<ClientSignUpFormProps['onSubmit']>(async () => undefined);
  return {
    onSubmit,
    ...renderWithProviders(<ClientSignUpForm onSubmit={onSubmit} backHref="/client" {...props} />),
  };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: 'Sign Up' });

describe('ClientSignUpForm', { timeout: 60_000 }, () => {
  it('shows the spec messages when submitted empty and does not submit', async () => {
    const { user, onSubmit } = renderClientSignUp();
    await user.click(submitButton());
    expect(await screen.findByText('Please input your Designation!')).toBeInTheDocument();
    expect(screen.getByText('Please input your phone number!')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill this field!')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('title-cases both names as they are typed and submits every value', async () => {
    const { user, onSubmit } = renderClientSignUp({
      initialValues: {
        clientName: '',
        fullName: '',
        phone: { countryCode: 'IN', dialCode: '+91', number: '9123456780' },
        email: ' meera@acme.example ',
        designation: 'Store Manager',
      },
    });
    await user.type(field('Associated Client'), 'acme RETAIL');
    expect(field('Associated Client')).toHaveValue('Acme Retail');
    await user.type(field('Name'), 'meera iyer');
    expect(field('Name')).toHaveValue('Meera Iyer');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      clientName: 'Acme Retail',
      fullName: 'Meera Iyer',
      phone: { countryCode: 'IN', dialCode: '+91', number: '9123456780' },
      email: 'meera@acme.example',
      designation: 'Store Manager',
    });
  });

  it('shows formError in an alert describing the form, and links back to /client', () => {
    renderClientSignUp({ formError: 'An account with this email already exists.' });
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByRole('form', { name: 'Client Sign Up' })).toHaveAccessibleDescription(
      /An account with this email already exists\./,
    );
    expect(screen.getByRole('link', { name: 'Back to client login' })).toHaveAttribute('href', '/client');
  });
});
