import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { WorkAreaOverview, type WorkAreaUser } from './WorkAreaOverview.tsx';

const partner: WorkAreaUser = {
  fullName: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone: '9876543210',
  role: 'partner',
  area: 'orion',
  status: 'pending',
};

function rows() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('WorkAreaOverview', () => {
  it('shows a labelled spinner while loading', () => {
    renderWithProviders(<WorkAreaOverview isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading your account…' })).toBeInTheDocument();
  });

  it('shows the user with role, area and partner status labels', () => {
    renderWithProviders(<WorkAreaOverview user={partner} />);
    expect(screen.getByRole('heading', { name: 'Signed in as' })).toBeInTheDocument();
    expect(rows()).toEqual({
      Name: 'Ravi Kumar',
      'E-mail': 'ravi.kumar@example.com',
      Phone: '9876543210',
      Role: 'Partner',
      'Work area': 'Partner Management',
      Status: 'Pending',
    });
  });

  it('leaves out missing phone, area and status, and shows unknown values as sent', () => {
    const { rerender } = renderWithProviders(
      <WorkAreaOverview
        user={{ ...partner, phone: null, area: null, status: null, role: 'project_manager' }}
      />,
    );
    expect(rows()).toEqual({
      Name: 'Ravi Kumar',
      'E-mail': 'ravi.kumar@example.com',
      Role: 'Project Manager',
    });
    rerender(
      <WorkAreaOverview user={{ ...partner, area: 'elsewhere', status: 'blocked', role: 'night_lead' }} />,
    );
    expect(rows()).toMatchObject({ Role: 'night_lead', Status: 'blocked' });
    expect(rows()).not.toHaveProperty('Work area');
  });

  it('shows the failure in an alert with Try again', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<WorkAreaOverview hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong ! please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Try again without onRetry', () => {
    renderWithProviders(<WorkAreaOverview hasError />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
