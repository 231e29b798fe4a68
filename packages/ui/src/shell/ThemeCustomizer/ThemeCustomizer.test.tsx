import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { ThemeCustomizer, type ThemeSettings } from './ThemeCustomizer';

const initial: ThemeSettings = { themeType: 'lite', colorScheme: 'light-purple', navStyle: 'vertical' };

function Controlled({ onChange }: { onChange: (next: ThemeSettings) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeCustomizer
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ThemeCustomizer', () => {
  it('opens a drawer with the three themes, nine colour schemes and navigation styles', async () => {
    const { user } = renderUi(<ThemeCustomizer value={initial} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Customize theme' }));
    const dialog = screen.getByRole('dialog', { name: 'Theme settings' });
    const theme = within(dialog).getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(theme)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Lite', 'Semi Dark', 'Dark']);
    const schemes = within(dialog).getByRole('radiogroup', { name: 'Colour scheme' });
    expect(
      within(schemes)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Light Purple',
      'Red',
      'Blue',
      'Dark Blue',
      'Orange',
      'Light Blue',
      'Deep Orange',
      'Light Purple 1',
      'Light Purple 2',
    ]);
    expect(within(schemes).getByRole('radio', { name: 'Light Purple' })).toBeChecked();
    expect(within(dialog).getByRole('radiogroup', { name: 'Navigation style' })).toBeInTheDocument();
  });

  it('changes each setting from the keyboard and closes with Escape', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Customize theme' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Theme settings' });
    act(() => within(dialog).getByRole('radio', { name: 'Lite' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ ...initial, themeType: 'semi-dark' });
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Light Purple' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ ...initial, themeType: 'semi-dark', colorScheme: 'blue' });
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({
      themeType: 'semi-dark',
      colorScheme: 'blue',
      navStyle: 'horizontal',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('can hide the navigation style', async () => {
    const { user } = renderUi(<ThemeCustomizer value={initial} onChange={() => {}} showNavStyle={false} />);
    await user.click(screen.getByRole('button', { name: 'Customize theme' }));
    expect(screen.queryByRole('radiogroup', { name: 'Navigation style' })).not.toBeInTheDocument();
  });
});
