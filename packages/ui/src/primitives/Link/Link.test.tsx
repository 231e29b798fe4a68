import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with its variant', () => {
    renderUi(<Link href="/signup">Sign up</Link>);
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-variant', 'inline');
  });

  it('looks like a button when asked', () => {
    renderUi(
      <Link href="/portals" variant="button" buttonVariant="secondary">
        Go to Home
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute(
      'data-button-variant',
      'secondary',
    );
  });

  it('says when it opens a new tab', () => {
    renderUi(
      <Link href="https://play.google.com" isExternal>
        Partner Mobile App
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Partner Mobile App (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
