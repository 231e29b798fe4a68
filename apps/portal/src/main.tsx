import { storage } from '@partner-portal/api/storage';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readAppearance } from './lib/appearance.ts';
import { hydrationPlan } from './app/hydration.ts';
import { initialLocale, loadCatalogue } from './lib/intl.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { registerServiceWorker } from './lib/serviceWorker.ts';
import { setHydratingPage } from './lib/serverData.tsx';

/** Renders the app, loaded by boot.ts (at once, or on the first intent on a prerendered page). */
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
  // that is what this visitor sees; otherwise render from scratch (app/hydration.ts).
  const plan = hydrationPlan();
  // A field form the server rendered (issue 21) is shown without a draft only when hydrated.
  setHydratingPage(plan !== 'render');
  if (plan === 'render') {
    container.replaceChildren();
    createRoot(container).render(app);
  } else {
    hydrateRoot(container, app);
  }
}

void start().then(registerServiceWorker);
