#!/usr/bin/env node
/**
 * Tree-shaking check of the published design system (run by `pnpm --filter @partner-portal/ui
 * check-publish`, after `pnpm build`): bundles, from packages/ui/dist, an app that imports ONE
 * component and checks that the result stays small and does not contain its siblings. Peer
 * dependencies (react, react-aria-components, styled-components, react-intl...) are external, so
 * the sizes are our own code only.
 *
 * Each case: the entry, the imported name, the most bytes (minified, not gzipped) it may weigh, and
 * names of other components whose code must be absent (looked up in an unminified bundle, where
 * their declarations keep their names); no case may import a heavy third-party package
 * (HEAVY) that only other components need.
 * Exit code 1 when a case fails.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/ui/dist');

/** 1 KB = 1000 bytes. */
const KB = 1000;

/** Heavy third-party packages that only some components use: no other component may import them. */
const HEAVY = ['libphonenumber-js', 'country-flag-icons', 'signature_pad'];

const CASES = [
  { entry: 'primitives', name: 'Button', maxBytes: 14 * KB, absent: ['PasswordField', 'FormErrorSummary'] },
  {
    entry: 'primitives',
    name: 'TextField',
    maxBytes: 12 * KB,
    absent: ['PasswordField', 'FormErrorSummary'],
  },
  { entry: 'feedback', name: 'useToast', maxBytes: 10 * KB, absent: ['PasswordField'] },
  {
    entry: 'shell',
    name: 'Footer',
    maxBytes: 10 * KB,
    absent: ['UserMenu', 'LanguageSelect', 'LanguagePicker'],
  },
  { entry: 'inputs', name: 'Checkbox', maxBytes: 17 * KB, absent: ['PhoneField', 'OtpField', 'ComboBox'] },
  { entry: 'inputs', name: 'OtpField', maxBytes: 26 * KB, absent: ['PhoneField', 'TagList'] },
  {
    entry: 'pickers',
    name: 'Rating',
    maxBytes: 18 * KB,
    absent: ['SignaturePad', 'DateTimePicker', 'FileDropZone'],
  },
  { entry: 'overlays', name: 'Dialog', maxBytes: 14 * KB, absent: ['Drawer', 'Menu', 'Tooltip'] },
  { entry: 'data', name: 'Badge', maxBytes: 13 * KB, absent: ['Table', 'Pagination', 'Tabs'] },
];

/** Externals: peer dependencies and anything from node_modules (only our own code is measured). */
const external = (id) => !id.startsWith('.') && !path.isAbsolute(id);

async function bundle(entry, name, minify) {
  const file = path.join(dist, `${entry}.js`);
  const code = `import { ${name} } from ${JSON.stringify(file)};\nexport const used = [${name}];\n`;
  const entryFile = path.join(workDir, `${entry}-${name}.js`);
  writeFileSync(entryFile, code);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify,
      lib: { entry: entryFile, formats: ['es'], fileName: 'bundle' },
      rollupOptions: { external },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
  const text = outputs.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  return { bytes: Buffer.byteLength(text), text };
}

if (!existsSync(dist)) {
  console.error('packages/ui/dist is missing: run `pnpm --filter @partner-portal/ui build` first.');
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'tree-shaking-'));
let failed = false;
for (const testCase of CASES) {
  // Size from the minified bundle; markers from the plain one, where declarations keep their names.
  const { bytes } = await bundle(testCase.entry, testCase.name, true);
  const { text } = await bundle(testCase.entry, testCase.name, false);
  const leaked = [
    ...testCase.absent.filter((other) => new RegExp(`(function|var|const|let) ${other}\\b`).test(text)),
    ...HEAVY.filter((name) => new RegExp(`from ["']${name}[/"']`).test(text)),
  ];
  const ok = bytes <= testCase.maxBytes && leaked.length === 0;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${testCase.name} from @partner-portal/ui/${testCase.entry}: ${(bytes / KB).toFixed(1)} KB ` +
      `(max ${(testCase.maxBytes / KB).toFixed(0)} KB)${leaked.length ? `; pulls in ${leaked.join(', ')}` : ''}`,
  );
}
if (!process.env.KEEP) rmSync(workDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
