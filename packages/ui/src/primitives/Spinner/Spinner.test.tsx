import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar labelled Loading by default', () => {
    renderUi(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('takes a custom label', () => {
    renderUi(<Spinner label="Loading districts" size="lg" />);
    expect(screen.getByRole('progressbar', { name: 'Loading districts' })).toHaveAttribute('data-size', 'lg');
  });
});
