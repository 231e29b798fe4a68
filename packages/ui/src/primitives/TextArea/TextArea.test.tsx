import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { TextArea, type TextAreaProps } from './TextArea';

function Controlled({ onChange, ...props }: Partial<TextAreaProps>) {
  const [value, setValue] = useState('');
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return <TextArea label="Message" value={value} onChange={change} {...props} />;
}

/** jsdom has no layout: fake the content height the browser would report. */
function fakeScrollHeight(height: number) {
  return vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

describe('TextArea', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a labelled textarea of 3 rows that reports typed text', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} isRequired />);
    const input = screen.getByRole('textbox', { name: /Message/ });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('rows', '3');
    expect(input).toHaveAttribute('aria-required', 'true');
    await user.type(input, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(onChange).toHaveBeenLastCalledWith('Hi\nthere');
  });

  it('grows with its content up to 120 px and then scrolls', async () => {
    const height = fakeScrollHeight(60);
    const { user } = renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'a');
    expect(input.style.blockSize).toBe('60px');
    expect(input).not.toHaveAttribute('data-scrolls');
    height.mockReturnValue(400);
    await user.type(input, 'b');
    expect(input.style.blockSize).toBe('120px');
    expect(input).toHaveAttribute('data-scrolls', 'true');
  });

  it('stops growing at maxRows when that is smaller than maxHeight', async () => {
    fakeScrollHeight(400);
    // jsdom resolves no theme variables: give the textarea a plain line height of 20px.
    const { user } = renderUi(<Controlled maxRows={2} maxHeight={500} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    input.style.lineHeight = '20px';
    await user.type(input, 'x');
    expect(input.style.blockSize).toBe('40px');
    expect(input).toHaveAttribute('data-scrolls', 'true');
  });

  it('calls onSubmitKey on Enter but not on Shift+Enter', async () => {
    const onSubmitKey = vi.fn();
    const { user } = renderUi(<Controlled onSubmitKey={onSubmitKey} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'a{Shift>}{Enter}{/Shift}b');
    expect(onSubmitKey).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSubmitKey).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('a\nb');
  });

  it('shows the error only when invalid and supports disabled', () => {
    const { rerender } = renderUi(<TextArea label="Message" errorMessage="Please fill the field!" />);
    expect(screen.queryByText('Please fill the field!')).not.toBeInTheDocument();
    rerender(<TextArea label="Message" errorMessage="Please fill the field!" isInvalid isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAccessibleDescription('Please fill the field!');
    expect(input).toBeDisabled();
  });
});
