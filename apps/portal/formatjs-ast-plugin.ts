import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Production-only Vite plugin: compiles the English `defaultMessage` of every react-intl message
 * descriptor (in `defineMessages`, `formatMessage`, `<FormattedMessage>`) to its ICU syntax tree at
 * build time with formatjs's own TypeScript transformer, so the browser never parses messages and
 * the ICU parser can be left out of the bundle (see `resolve.alias` in vite.config.ts). Our
 * workspace sources (packages and app) are transformed; dependencies are not.
 *
 * Translated catalogues are compiled too ({@link formatjsCatalogues}), and a message the build
 * cannot see (a string made at run time) must not be formatted through react-intl.
 */
export function formatjsAst(): Plugin {
  return {
    name: 'partner-portal:formatjs-ast',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(tsx?|mts)$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('defaultMessage')) return null;
      const output = ts.transpileModule(code, {
        fileName: file,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: false,
          sourceMap: true,
          inlineSources: true,
        },
        transformers: { before: [transform({ ast: true })] },
      });
      // The output is JavaScript with JSX preserved; later plugins handle the JSX.
      return { code: output.outputText, map: output.sourceMapText ?? null };
    },
  };
}

/** A translation catalogue the portal loads: `src/locales/<lc>.json` (not `en.source.json`). */
const CATALOGUE = /\/src\/locales\/(zh|es|fr|it|ar)\.json$/;

/**
 * Compiles each locale's translation file (`src/locales/<lc>.json`, a flat `{ id: "ICU text" }`)
 * to the ICU syntax tree react-intl formats directly, the equivalent of `formatjs compile --ast`
 * done as the file is imported, so the lazily loaded catalogue chunk carries ASTs (the ICU parser
 * is not shipped). Runs in dev and build alike; an ICU syntax error fails with the message id
 * (`pnpm i18n:check` reports it earlier). Vite's JSON plugin then turns the result into the module.
 */
export function formatjsCatalogues(): Plugin {
  return {
    name: 'partner-portal:formatjs-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const match = CATALOGUE.exec(file);
      if (!match) return null;
      try {
        const compiled = compileCatalogue(JSON.parse(code) as unknown, match[1] ?? '');
        return { code: JSON.stringify(compiled), map: null };
      } catch (error) {
        // Printed too: a later plugin's failure in closeBundle (the PWA's) can hide this one.
        console.error(`\n[formatjs-catalogues] ${(error as Error).message}`);
        throw error;
      }
    },
  };
}

/**
 * Turns a flat translation catalogue into `{ id: MessageFormatElement[] }`. Throws on a value that
 * is not a string or is not valid ICU, naming the locale and id.
 */
export function compileCatalogue(catalogue: unknown, locale: string): Record<string, MessageFormatElement[]> {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) {
    throw new Error(`locales/${locale}.json must be a flat object {"id": "translated text"}`);
  }
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(catalogue)) {
    if (typeof text !== 'string') throw new Error(`locales/${locale}.json: ${id} is not a string`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`locales/${locale}.json: ${id}: ICU syntax error: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return compiled;
}
