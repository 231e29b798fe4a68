import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the level and a size derived from it', () => {
    renderUi(
      <>
        <Heading level={1}>Title</Heading>
        <Heading level={3} size="xl">
          Section
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toHaveAttribute('data-size', '2xl');
    expect(screen.getByRole('heading', { level: 3, name: 'Section' })).toHaveAttribute('data-size', 'xl');
  });
});
