// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction (house style, 'The shape of the system'):
 *   apps/portal -> forms, ui, api, chat;  forms -> ui;  chat -> ui, api;  ui -> nothing of ours;
 *   api -> nothing of ours;  apps/server -> api (shared role list only) and exactly
 *   `@partner-portal/forms/validation` (pure validators, no React) of forms.
 * Workspace packages are imported by name (`@partner-portal/ui/...`): the rule forbids the names a
 * package may not use, and any relative import into another package's source.
 */
const restrict = (/** @type {string[]} */ allowed, /** @type {string[]} */ allowedEntries = []) => {
  const all = ['ui', 'forms', 'api', 'chat'];
  const denied = all.filter((n) => !allowed.includes(n));
  return {
    'no-restricted-imports': [
      'error',
      {
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
            // packages with allowed entries (e.g. '@partner-portal/forms/validation') use a regex.
            return { regex: `^@partner-portal/${n}(?!(?:${exceptions.join('|')})$)(?:/.*)?$`, message };
          }),
          { group: ['**/packages/*/src/**', '**/apps/*/src/**'], message: 'Import other packages by name.' },
        ],
      },
    ],
  };
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
  { files: ['packages/ui/**'], rules: restrict([]) },
  { files: ['packages/api/**'], rules: restrict([]) },
  { files: ['packages/forms/**'], rules: restrict(['ui']) },
  { files: ['packages/chat/**'], rules: restrict(['ui', 'api']) },
  { files: ['apps/server/**'], rules: restrict(['api'], ['@partner-portal/forms/validation']) },
  { files: ['apps/portal/**'], rules: restrict(['ui', 'forms', 'api', 'chat']) },
);
