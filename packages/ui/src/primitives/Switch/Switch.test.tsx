import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Switch, type SwitchProps } from './Switch';

function Controlled({ onChange, ...props }: Partial<SwitchProps>) {
  const [isSelected, setSelected] = useState(false);
  return (
    <Switch
      isSelected={isSelected}
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
      {...props}
    >
      Email notifications
    </Switch>
  );
}

describe('Switch', () => {
  it('is a named switch toggled by click and Space', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} description="Sent to your work e-mail" />);
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).toHaveAccessibleDescription('Sent to your work e-mail');
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores input when disabled and shows an error when invalid', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(
      <Controlled onChange={onChange} isDisabled isInvalid errorMessage="Turn this on to continue" />,
    );
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    await user.click(control);
    expect(onChange).not.toHaveBeenCalled();
    expect(control).toBeDisabled();
    expect(screen.getByText('Turn this on to continue')).toBeInTheDocument();
  });
});
