import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default with tone and size', () => {
    renderUi(
      <Text tone="muted" size="sm">
        Caption
      </Text>,
    );
    const text = screen.getByText('Caption');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-tone', 'muted');
    expect(text).toHaveAttribute('data-size', 'sm');
  });

  it('renders the requested element', () => {
    renderUi(
      <Text elementType="span" weight="semibold">
        Inline
      </Text>,
    );
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
  });
});
