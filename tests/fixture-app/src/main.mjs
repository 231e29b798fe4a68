import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.mjs';

// The server-rendered markup (ssr.mjs writes it into index.html) is hydrated by the client build.
window.__signedIn = [];
hydrateRoot(
  document.getElementById('root'),
  h(App, {
    onSignIn: async (values) => {
      window.__signedIn.push(values.email);
    },
  }),
);
