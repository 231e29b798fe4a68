import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PortalChooser, type PortalChoice } from './PortalChooser.tsx';

const props = {
  signInHref: '/signin',
  partnerLoginHref: '/partner-login',
  partnerAppUrl: 'https://play.google.com/store/apps/details?id=example.partner',
  engineerAppUrl: 'https://play.google.com/store/apps/details?id=example.engineer',
  version: '1.3.1',
};

describe('PortalChooser', () => {
  it.each<[string, PortalChoice, string]>([
    ['Project Management', 'pmt', '/signin'],
    ['Partner Management', 'orion', '/signin'],
    ['Finance Central', 'fc', '/signin'],
    ['Customer Portal', 'customer', '/signin'],
    ['Partner Login', 'partner-login', '/partner-login'],
  ])('records %s as %s, then goes to %s', async (name, choice, href) => {
    const onChoose = vi.fn();
    const { user, navigate } = renderWithProviders(<PortalChooser onChoose={onChoose} {...props} />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    await user.click(link);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith(choice);
    expect(navigate).toHaveBeenCalledWith(href, undefined);
  });

  it('lets the app carry the choice in each card link', () => {
    renderWithProviders(
      <PortalChooser
        onChoose={vi.fn()}
        {...props}
        choiceHref={(choice, href) => `${href}?portal=${choice}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Finance Central' })).toHaveAttribute(
      'href',
      '/signin?portal=fc',
    );
    expect(screen.getByRole('link', { name: 'Partner Login' })).toHaveAttribute(
      'href',
      '/partner-login?portal=partner-login',
    );
  });

  it('chooses with the keyboard', async () => {
    const onChoose = vi.fn();
    const { user } = renderWithProviders(<PortalChooser onChoose={onChoose} {...props} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Project Management' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('pmt');
  });

  it('links the two mobile apps to their stores in a new tab, without recording a choice', () => {
    renderWithProviders(<PortalChooser onChoose={vi.fn()} {...props} />);
    const partnerApp = screen.getByRole('link', { name: 'Partner Mobile App (opens in a new tab)' });
    expect(partnerApp).toHaveAttribute('href', props.partnerAppUrl);
    expect(partnerApp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Engineer Mobile App (opens in a new tab)' })).toHaveAttribute(
      'href',
      props.engineerAppUrl,
    );
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('shows the copyright with the current year and the version in the footer', () => {
    renderWithProviders(<PortalChooser onChoose={vi.fn()} {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Partner Portal. All rights reserved.`);
    expect(footer).toHaveTextContent('v1.3.1');
  });

  it('uses the given year', () => {
    renderWithProviders(<PortalChooser onChoose={vi.fn()} {...props} year={2019} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2019');
  });
});
