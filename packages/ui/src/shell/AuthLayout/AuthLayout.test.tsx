import { screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Footer } from '../Footer/Footer';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('puts the title (one h1), the tagline and the form in main, and the footer outside', () => {
    renderUi(
      <AuthLayout
        title="Partner Portal"
        tagline="Field services, together."
        footer={<Footer year={2025} version="1.3.1" />}
      >
        <h2>Sign In</h2>
      </AuthLayout>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeInTheDocument();
    expect(within(main).getByText('Field services, together.')).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });
});
