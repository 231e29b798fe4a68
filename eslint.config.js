// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (house style, 'The shape of the system'):
 *   apps/portal -> forms, ui, api, chat;  forms -> ui, and exactly `@partner-portal/api/validation`
 *   (the contract's pure validators, no fetch, no React);  chat -> ui, api;  ui -> nothing of ours;
 *   api -> nothing of ours;  apps/server -> api (roles, validators, shared types).
 * Workspace packages are imported by name (`@partner-portal/ui/...`): `no-restricted-imports` forbids
 * the names a package may not use, and `local/no-relative-package-escape` any relative import that
 * leaves its own package (`../../../api/src/storage.ts` from packages/forms), which name patterns
 * cannot see because a relative specifier does not say where it lands.
 */
const restrict = (/** @type {string[]} */ allowed, /** @type {string[]} */ allowedEntries = []) => {
  const all = ['ui', 'forms', 'api', 'chat'];
  const denied = all.filter((n) => !allowed.includes(n));
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            // styled-components 6 is CommonJS without an exports map: under plain Node ESM (SSR,
            // Vite SSR, Astro) the default import is the module object and `styled.div` throws
            // `styled is not a function` (issue 22). The named export works everywhere.
            name: 'styled-components',
            importNames: ['default'],
            message:
              "Use the named import: import { styled } from 'styled-components' (Node ESM / SSR, issue 22).",
          },
        ],
        patterns: [
          ...denied.map((n) => {
            const message = `This package may not import @partner-portal/${n} (house style: data flows one way).`;
            const exceptions = allowedEntries
              .filter((entry) => entry.startsWith(`@partner-portal/${n}/`))
              .map((entry) =>
                entry.slice(`@partner-portal/${n}`.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
              );
            if (exceptions.length === 0) {
              return { group: [`@partner-portal/${n}`, `@partner-portal/${n}/*`], message };
            }
            // A gitignore-style '!' cannot re-allow an entry below an excluded package name, so
            // packages with allowed entries (e.g. '@partner-portal/api/validation') use a regex.
            return { regex: `^@partner-portal/${n}(?!(?:${exceptions.join('|')})$)(?:/.*)?$`, message };
          }),
          { group: ['**/packages/*/src/**', '**/apps/*/src/**'], message: 'Import other packages by name.' },
        ],
      },
    ],
  };
};

/**
 * `i18n/no-literal-text-in-jsx`: formatjs's `no-literal-string-in-jsx` (literal text in JSX
 * children and in aria-label/aria-description, placeholder, title and alt), reporting only text
 * with a letter in it: separators and marks ('·', ':', '*', ' ', '99+', '…') are not language.
 * For a template literal only its fixed parts count (`${verb} ${name}` is not reported).
 * @type {import('eslint').Rule.RuleModule}
 */
const noLiteralTextInJsx = (() => {
  const base = /** @type {import('eslint').Rule.RuleModule} */ (
    /** @type {unknown} */ (formatjs.rules['no-literal-string-in-jsx'])
  );
  /** @param {any} node */
  const staticText = (node) => {
    if (!node) return '';
    if (node.type === 'JSXText' || node.type === 'Literal') return String(node.value ?? '');
    if (node.type === 'TemplateLiteral')
      return node.quasis.map((/** @type {any} */ q) => q.value.cooked ?? '').join('');
    if (node.type === 'JSXAttribute') return staticText(node.value);
    return '';
  };
  return {
    meta: {
      ...base.meta,
      docs: { description: 'Forbid literal text (with letters) in JSX: use react-intl' },
    },
    create(context) {
      const filtered = Object.create(context, {
        report: {
          value: (/** @type {any} */ descriptor) => {
            if (/\p{L}/u.test(staticText(descriptor.node))) context.report(descriptor);
          },
        },
      });
      return base.create(filtered);
    },
  };
})();

/** The repository root (this file's folder), whatever folder ESLint runs from. */
const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * `local/no-relative-package-escape`: a relative specifier (`import`, `export ... from`, `import()`,
 * `require()`) in a file of `packages/<name>/` or `apps/<name>/` must resolve inside that same
 * folder. Purely path-based (no resolver), so it also catches targets that do not exist yet.
 * A local rule rather than import-x/no-relative-packages or eslint-plugin-boundaries: the name-based
 * direction rule above already covers package imports, and this needs no resolver or dependency.
 * @type {import('eslint').Rule.RuleModule}
 */
const noRelativePackageEscape = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that leave their own workspace package' },
    schema: [],
    messages: {
      escape:
        "Relative import '{{specifier}}' leaves {{ownPackage}} (it points at {{target}}): import other packages by name (@partner-portal/...), as the import direction allows.",
    },
  },
  create(context) {
    const relativeFile = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const own = /^((?:packages|apps)\/[^/]+)\//.exec(relativeFile)?.[1];
    if (own === undefined) return {};
    const ownRoot = path.join(repoRoot, own);
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (
        specifier !== '.' &&
        specifier !== '..' &&
        !specifier.startsWith('./') &&
        !specifier.startsWith('../')
      ) {
        return;
      }
      const target = path.resolve(path.dirname(context.filename), specifier);
      const inside = path.relative(ownRoot, target);
      if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
        const shown = path.relative(repoRoot, target).split(path.sep).join('/') || '.';
        context.report({ node, messageId: 'escape', data: { specifier, ownPackage: own, target: shown } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

/**
 * `local/no-server-spellings`: the server's spellings of the spec (with its typos) stay inside
 * packages/api (resources, storage) and apps/server (house style, 'Data (packages/api)'). Anywhere
 * else an identifier, JSX name, string or template text spelling one of them is an error: use the
 * api's camelCase domain types. Spec: operations §3 (serviestype, overallexperiance, schduledate,
 * costumercomment, reciever_name), access §3 (loged_in_to, LogedInUserInfo).
 * @type {import('eslint').Rule.RuleModule}
 */
const SERVER_SPELLINGS = /serviestype|overallexperiance|schduledate|costumercomment|reciever|loged_?in/i;
const noServerSpellings = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the server spellings of the spec inside packages/api and apps/server' },
    schema: [],
    messages: {
      spelling:
        "'{{text}}' spells the server's field name; only packages/api (resources, storage) and apps/server may. Use the api's camelCase domain type.",
    },
  },
  create(context) {
    /** @param {import('estree').Node} node @param {unknown} text */
    const check = (node, text) => {
      if (typeof text === 'string' && SERVER_SPELLINGS.test(text)) {
        context.report({ node, messageId: 'spelling', data: { text: text.slice(0, 60) } });
      }
    };
    return {
      Identifier: (node) => check(node, node.name),
      JSXIdentifier: (node) => check(node, node.name),
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.raw),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'tests/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**', 'apps/**'],
    plugins: { local: { rules: { 'no-relative-package-escape': noRelativePackageEscape } } },
    rules: { 'local/no-relative-package-escape': 'error' },
  },
  {
    // Import cycles (house style, 'Avoid'): none inside any package or app, static or `import()`.
    // Type-only imports are erased at build and do not count (import-x's rule skips them).
    files: ['packages/**/*.{ts,tsx,js,mjs}', 'apps/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The portal's app/ (router, providers, boot) sits on top: routes/, lib/, config/ and
    // components/ never import it, so a screen can be rendered and tested without the app.
    files: ['apps/portal/src/**'],
    // Tests and their helpers compose the whole app on purpose.
    ignores: ['**/*.test.{ts,tsx}', '**/testing.tsx', 'apps/portal/src/testing/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['routes', 'lib', 'config', 'components'].map((folder) => ({
            target: `./apps/portal/src/${folder}`,
            from: './apps/portal/src/app',
            message: 'app/ sits on top of the portal: move what is shared below it (lib/, components/).',
          })),
        },
      ],
    },
  },
  {
    // The server's spellings stay inside packages/api and apps/server. Tests that fake the
    // server's answers (fetch stubs) spell its wire format and are exempt.
    files: ['packages/ui/**', 'packages/forms/**', 'packages/chat/**', 'apps/portal/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { spelling: { rules: { 'no-server-spellings': noServerSpellings } } },
    rules: { 'spelling/no-server-spellings': 'error' },
  },
  {
    // User-facing text goes through react-intl (issue 19): no literal text in JSX children or in
    // aria-label/aria-description, placeholder, title and alt (formatjs's no-literal-string-in-jsx,
    // letters only, see above), and every descriptor's English is valid ICU. Tests, stories and
    // test helpers may write literals.
    files: ['packages/*/src/**/*.tsx', 'apps/portal/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/testing.tsx', '**/testing/**'],
    plugins: { formatjs, i18n: { rules: { 'no-literal-text-in-jsx': noLiteralTextInJsx } } },
    rules: {
      'i18n/no-literal-text-in-jsx': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  { files: ['packages/ui/**'], rules: restrict([]) },
  { files: ['packages/api/**'], rules: restrict([]) },
  { files: ['packages/forms/**'], rules: restrict(['ui'], ['@partner-portal/api/validation']) },
  { files: ['packages/chat/**'], rules: restrict(['ui', 'api']) },
  { files: ['apps/server/**'], rules: restrict(['api']) },
  // Server modules check the user one way: a preValidation hook (`authenticate()`), never a
  // `requireUser` call in a handler (issue 12; docs/decisions.md 'Server modules').
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='requireUser']",
          message: 'Guard the route with `preValidation: authenticate({ roles })` and read request.authUser.',
        },
      ],
    },
  },
  { files: ['apps/portal/**'], rules: restrict(['ui', 'forms', 'api', 'chat']) },
);
