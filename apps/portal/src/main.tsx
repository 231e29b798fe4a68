import { storage } from '@partner-portal/api/storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAppearance } from './app/appearance.ts';
import { initialLocale, loadCatalogue } from './app/intl.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';

async function start() {
  const locale = initialLocale(storage.get('locale'));
  const messages = await loadCatalogue(locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders initialLocale={locale} initialMessages={messages} appearance={readAppearance()}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
