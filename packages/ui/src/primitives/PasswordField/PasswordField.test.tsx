import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password and reveals it from the keyboard', async () => {
    const { user } = renderUi(<PasswordField label="Password" value="s3cret" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows errors like TextField and accepts new-password', () => {
    renderUi(
      <PasswordField label="New Password" autoComplete="new-password" isInvalid errorMessage="Too short" />,
    );
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
  });
});
