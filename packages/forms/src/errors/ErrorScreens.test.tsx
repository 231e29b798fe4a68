import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { NotAuthorizedScreen, NotFoundScreen, ServerErrorScreen } from './ErrorScreens.tsx';

describe('NotAuthorizedScreen', () => {
  it('shows 401 Not Authorized in its own main', () => {
    renderWithProviders(<NotAuthorizedScreen portalsHref="/portals" onLogOut={vi.fn()} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('401Not Authorized');
  });

  it('calls onLogOut, then goes to /portals', async () => {
    const onLogOut = vi.fn();
    const { user, navigate } = renderWithProviders(
      <NotAuthorizedScreen portalsHref="/portals" onLogOut={onLogOut} />,
    );
    const logOut = screen.getByRole('link', { name: 'Log Out' });
    expect(logOut).toHaveAttribute('href', '/portals');
    await user.click(logOut);
    expect(onLogOut).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/portals', undefined);
  });

  it('logs out with the keyboard', async () => {
    const onLogOut = vi.fn();
    const { user } = renderWithProviders(<NotAuthorizedScreen portalsHref="/portals" onLogOut={onLogOut} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('is a section with an h2 inside the authenticated layout', () => {
    renderWithProviders(<NotAuthorizedScreen portalsHref="/portals" onLogOut={vi.fn()} standalone={false} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Not Authorized');
  });
});

describe.each([
  ['NotFoundScreen', NotFoundScreen, '404', 'Oops, an error has occurred. Page not found!'],
  ['ServerErrorScreen', ServerErrorScreen, '500', 'Sorry, server goes wrong.'],
] as const)('%s', (_name, Screen, status, text) => {
  it(`shows ${status} and the spec text with Go to Home`, async () => {
    const { user, navigate } = renderWithProviders(<Screen homeHref="/" />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${status}${text}`);
    const home = screen.getByRole('link', { name: 'Go to Home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('is a section with an h2 when not standalone', () => {
    renderWithProviders(<Screen homeHref="/" standalone={false} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(text);
  });
});

describe('ServerErrorScreen with onRetry (issue 20)', () => {
  it("offers 'Try again' before 'Go to Home' and calls onRetry when pressed", async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ServerErrorScreen homeHref="/" onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
