// Plain Node ESM: render both screens to a string inside one PartnerPortalProvider.
import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App.mjs';

/** Returns `{ html, styles }`: the markup and styled-components' style tags. */
export function render() {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(h(App)));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
