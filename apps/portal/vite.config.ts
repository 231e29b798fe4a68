import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { formatjsAst, formatjsCatalogues } from './formatjs-ast-plugin.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The reference server the dev server proxies to (`pnpm dev` starts both). */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * react-router 7 exports only its development build; its own Vite plugin swaps in the production
 * build, which this plain SPA does by alias (it drops the development warnings and checks).
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * Modules the app entry (src/main.tsx) imports statically, directly or through others: everything
 * that loads with the app whatever the route. Filled at the end of the client build's module graph
 * (`buildEnd`) by {@link appClosure}, read by the `app` chunk group below, so the app arrives as one
 * file instead of some forty small ones (issue 21: a route is a handful of requests).
 */
const appModules = new Set<string>();

function appClosure(): Plugin {
  return {
    name: 'partner-portal:app-closure',
    apply: 'build',
    buildEnd() {
      appModules.clear();
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      if (!entry) return;
      const queue = [entry];
      while (queue.length) {
        const id = queue.pop()!;
        if (appModules.has(id)) continue;
        appModules.add(id);
        const info = this.getModuleInfo(id);
        if (process.env.DEBUG_APP_CLOSURE)
          console.log('closure', id, info?.importedIds.length, info?.dynamicallyImportedIds?.length);
        for (const next of info?.importedIds ?? []) queue.push(next);
      }
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    formatjsAst(),
    formatjsCatalogues(),
    !isSsrBuild && appClosure(),
    react(),
    // The service worker (src/lib/serviceWorker.ts registers it): precaches hashed scripts, styles
    // and fonts; pages always come from the network. Not for the prerender's SSR build.
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        filename: 'sw.js',
        workbox: {
          globPatterns: ['assets/**/*.{js,css,woff2,svg}'],
          navigateFallback: null,
          cleanupOutdatedCaches: true,
          // Locale catalogues and route chunks can be large; precache them all.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          // Issue 23: a field-form link opened once works offline (report, unstructured form, survey,
          // questionnaires). Its page and its link check or form data are
          // kept (network first, the cached copy only when the network fails), nothing else.
          runtimeCaching: [
            {
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' &&
                (/^\/(cso_form|usd_form|csat-survey)\//.test(url.pathname) ||
                  /^\/(questionnaires|profiling-questionnaire)$/.test(url.pathname)),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'field-form-pages',
                networkTimeoutSeconds: 5,
                expiration: { maxEntries: 20, maxAgeSeconds: 7 * 24 * 60 * 60 },
              },
            },
            {
              urlPattern: ({ url }) =>
                /\/management\/(cso-url-check|unstructured-template|csat-template)\//.test(url.pathname) ||
                /\/partner\/(question|questionnaire)\/$/.test(url.pathname),
              handler: 'NetworkFirst',
              method: 'GET',
              options: {
                cacheName: 'field-form-data',
                networkTimeoutSeconds: 5,
                expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
              },
            },
          ],
        },
      }),
  ],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction },
            // Messages are compiled at build time (formatjsAst), so the ICU parser is not shipped.
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(version),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/meta.json': { target: apiTarget, changeOrigin: false },
    },
  },
  // The build-time prerender (src/prerender.tsx) bundles its dependencies, so Node runs one file.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What boot.ts needs before the app (app/hydration.ts and the few modules it reads) in
            // one small chunk, so the first paint of a prerendered page fetches two scripts, not six.
            {
              name: 'boot',
              test: /(app\/hydration|lib\/intl|api\/src\/storage|api\/src\/roles|ui\/src\/i18n\/locales)\.ts$|preload-helper/,
              priority: 2,
            },
            // The app (main.tsx and every module it imports statically) in one chunk.
            // The libraries the app itself runs on, whatever the route (React, its renderer, the
            // router, styled-components, react-intl): one file, compressed as one, not five.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|shallowequal|tslib)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
