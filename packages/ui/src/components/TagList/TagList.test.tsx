import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { TagList, type TagListProps } from './TagList';

function Controlled({ onChange, value: initial = [], ...props }: Partial<TagListProps>) {
  const [value, setValue] = useState<readonly string[]>(initial);
  return (
    <TagList
      label="Serial numbers"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

describe('TagList', () => {
  it('adds trimmed values with Enter and the Add button, ignoring blanks and repeats', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    expect(screen.getByText('No values yet')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'New value' });
    await user.type(input, '  SN-001 {Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['SN-001']);
    expect(input).toHaveValue('');
    await user.type(input, 'SN-002');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith(['SN-001', 'SN-002']);
    await user.type(input, 'SN-001{Enter}   {Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    const grid = screen.getByRole('grid', { name: 'Serial numbers' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SN-001', 'SN-002']);
  });

  it('removes the focused tag with Delete and any tag with its button', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} value={['red', 'green', 'blue']} />);
    await user.tab();
    expect(screen.getByRole('row', { name: 'red' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(['red', 'blue']);
    await user.click(screen.getByRole('button', { name: 'Remove blue' }));
    expect(onChange).toHaveBeenLastCalledWith(['red']);
  });

  it('is fixed when read-only or disabled', () => {
    const { rerender } = renderUi(<TagList label="Colours" value={['red']} isReadOnly />);
    expect(screen.queryByRole('button', { name: 'Remove red' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    rerender(<TagList label="Colours" value={['red']} isDisabled />);
    expect(screen.getByRole('textbox', { name: 'New value' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('links the description and, when invalid, the error to the tags', () => {
    renderUi(
      <TagList
        label="Colours"
        value={[]}
        description="Press Enter after each"
        isInvalid
        errorMessage="Please fill the field!"
      />,
    );
    // An empty tag list is a group (a grid needs rows).
    const grid = screen.getByRole('group', { name: 'Colours' });
    expect(grid).toHaveAccessibleDescription(expect.stringContaining('Please fill the field!'));
    expect(grid).toHaveAccessibleDescription(expect.stringContaining('Press Enter after each'));
  });
});
