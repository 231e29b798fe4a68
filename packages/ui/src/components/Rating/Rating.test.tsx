import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { Rating, type RatingProps, type RatingValue } from './Rating';

function Controlled(props: Partial<RatingProps>) {
  const [value, setValue] = useState<RatingValue | null>(null);
  return (
    <Rating
      label="Overall experience"
      value={value}
      {...props}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('Rating', () => {
  it('offers the five spec labels as radios in order', () => {
    renderUi(<Rating label="Overall experience" />);
    expect(screen.getByRole('radiogroup', { name: 'Overall experience' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Terrible',
      'Bad',
      'Mediocre',
      'Good',
      'Excellent',
    ]);
    expect(screen.getByText('Not rated yet')).toBeInTheDocument();
  });

  it('chooses with arrow keys and shows the chosen label', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Terrible' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: 'Good' })).toBeChecked();
    expect(screen.getByText('Good', { selector: '[aria-hidden]' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('shows the error only when invalid and links it', () => {
    const { rerender } = renderUi(
      <Rating label="Overall experience" errorMessage="Please fill the field!" />,
    );
    expect(screen.queryByText('Please fill the field!')).not.toBeInTheDocument();
    rerender(
      <Rating label="Overall experience" errorMessage="Please fill the field!" isInvalid isRequired />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Overall experience' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please fill the field!');
  });

  it('does not change when disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Rating label="Overall experience" value={2} isDisabled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Bad' })).toBeChecked();
  });
});
