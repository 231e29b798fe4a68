import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './LanguageSelect';

describe('LanguageSelect', () => {
  it('offers the six languages with their own names and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <IntlProvider locale="en">
        <LanguageSelect locale="en" onChange={onChange} />
      </IntlProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'en',
      'zh',
      'es',
      'fr',
      'it',
      'ar',
    ]);
    expect(screen.getByRole('option', { name: /العربية/ })).toBeInTheDocument();
    // No flag emoji (empty boxes without an emoji font): each language in its own name only.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      '中文',
      'Español',
      'Français',
      'Italiano',
      'العربية',
    ]);
    await userEvent.selectOptions(select, 'fr');
    expect(onChange).toHaveBeenCalledWith('fr');
  });
});
