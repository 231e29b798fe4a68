import { storage } from '@partner-portal/api/storage';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readAppearance } from './app/appearance.ts';
import { initialLocale, loadCatalogue } from './app/intl.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';

async function start() {
  const locale = initialLocale(storage.get('locale'));
  const messages = await loadCatalogue(locale);
  const app = (
    <StrictMode>
      <AppProviders initialLocale={locale} initialMessages={messages} appearance={readAppearance()}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // /portals and /signin arrive prerendered in English (scripts/prerender.mjs): hydrate them when
  // that is what this visitor sees; otherwise render from scratch.
  const prerendered = container.dataset.prerendered;
  if (prerendered === window.location.pathname && locale === 'en' && !window.location.search) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start().then(registerServiceWorker);
