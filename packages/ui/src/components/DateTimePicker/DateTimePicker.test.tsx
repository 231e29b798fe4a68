import { resetLocalTimeZone, setLocalTimeZone } from '@internationalized/date';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { renderUi, UiTestProviders } from '../../test/render';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

function Controlled({ onChange, value: initial = null, ...props }: Partial<DateTimePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimePicker
      label="Arrival date"
      value={value}
      {...props}
      onChange={(next, dateTime) => {
        setValue(next);
        onChange?.(next, dateTime);
      }}
    />
  );
}

const segmentTexts = () =>
  screen
    .getAllByRole('spinbutton')
    .map((segment) => [segment.getAttribute('data-type'), segment.textContent]);

describe('DateTimePicker', () => {
  it('renders on the server as it hydrates: an absolute value in the runtime zone, no today placeholder', () => {
    const html = (value: string | null) =>
      renderToString(
        <UiTestProviders>
          <DateTimePicker label="Arrival date" value={value} />
        </UiTestProviders>,
      );
    // 05:00 UTC is 10:30 in India; the server renders in SERVER_RENDER_TIME_ZONE (apps/portal).
    setLocalTimeZone('Asia/Kolkata');
    try {
      expect(html('2026-03-02T05:00:00.000Z')).toContain('2026');
      expect(html('2026-03-02T05:00:00.000Z')).toBe(html('2026-03-02T10:30:00+05:30'));
    } finally {
      resetLocalTimeZone();
    }
    // An empty field does not show today's date (the server's day may not be the browser's).
    expect(html(null)).not.toContain(String(new Date().getFullYear()));
  });

  it('shows DD-MM-YYYY hh:mm A segments for an ISO value, minutes snapped', () => {
    renderUi(<DateTimePicker label="Arrival date" value="2026-11-22T21:50:00" />);
    expect(screen.getByRole('group', { name: 'Arrival date' })).toBeInTheDocument();
    expect(segmentTexts()).toEqual([
      ['day', '22'],
      ['month', '11'],
      ['year', '2026'],
      ['hour', '09'],
      ['minute', '45'],
      ['dayPeriod', expect.stringMatching(/pm/i)],
    ]);
  });

  it('steps the minute by 15 with the arrow keys and reports ISO strings', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled value="2026-11-22T09:00:00" onChange={onChange} />);
    const minute = screen.getByRole('spinbutton', { name: /minute/i });
    minute.focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22T09:15:00', expect.objectContaining({ minute: 15 }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22T09:45:00', expect.anything());
    expect(minute).toHaveTextContent('45');
    expect(minute).toHaveAttribute('aria-valuenow', '45');
    await user.keyboard('{Home}');
    expect(minute).toHaveTextContent('00');
    await user.keyboard('{End}');
    expect(minute).toHaveTextContent('45');
  });

  it('snaps typed minutes to the 15-minute steps', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled value="2026-11-22T09:00:00" onChange={onChange} />);
    const minute = screen.getByRole('spinbutton', { name: /minute/i });
    minute.focus();
    await user.keyboard('3');
    expect(minute).toHaveTextContent('30');
    await user.keyboard('8');
    expect(minute).toHaveTextContent('45');
    await user.keyboard('1');
    expect(minute).toHaveTextContent('15');
    await user.keyboard('{Backspace}');
    expect(minute).toHaveTextContent('00');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22T09:00:00', expect.anything());
  });

  it('changes the hour and AM/PM with the keyboard, keeping the minute', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled value="2026-11-22T09:30:00" onChange={onChange} />);
    screen.getByRole('spinbutton', { name: /hour/i }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22T10:30:00', expect.anything());
    // ArrowRight goes over the minute to AM/PM.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('spinbutton', { name: /minute/i })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22T22:30:00', expect.anything());
  });

  it('keeps a minute chosen before the date is complete', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const minute = screen.getByRole('spinbutton', { name: /minute/i });
    expect(minute).toHaveTextContent('––');
    minute.focus();
    await user.keyboard('{ArrowDown}');
    expect(minute).toHaveTextContent('45');
    expect(onChange).not.toHaveBeenCalled();
    screen.getByRole('spinbutton', { name: /day/i }).focus();
    await user.keyboard('05032026');
    await user.keyboard('07');
    await user.keyboard('{ArrowRight}{ArrowRight}a');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05T07:45:00', expect.anything());
  });

  it('shows the error only when invalid, and blocks edits when disabled', async () => {
    const { rerender, user } = renderUi(
      <DateTimePicker label="Arrival date" errorMessage="Please Select the date!" />,
    );
    expect(screen.queryByText('Please Select the date!')).not.toBeInTheDocument();
    rerender(
      <DateTimePicker label="Arrival date" errorMessage="Please Select the date!" isInvalid isRequired />,
    );
    expect(screen.getByText('Please Select the date!')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /minute/i })).toHaveAttribute('aria-invalid', 'true');

    const onChange = vi.fn();
    rerender(
      <DateTimePicker label="Arrival date" value="2026-11-22T09:30:00" isDisabled onChange={onChange} />,
    );
    const minute = screen.getByRole('spinbutton', { name: /minute/i });
    expect(minute).toHaveAttribute('aria-disabled', 'true');
    expect(minute).not.toHaveAttribute('tabindex');
    minute.focus();
    await user.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Choose date/ })).toBeDisabled();
  });

  it('shows the minute placeholder again after the form resets the value', () => {
    const { rerender } = renderUi(<DateTimePicker label="Arrival date" value="2026-11-22T09:30:00" />);
    expect(screen.getByRole('spinbutton', { name: /minute/i })).toHaveTextContent('30');
    rerender(<DateTimePicker label="Arrival date" value={null} />);
    expect(screen.getByRole('spinbutton', { name: /minute/i })).toHaveTextContent('––');
  });

  it('submits the ISO value under its name', () => {
    const { container } = renderUi(
      <DateTimePicker label="Arrival date" name="arrivalDate" value="2026-11-22T09:30:00" />,
    );
    expect(container.querySelector('input[name="arrivalDate"]')).toHaveValue('2026-11-22T09:30:00');
  });
});
