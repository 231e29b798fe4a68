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
 * Translated catalogues must then be compiled too (`formatjs compile --ast`), and a message the
 * build cannot see (a string made at run time) must not be formatted through react-intl.
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
