import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright year and version', () => {
    renderUi(<Footer year={2031} version="1.3.1" />);
    expect(screen.getByText('© 2031 Partner Portal. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByText('v1.3.1')).toBeInTheDocument();
  });

  it('defaults to the current year', () => {
    renderUi(<Footer version="1.3.1" productName="Acme" />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Acme.`);
  });
});
