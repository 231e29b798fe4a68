import { storage } from '@partner-portal/api/storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { readAppearance } from './app/appearance.ts';
import { initialLocale, loadCatalogue } from './app/intl.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

async function start() {
  const locale = initialLocale(storage.get('locale'));
  const messages = await loadCatalogue(locale);
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders initialLocale={locale} initialMessages={messages} appearance={readAppearance()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
