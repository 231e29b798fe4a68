import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { SignInForm, type SignInFormProps } from './SignInForm.tsx';

const hrefs = {
  signUpHref: '/signup',
  forgotPasswordHref: '/forgot-password',
  clientSignUpHref: '/client-signup',
};

function renderSignIn(props: Partial<SignInFormProps> = {}) {
  const onSubmit = vi.fn<SignInFormProps['onSubmit']>(async () => undefined);
  const view = renderWithProviders(<SignInForm onSubmit={onSubmit} {...hrefs} {...props} />);
  return { onSubmit, ...view };
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Password/);
const submitButton = () => screen.getByRole('button', { name: /^Sign In/ });

describe('SignInForm', () => {
  it('takes typing and presses from the first paint when prerendered, and never puts them in a URL', () => {
    const html = renderToString(
      <IntlProvider locale="en">
        <SignInForm onSubmit={vi.fn()} {...hrefs} />
      </IntlProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('input[name=email]')).toHaveProperty('disabled', false);
    expect(page.querySelector('input[name=password]')).toHaveProperty('disabled', false);
    expect(page.querySelector('button[type=submit]')).toHaveProperty('disabled', false);
    // Without any script, a submit would post to the page itself, never send the password in a URL.
    expect(page.querySelector('form')?.getAttribute('method')).toBe('post');
  });

  it('keeps what was typed into the prerendered fields before hydration and submits it', async () => {
    const onSubmit = vi.fn<SignInFormProps['onSubmit']>(async () => undefined);
    const tree = (
      <IntlProvider locale="en">
        <SignInForm onSubmit={onSubmit} {...hrefs} />
      </IntlProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name=email]')!.value = 'early@demo.test';
    container.querySelector<HTMLInputElement>('input[name=password]')!.value = 'typed-early';
    const root = await act(async () => hydrateRoot(container, tree));
    try {
      await waitFor(() => expect(emailInput()).toHaveValue('early@demo.test'));
      await userEvent.setup().click(submitButton());
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'early@demo.test', password: 'typed-early' });
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('is enabled in the browser', () => {
    renderSignIn();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the spec messages when submitted empty, and does not submit', async () => {
    const { user, onSubmit } = renderSignIn();
    await user.click(submitButton());
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Password!')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(/The input is not valid E-mail!/);
    expect(passwordInput()).toHaveAccessibleDescription(/Please input your Password!/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail once the field is left', async () => {
    const { user } = renderSignIn();
    await user.type(emailInput(), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(screen.queryByText('Please input your Password!')).not.toBeInTheDocument();
  });

  it('submits with the keyboard and hands over trimmed values', async () => {
    const { user, onSubmit } = renderSignIn();
    await user.tab();
    expect(emailInput()).toHaveFocus();
    await user.keyboard('  asha.rao@example.com  ');
    await user.tab();
    expect(passwordInput()).toHaveFocus();
    await user.keyboard(' secret ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The e-mail is trimmed; a password is taken exactly as typed.
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'asha.rao@example.com', password: ' secret ' },
      expect.anything(),
    );
  });

  it('trims the e-mail even when Formik holds the spaces (e.g. from initialValues)', async () => {
    const { user, onSubmit } = renderSignIn({
      initialValues: { email: ' asha.rao@example.com ', password: 'secret' },
    });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'asha.rao@example.com', password: 'secret' },
      expect.anything(),
    );
  });

  it('shows pending on the Sign In button while onSubmit runs', async () => {
    const { user } = renderSignIn({ onSubmit: () => new Promise<void>(() => {}) });
    await user.type(emailInput(), 'asha.rao@example.com');
    await user.type(passwordInput(), 'secret');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('keeps both typed values when onSubmit rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onSubmit = vi.fn(async () => {
      throw new Error('Network Error');
    });
    const { user } = renderSignIn({ onSubmit });
    await user.type(emailInput(), 'asha.rao@example.com');
    await user.type(passwordInput(), 'secret');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-disabled'));
    expect(emailInput()).toHaveValue('asha.rao@example.com');
    expect(passwordInput()).toHaveValue('secret');
    warn.mockRestore();
  });

  it('keeps both typed values when the app answers with formError', async () => {
    const { user, onSubmit, rerender } = renderSignIn();
    await user.type(emailInput(), 'asha.rao@example.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<SignInForm onSubmit={onSubmit} {...hrefs} formError="Invalid email or password." />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(emailInput()).toHaveValue('asha.rao@example.com');
    expect(passwordInput()).toHaveValue('wrong');
  });

  it('announces formError in an alert that describes the form', () => {
    renderSignIn({ formError: 'Invalid email or password.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('Invalid email or password.');
    const form = screen.getByRole('form', { name: 'Sign In' });
    expect(alert.id).not.toBe('');
    expect(form).toHaveAttribute('aria-describedby', alert.id);
    expect(form).toHaveAccessibleDescription(/Invalid email or password\./);
  });

  it('has no alert and no description without formError', () => {
    renderSignIn();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign In' })).not.toHaveAttribute('aria-describedby');
  });

  it('gives each instance its own ids', () => {
    renderWithProviders(
      <>
        <SignInForm onSubmit={vi.fn()} {...hrefs} formError="First" />
        <SignInForm onSubmit={vi.fn()} {...hrefs} formError="Second" />
      </>,
    );
    const [first, second] = screen.getAllByRole('form');
    expect(first).toHaveAccessibleDescription(/First/);
    expect(second).toHaveAccessibleDescription(/Second/);
  });

  it('links to sign-up and forgot password; the join variant also to client sign-up', () => {
    const { rerender } = renderSignIn();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('link', { name: 'Sign up as a client' })).not.toBeInTheDocument();

    rerender(<SignInForm onSubmit={vi.fn()} {...hrefs} variant="join" />);
    expect(screen.getByRole('heading', { name: 'Join the club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up as a client' })).toHaveAttribute(
      'href',
      '/client-signup',
    );
  });

  it('starts from initialValues', () => {
    renderSignIn({ initialValues: { email: 'asha.rao@example.com', password: 'secret' } });
    expect(emailInput()).toHaveValue('asha.rao@example.com');
    expect(passwordInput()).toHaveValue('secret');
  });
});
