#!/usr/bin/env node
// `pnpm i18n:extract`: every react-intl descriptor of the packages and the portal (tests, stories
// and test helpers left out) into ONE English source catalogue, apps/portal/src/locales/en.source.json
// ({ id: { defaultMessage, description? } }, sorted by id). Fails on two descriptors sharing an id
// with different text, a descriptor without an explicit id, a malformed id or broken ICU.
// `--check`: write nothing, fail when the committed catalogue is out of date (for CI).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSourceCatalogue,
  repoRoot,
  runFormatjsExtract,
  sourceCataloguePath,
  toJsonText,
} from './lib/i18n.mjs';

const check = process.argv.includes('--check');
const relative = path.relative(repoRoot, sourceCataloguePath);

let extracted;
try {
  extracted = runFormatjsExtract();
} catch (error) {
  console.error(`i18n:extract: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
const { catalogue, errors } = buildSourceCatalogue(extracted);
if (errors.length > 0) {
  console.error(`i18n:extract: ${errors.length} problem(s):\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
const text = toJsonText(catalogue);
const count = Object.keys(catalogue).length;
if (check) {
  const current = existsSync(sourceCataloguePath) ? readFileSync(sourceCataloguePath, 'utf8') : '';
  if (current !== text) {
    console.error(
      `i18n:extract --check: ${relative} is out of date with the sources: run \`pnpm i18n:extract\`.`,
    );
    process.exit(1);
  }
  console.log(`i18n:extract --check: ${relative} is up to date (${count} messages).`);
} else {
  writeFileSync(sourceCataloguePath, text);
  console.log(`i18n:extract: ${count} messages -> ${relative}`);
}
