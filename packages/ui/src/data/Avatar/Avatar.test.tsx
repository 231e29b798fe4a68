import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows initials read as the name', () => {
    renderUi(<Avatar name="Asha Rao Patel" size="lg" />);
    const avatar = screen.getByRole('img', { name: 'Asha Rao Patel' });
    expect(avatar).toHaveTextContent('AP');
    expect(avatar).toHaveAttribute('data-size', 'lg');
  });

  it('shows the picture with the name as alt, and initials when it fails to load', () => {
    renderUi(<Avatar name="jane.doe@example.com" src="/avatar.png" />);
    const image = screen.getByRole('img', { name: 'jane.doe@example.com' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'jane.doe@example.com' })).toHaveTextContent('JD');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderUi(<Avatar name="Asha Rao" isDecorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('AR').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
