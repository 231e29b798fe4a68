import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiTestProviders, renderUi } from '../../test/render';
import { OtpField, type OtpFieldProps } from './OtpField';

function Controlled({ onChange, ...props }: Partial<OtpFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <OtpField
      label="OTP"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('OtpField', () => {
  it('is a numeric one-time-code input that stays left-to-right', () => {
    renderUi(<Controlled name="otp" isRequired />, { locale: 'ar' });
    const input = screen.getByRole('textbox', { name: /OTP/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('keeps digits only and accepts a pasted code with spaces or hyphens', async () => {
    const onChange = vi.fn();
    const onComplete = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'OTP' });
    await user.type(input, '1a2');
    expect(input).toHaveValue('12');
    await user.clear(input);
    await user.paste('123 456');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
    await user.clear(input);
    await user.paste('98-76-54-32');
    expect(input).toHaveValue('987654');
    expect(onChange).toHaveBeenLastCalledWith('987654');
  });

  it('takes the number of digits from length', async () => {
    const onComplete = vi.fn();
    const { user } = renderUi(<Controlled length={4} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'OTP' });
    await user.click(input);
    await user.paste(' 1 2 3 4 5 ');
    expect(input).toHaveValue('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  describe('resend', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const renderWithTimers = (ui: React.ReactElement) => render(ui, { wrapper: UiTestProviders });

    it('waits 60 s with a countdown, announces once when resend is possible, and restarts', async () => {
      const onResend = vi.fn();
      renderWithTimers(<Controlled onResend={onResend} />);
      const status = screen.getByRole('status');
      const button = screen.getByRole('button', { name: 'Resend OTP in 60s' });
      expect(button).toBeDisabled();
      // Every second the text counts down while the live region stays silent.
      for (let second = 59; second >= 1; second -= 1) {
        act(() => vi.advanceTimersByTime(1000));
        expect(button).toHaveTextContent(`Resend OTP in ${second}s`);
        expect(button).toBeDisabled();
        expect(status).toBeEmptyDOMElement();
      }
      act(() => vi.advanceTimersByTime(1000));
      expect(button).toHaveAccessibleName('Resend OTP');
      expect(button).toBeEnabled();
      expect(status).toHaveTextContent('You can now resend the code.');

      // user-event's pointer sequence does not finish under fake timers: press with real ones.
      vi.useRealTimers();
      await userEvent.setup().click(button);
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
      expect(status).toBeEmptyDOMElement();
    });

    it('follows a countdown given from outside and runs no timer of its own', () => {
      const onResend = vi.fn();
      const { rerender } = renderWithTimers(
        <OtpField
          label="Passphrase"
          onResend={onResend}
          secondsLeft={12}
          resendLabel="Resend Passphrase"
          resendCountdownLabel={(s) => `Resend Passphrase (${s})`}
        />,
      );
      expect(vi.getTimerCount()).toBe(0);
      expect(screen.getByRole('button', { name: 'Resend Passphrase (12)' })).toBeDisabled();
      rerender(
        <OtpField label="Passphrase" onResend={onResend} secondsLeft={0} resendLabel="Resend Passphrase" />,
      );
      expect(screen.getByRole('button', { name: 'Resend Passphrase' })).toBeEnabled();
      expect(screen.getByRole('status')).toHaveTextContent('You can now resend the code.');
    });

    it('does not announce when it starts with resend allowed', () => {
      renderWithTimers(<OtpField label="OTP" onResend={() => {}} secondsLeft={0} />);
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });

  it('shows the error only when invalid', () => {
    renderUi(<OtpField label="OTP" isInvalid errorMessage="Please enter the OTP!" />);
    expect(screen.getByRole('textbox', { name: 'OTP' })).toHaveAccessibleDescription('Please enter the OTP!');
  });
});
