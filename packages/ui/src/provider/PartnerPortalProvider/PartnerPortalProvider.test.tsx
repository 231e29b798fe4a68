import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { defineMessage, useIntl } from 'react-intl';
import { ServerStyleSheet } from 'styled-components';
import { useToast } from '../../feedback/Toast/Toast';
import { DialogTrigger } from 'react-aria-components';
import { Dialog } from '../../overlays/Dialog';
import { Button } from '../../primitives/Button/Button';
import { GlobalStyles, PartnerPortalProvider } from './PartnerPortalProvider';

const greeting = defineMessage({ id: 'test.provider.greeting', defaultMessage: 'Hello partner' });

function Greeting() {
  const intl = useIntl();
  return <p>{intl.formatMessage(greeting)}</p>;
}

function ToastButton() {
  const toast = useToast();
  return <Button onPress={() => toast.show({ type: 'success', message: 'Saved' })}>Save</Button>;
}

/** The `<style>` text styled-components injected into the document head. */
/** The CSS styled-components collects when `element` renders on the server. */
function collectedCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(element));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('PartnerPortalProvider', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.removeAttribute('data-color-scheme');
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('lang');
  });

  it('renders English defaults without messages, scoped to its own wrapper (host page untouched)', () => {
    const { container } = render(
      <PartnerPortalProvider>
        <Greeting />
      </PartnerPortalProvider>,
    );
    expect(screen.getByText('Hello partner')).toBeInTheDocument();
    const root = container.querySelector('[data-pp-root]');
    expect(root).toHaveAttribute('data-theme', 'lite');
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(document.documentElement).not.toHaveAttribute('dir');
    const css = collectedCss(
      <PartnerPortalProvider>
        <Greeting />
      </PartnerPortalProvider>,
    );
    expect(css).toContain('[data-pp-root]');
    expect(css).toMatch(/\[data-pp-root\]\s*\{[^}]*--pp-/);
    expect(css).not.toMatch(/(^|[\s,}])body\s*\{/);
    expect(css).not.toMatch(/(^|[\s,}]):root\s*[,{]/);
    expect(css).not.toMatch(/(^|[,}])\s*\*/);
  });

  it('uses the messages prop, the locale direction and the theme props on the wrapper', () => {
    const { container } = render(
      <PartnerPortalProvider
        locale="ar"
        messages={{ 'test.provider.greeting': 'مرحبا' }}
        themeType="dark"
        colorScheme="blue"
      >
        <Greeting />
      </PartnerPortalProvider>,
    );
    expect(screen.getByText('مرحبا')).toBeInTheDocument();
    const root = container.querySelector('[data-pp-root]');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('data-color-scheme', 'blue');
  });

  it('portals dialogs into its wrapper so they are themed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PartnerPortalProvider>
        <DialogTrigger>
          <Button>Open</Button>
          <Dialog title="Details">Inside</Dialog>
        </DialogTrigger>
      </PartnerPortalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(container.querySelector('[data-pp-portals]')).toContainElement(dialog);
  });

  it('provides toasts', async () => {
    const user = userEvent.setup();
    render(
      <PartnerPortalProvider>
        <ToastButton />
      </PartnerPortalProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Saved')).length).toBeGreaterThan(0);
  });

  it('global mode writes the page-wide styles and <html> attributes, without a wrapper', () => {
    const { container } = render(
      <PartnerPortalProvider global themeType="semi-dark" locale="ar">
        <Greeting />
      </PartnerPortalProvider>,
    );
    expect(container.querySelector('[data-pp-root]')).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-theme', 'semi-dark');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(collectedCss(<PartnerPortalProvider global>x</PartnerPortalProvider>)).toMatch(/body\s*\{/);
  });

  it('GlobalStyles opts in to the page-wide styles', () => {
    const css = collectedCss(
      <PartnerPortalProvider>
        <GlobalStyles />
      </PartnerPortalProvider>,
    );
    expect(css).toMatch(/body\s*\{/);
    expect(css).toMatch(/:root\s*\{/);
  });

  it('renders to a string on the server with styles collected by ServerStyleSheet', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <PartnerPortalProvider locale="fr">
            <Greeting />
          </PartnerPortalProvider>,
        ),
      );
      expect(html).toContain('Hello partner');
      expect(html).toContain('data-pp-root');
      expect(html).toContain('lang="fr"');
      expect(sheet.getStyleTags()).toContain('[data-pp-root]');
    } finally {
      sheet.seal();
    }
  });
});
