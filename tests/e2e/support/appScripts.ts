import type { Page } from '@playwright/test';

/**
 * Watches the scripts `page` fetches from now on and returns a function listing the app's own
 * (the `main` and `framework` chunks, paths under /assets/): empty while a prerendered or
 * server-rendered page is used as it arrived, before the app loads (issue 21).
 */
export function watchAppScripts(page: Page): () => string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return () => scripts.filter((file) => /\/assets\/(main|framework)-/.test(file));
}
