import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { initialsOf } from '../../data/Avatar/initials';
import { UserMenu } from './UserMenu';

describe('initialsOf', () => {
  it.each([
    ['Asha Rao Patel', 'AP'],
    ['asha', 'A'],
    ['jane.doe@example.com', 'JD'],
    ['ops@example.com', 'O'],
    ['  ', '?'],
    ['王小明', '王'],
  ])('%s → %s', (label, initials) => {
    expect(initialsOf(label)).toBe(initials);
  });
});

describe('UserMenu', () => {
  it('names the trigger with the user label and hides the initials from assistive technology', () => {
    renderUi(<UserMenu userLabel="Asha Rao" onLogout={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'Asha Rao' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(screen.getByText('AR')).toHaveAttribute('aria-hidden', 'true');
  });
});
