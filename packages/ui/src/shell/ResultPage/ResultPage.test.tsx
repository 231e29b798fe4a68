import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { ResultPage } from './ResultPage';

describe('ResultPage', () => {
  it('is a standalone page whose h1 reads the status and title', () => {
    renderUi(<ResultPage status="401" title="Not Authorized" action={<a href="/portals">Log Out</a>} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('401Not Authorized');
    expect(screen.getByRole('link', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('nests inside another main as a section with an h2', () => {
    renderUi(
      <ResultPage
        status="404"
        title="Page not found"
        subtitle="Oops, an error has occurred. Page not found!"
        standalone={false}
      />,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('404Page not found');
    expect(screen.getByText('Oops, an error has occurred. Page not found!')).toBeInTheDocument();
  });
});
