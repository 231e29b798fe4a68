import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Link } from '../Link/Link';
import { Checkbox, type CheckboxProps } from './Checkbox';

function Controlled({ onChange, ...props }: Partial<CheckboxProps>) {
  const [isSelected, setSelected] = useState(false);
  return (
    <Checkbox
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
      {...props}
    >
      {props.children ?? 'Remember me'}
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('toggles by click and Space and reports the state', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} name="remember" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(box).toHaveAttribute('name', 'remember');
  });

  it('holds a link in its label that does not toggle the box', async () => {
    const onChange = vi.fn();
    const navigate = vi.fn((event: MouseEvent) => event.preventDefault());
    const { user } = renderUi(
      <Controlled onChange={onChange} isRequired>
        I agree to the <Link href="/terms-and-conditions">Terms and Conditions</Link>
      </Controlled>,
    );
    const link = screen.getByRole('link', { name: 'Terms and Conditions' });
    link.addEventListener('click', navigate);
    await user.click(link);
    expect(navigate).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('shows the error only when invalid and links it to the input', () => {
    const { rerender } = renderUi(
      <Checkbox errorMessage="Please accept the Term & Condition">I agree</Checkbox>,
    );
    expect(screen.queryByText('Please accept the Term & Condition')).not.toBeInTheDocument();
    rerender(
      <Checkbox isInvalid errorMessage="Please accept the Term & Condition" description="Required to sign up">
        I agree
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Please accept the Term & Condition'));
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} isDisabled />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(box);
    expect(onChange).not.toHaveBeenCalled();
    expect(box).toBeDisabled();
  });
});
