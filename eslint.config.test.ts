/**
 * The import-direction rules of eslint.config.js (house style, 'The shape of the system'): portal ->
 * forms, ui, api, chat; forms -> ui; chat -> ui, api; ui -> nothing of ours; and no relative import
 * may leave its own package. Snippets are linted with the real config at real paths.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** Lints `code` as the file `file` (repo-relative, need not exist); returns `ruleId: message` lines. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

/** Imports of `specifiers`, each used, so that no other rule (unused variables) speaks up. */
function importing(...specifiers: string[]): string {
  const lines = specifiers.map((specifier, index) => `import { x${index} } from '${specifier}';`);
  return `${lines.join('\n')}\nexport const used = [${specifiers.map((_, index) => `x${index}`).join(', ')}];\n`;
}

const DIRECTION = 'no-restricted-imports';
const ESCAPE = 'local/no-relative-package-escape';

describe('server modules guard routes one way (eslint.config.js)', () => {
  const code = `import { requireUser } from '../../auth/guard.ts';
export const handler = async (request: never) => requireUser(request);
`;

  it('refuses a requireUser call in a module, not in its tests', async () => {
    const messages = await lint('apps/server/src/modules/probe/routes.ts', code);
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Guard the route with `preValidation: authenticate/),
    ]);
    expect(await lint('apps/server/src/modules/probe/routes.test.ts', code)).toEqual([]);
  });
});

describe('import direction (eslint.config.js)', () => {
  it('forms may import ui but not api', async () => {
    const file = 'packages/forms/src/sign-in/Probe.tsx';
    expect(await lint(file, importing('@partner-portal/ui/primitives', '@partner-portal/ui/theme'))).toEqual(
      [],
    );
    for (const specifier of ['@partner-portal/api', '@partner-portal/api/storage']) {
      const messages = await lint(file, importing(specifier));
      expect(messages, specifier).toHaveLength(1);
      expect(messages[0], specifier).toMatch(
        new RegExp(`^${DIRECTION}: .*This package may not import @partner-portal/api \\(house style`),
      );
    }
  });

  it('ui imports nothing of ours', async () => {
    const messages = await lint(
      'packages/ui/src/primitives/Probe.tsx',
      importing('@partner-portal/forms/sign-in'),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(new RegExp(`^${DIRECTION}: .*may not import @partner-portal/forms`));
  });

  it('chat may import ui and api but not forms', async () => {
    const file = 'packages/chat/src/components/Probe.tsx';
    expect(await lint(file, importing('@partner-portal/ui/primitives', '@partner-portal/api/hooks'))).toEqual(
      [],
    );
    const messages = await lint(file, importing('@partner-portal/forms/fields'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(new RegExp(`^${DIRECTION}: .*may not import @partner-portal/forms`));
  });

  it('the portal may import all four packages', async () => {
    expect(
      await lint(
        'apps/portal/src/routes/Probe.tsx',
        importing(
          '@partner-portal/forms/sign-in',
          '@partner-portal/ui/primitives',
          '@partner-portal/api',
          '@partner-portal/chat',
        ),
      ),
    ).toEqual([]);
  });

  it('refuses a relative import that leaves its package, however it is written', async () => {
    const file = 'packages/forms/src/sign-in/Probe.ts';
    expect(await lint(file, importing('../../../api/src/storage.ts'))).toEqual([
      `${ESCAPE}: Relative import '../../../api/src/storage.ts' leaves packages/forms (it points at ` +
        'packages/api/src/storage.ts): import other packages by name (@partner-portal/...), as the import direction allows.',
    ]);
    // Into an allowed package, to a package root, re-exported, imported lazily or required: still out.
    for (const code of [
      importing('../../../ui/src/primitives/index.ts'),
      importing('../../..'),
      "export { x } from '../../../api/src/storage.ts';\n",
      "export const load = () => import('../../../api/src/storage.ts');\n",
      "export const storage: unknown = require('../../../api/src/storage.ts');\n",
    ]) {
      const messages = await lint(file, code);
      expect(
        messages.filter((line) => line.startsWith(`${ESCAPE}:`)),
        code,
      ).toHaveLength(1);
    }
    // From an app into a sibling app.
    expect(await lint('apps/portal/src/app/Probe.ts', importing('../../../server/src/config.ts'))).toEqual([
      expect.stringMatching(
        new RegExp(`^${ESCAPE}: Relative import '../../../server/src/config.ts' leaves apps/portal`),
      ),
    ]);
  });

  it('allows relative imports that stay inside the package', async () => {
    expect(
      await lint(
        'packages/forms/src/sign-in/Probe.ts',
        importing('../fields/index.ts', './SignIn.tsx', '../../package.json'),
      ),
    ).toEqual([]);
    expect(
      await lint('apps/server/src/routes/Probe.ts', importing('../config.ts', '../../package.json')),
    ).toEqual([]);
  });
});

describe('structure rules (eslint.config.js)', () => {
  it('import-x/no-cycle reports a circle of static or lazy imports, not of type-only ones', async () => {
    // no-cycle reads the imported files from disk, so the probe files are real (and removed after).
    const dir = await mkdtemp(path.join(repoRoot, 'apps/portal/src/cycle-probe-'));
    try {
      await writeFile(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
      await writeFile(path.join(dir, 'c.ts'), "export const c = () => import('./a.ts');\n");
      await writeFile(
        path.join(dir, 'd.ts'),
        "import type { a } from './a.ts';\nexport const d: typeof a = 1;\n",
      );
      const lintAt = async (code: string) => {
        await writeFile(path.join(dir, 'a.ts'), code);
        const [result] = await eslint.lintText(code, { filePath: path.join(dir, 'a.ts') });
        return (result?.messages ?? []).map((message) => message.ruleId);
      };
      expect(
        await lintAt("import { b } from './b.ts';\nexport const a = 1;\nexport const used = b;\n"),
      ).toEqual(['import-x/no-cycle']);
      expect(
        await lintAt("import { c } from './c.ts';\nexport const a = 1;\nexport const used = c;\n"),
      ).toEqual(['import-x/no-cycle']);
      expect(
        await lintAt("import { d } from './d.ts';\nexport const a = 1;\nexport const used = d;\n"),
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('routes/, lib/, config/ and components/ of the portal never import app/', async () => {
    for (const folder of ['routes', 'lib', 'config', 'components']) {
      const messages = await lint(`apps/portal/src/${folder}/Probe.ts`, importing('../app/providers.tsx'));
      expect(messages, folder).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*app\/ sits on top/),
      ]);
    }
    expect(await lint('apps/portal/src/app/Probe.ts', importing('../lib/services.ts'))).toEqual([]);
    expect(await lint('apps/portal/src/routes/Probe.test.tsx', importing('../app/providers.tsx'))).toEqual(
      [],
    );
  });

  it("keeps the server's spellings inside packages/api and apps/server", async () => {
    const code = [
      "export const values = { serviestype: '', overallexperiance: 1 };",
      "export const key = 'loged_in_to';",
      'export type Info = { LogedInUserInfo: string };',
      'export const label = `${key}:schduledate`;',
    ].join('\n');
    for (const file of [
      'apps/portal/src/routes/Probe.tsx',
      'packages/forms/src/sign-in/Probe.ts',
      'packages/ui/src/primitives/Probe.ts',
    ]) {
      const messages = (await lint(file, code)).filter((line) => line.startsWith('spelling/'));
      expect(messages, file).toHaveLength(5);
    }
    for (const file of [
      'packages/api/src/resources/Probe.ts',
      'apps/server/src/modules/Probe.ts',
      'apps/portal/src/routes/Probe.test.tsx',
    ]) {
      expect(
        (await lint(file, code)).filter((line) => line.startsWith('spelling/')),
        file,
      ).toEqual([]);
    }
  });
});

describe('no literal text in JSX (eslint.config.js, issue 19)', () => {
  const RULE = 'i18n/no-literal-text-in-jsx';
  const component = (jsx: string) =>
    `export function Probe({ name }: { name: string }) {\n  void name;\n  return ${jsx};\n}\n`;
  const rules = (messages: string[]) => messages.map((message) => message.split(':')[0]);

  it('reports words in children and in aria-label, placeholder, title and alt', async () => {
    const file = 'packages/forms/src/probe/Probe.tsx';
    expect(rules(await lint(file, component('<p>Hello</p>')))).toEqual([RULE]);
    expect(rules(await lint(file, component('<button aria-label="Close">x</button>')))).toEqual([RULE, RULE]);
    expect(rules(await lint(file, component('<input placeholder={`Search ${name}`} />')))).toEqual([RULE]);
  });

  it('lets separators, marks and data through, and leaves tests and stories alone', async () => {
    const file = 'apps/portal/src/routes/Probe.tsx';
    expect(await lint(file, component('<p>{name} · {name}{" "}*</p>'))).toEqual([]);
    expect(await lint(file, component('<p aria-label={`${name}: ${name}`}>{"99+"}</p>'))).toEqual([]);
    expect(await lint('packages/ui/src/probe/Probe.test.tsx', component('<p>Hello</p>'))).toEqual([]);
    expect(await lint('packages/ui/src/probe/Probe.stories.tsx', component('<p>Hello</p>'))).toEqual([]);
  });
});
