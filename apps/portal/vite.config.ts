import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ariaLocales } from './aria-locales-plugin.ts';
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

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    ariaLocales(),
    formatjsAst(),
    formatjsCatalogues(),
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
    // A lazy chunk's preload list (Vite's `__vite__mapDeps`) without what it need not name: the
    // rolldown runtime, a file of the first paint that every page has loaded; and nothing at all
    // when the chunk itself is all that is left (the `import()` fetches it). The API client's areas
    // each listed only themselves and the runtime: 46 file names in every route's first load.
    modulePreload: {
      resolveDependencies: (filename, deps) => {
        const needed = deps.filter((dep) => !/(^|\/)rolldown-runtime-[\w-]+\.js$/.test(dep));
        return needed.length === 1 && needed[0] === filename ? [] : needed;
      },
    },
    rolldownOptions: {
      // Needed by experimentalInlineCommonChunks below (no chunk's exports are an API of ours). Not
      // for the prerender's SSR build, whose entry exports what scripts/prerender.mjs calls.
      preserveEntrySignatures: isSsrBuild ? undefined : false,
      output: {
        codeSplitting: {
          // Common chunks under about 6 KB of source are copied into the chunks that use them rather
          // than fetched on their own: /signin's live app is 16 files instead of 58, and a little
          // lighter (issue 21: a route is a handful of requests). Rolldown turns on its strict
          // execution order for this, so modules still run in source order.
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : 6000 },
          groups: [
            // What boot.ts needs before the app (app/hydration.ts and the few modules it reads) in
            // one small chunk, so the first paint of a prerendered page fetches two scripts, not six.
            {
              name: 'boot',
              test: /(app\/hydration|lib\/intl|api\/src\/storage|api\/src\/roles|ui\/src\/i18n\/locales)\.ts$|preload-helper/,
              priority: 2,
            },
            // The libraries the app itself runs on, whatever the route (React, its renderer, the
            // router, styled-components, react-intl): one file, compressed as one, not five.
            // What boot.ts reads of the device before hydrating a server-rendered field form (a
            // draft, a queued submit): IndexedDB through idb-keyval, without React or the client.
            {
              name: 'device-work',
              test: /[\\/]api[\\/]src[\\/](field-drafts[\\/](deviceWork|draftStore|outboxStore)|exports[\\/]device-work)\.ts$|[\\/]node_modules[\\/]idb-keyval[\\/]/,
              priority: 2,
            },
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/][^\\/]+|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat|shallowequal|tslib)[\\/]/,
              priority: 1,
            },
            // The react-aria modules that nearly every screen runs (press, focus, hover, fields,
            // labels, links...): one file instead of five small ones. Only modules that most
            // route chunks reference (minShareCount), so a list box or a calendar stays with the
            // screens that show one.
            {
              name: 'aria',
              test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+|@internationalized[\\/][^\\/]+|clsx)[\\/]/,
              minShareCount: 50,
              priority: 1,
            },
            // The app's shared tables that main and nearly every route chunk read: the route table
            // and paths, the theme (tokens, roles, focus ring) and the design system's own texts.
            {
              name: 'app-shared',
              test: /[\\/]apps[\\/]portal[\\/]src[\\/]config[\\/](routes|paths)\.ts$|[\\/]packages[\\/]ui[\\/]src[\\/](theme[\\/](theme|tokens|focusRing)|i18n[\\/]messages)\.ts$/,
              priority: 1,
            },
            // Formik with its helpers (lodash-es, deepmerge...) in one file. Not Yup: the forms load it
            // with their first validation, and /partner-login's live load does not need it.
            {
              name: 'formik',
              test: /[\\/]node_modules[\\/](formik|lodash-es|react-fast-compare|deepmerge|hoist-non-react-statics)[\\/]/,
              priority: 1,
            },
            // SWR, its mutation entry and the key table: every screen that calls the server reads
            // through them (the demo-mode check on the public forms included).
            {
              name: 'swr',
              test: /[\\/]node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]|[\\/]api[\\/]src[\\/]keys\.ts$/,
              priority: 1,
            },
            // The API client's request core and the areas the public routes call (sign-in, demo
            // mode, second factor, password reset): one file with the app, not four on the first call.
            // The other areas load with their first call (createDeferredApiClient).
            {
              name: 'api',
              test: /[\\/]api[\\/]src[\\/](client[\\/](request|url|ApiError|messages|contentDisposition|deferredClient)|resources[\\/](partner|partnerOnboarding|demoInbox|secondFactor|session))\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
