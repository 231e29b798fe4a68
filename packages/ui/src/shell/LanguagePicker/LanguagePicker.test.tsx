import { act, screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { LanguagePicker } from './LanguagePicker';

describe('LanguagePicker', () => {
  it('names the button with the current language and lists the six languages with flags', async () => {
    const { user } = renderUi(<LanguagePicker locale="fr" onChange={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Language: Français' });
    await user.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Language: Français' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'English',
      '中文',
      'Español',
      'Français',
      'Italiano',
      'العربية',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(
      menu.querySelectorAll('svg[aria-hidden="true"], [aria-hidden="true"] svg').length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('chooses a language from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<LanguagePicker locale="en" onChange={onChange} />);
    act(() => screen.getByRole('button', { name: 'Language: English' }).focus());
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ar');
  });

  it('names its button with one translatable message (issue 19)', () => {
    renderUi(<LanguagePicker locale="ar" onChange={() => {}} />, {
      locale: 'ar',
      messages: { 'ui.header.languageCurrent': 'اللغة: {language}' },
    });
    expect(screen.getByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument();
  });
});
