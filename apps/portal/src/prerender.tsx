import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, AriaRouting } from './app/router.tsx';

/** The public routes whose first paint is rendered at build time (English, Lite theme, signed out). */
export const PRERENDERED_ROUTES = [
  '/portals',
  '/signin',
  '/forgot-password',
  '/partner-login',
  '/signup',
  '/client-signup',
] as const;

async function streamToString(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Renders one public route to HTML at build time: the same tree the browser hydrates (providers,
 * router, the lazy route resolved), with the styled-components styles it needs. The browser then
 * paints the page before any script runs (LCP), and React hydrates it.
 */
export async function renderRoute(url: string): Promise<{ html: string; styleTags: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders
            initialLocale="en"
            initialMessages={{}}
            appearance={{ themeType: 'lite', colorScheme: 'light-purple', navStyle: null, layoutType: null }}
          >
            <StaticRouter location={url}>
              <AriaRouting>
                <AppRoutes />
              </AriaRouting>
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
      ),
    );
    const html = await streamToString(prelude);
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
