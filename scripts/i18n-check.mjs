#!/usr/bin/env node
// `pnpm i18n:check [locale...] [--strict] [--fix]`: checks each translation file
// apps/portal/src/locales/<lc>.json against the English source catalogue (en.source.json):
//   - an id of the source missing from the locale, or an id in the locale the source does not have;
//   - a placeholder mismatch (argument names and kinds, plural/select arguments, select keys, tags)
//     or an ICU syntax error in a translation; an empty translation;
//   - keys not sorted by id (`--fix` sorts the file in place).
// Prints per-locale counts; exits 1 on any error. `--strict` (for CI once translations land) also
// fails when en.source.json is out of date with the sources or a locale's glossary is missing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSourceCatalogue,
  checkLocale,
  isClean,
  localesDir,
  repoRoot,
  runFormatjsExtract,
  sortCatalogue,
  sourceCataloguePath,
  toJsonText,
  TRANSLATED_LOCALES,
} from './lib/i18n.mjs';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const fix = args.includes('--fix');
const requested = args.filter((a) => !a.startsWith('--'));
const unknown = requested.filter(
  (lc) => !(/** @type {readonly string[]} */ (TRANSLATED_LOCALES).includes(lc)),
);
if (unknown.length > 0) {
  console.error(`i18n:check: unknown locale(s) ${unknown.join(', ')}; use ${TRANSLATED_LOCALES.join(', ')}.`);
  process.exit(2);
}
const locales = requested.length > 0 ? requested : [...TRANSLATED_LOCALES];
const rel = (/** @type {string} */ file) => path.relative(repoRoot, file);
const LIST = 15;
let failed = false;

const source = JSON.parse(readFileSync(sourceCataloguePath, 'utf8'));

if (strict) {
  try {
    const { catalogue, errors } = buildSourceCatalogue(runFormatjsExtract());
    if (errors.length > 0) {
      failed = true;
      console.error(`source: ${errors.length} problem(s) in the descriptors:\n  ${errors.join('\n  ')}`);
    } else if (toJsonText(catalogue) !== readFileSync(sourceCataloguePath, 'utf8')) {
      failed = true;
      console.error(
        `source: ${rel(sourceCataloguePath)} is out of date with the sources: run \`pnpm i18n:extract\`.`,
      );
    }
  } catch (error) {
    failed = true;
    console.error(`source: ${/** @type {Error} */ (error).message}`);
  }
}

for (const locale of locales) {
  const file = path.join(localesDir, `${locale}.json`);
  let translations;
  try {
    translations = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    failed = true;
    console.error(`${locale}: ${rel(file)} is not valid JSON: ${/** @type {Error} */ (error).message}`);
    continue;
  }
  if (fix && translations && typeof translations === 'object' && !Array.isArray(translations)) {
    translations = sortCatalogue(translations);
    writeFileSync(file, toJsonText(translations));
  }
  const report = checkLocale(locale, source, translations);
  const counts = `${report.translated}/${report.total} translated, ${report.missing.length} missing, ${report.unused.length} unused, ${report.invalid.length} invalid`;
  const lines = [];
  if (report.unsorted) lines.push(`keys are not sorted by id: run \`pnpm i18n:check ${locale} --fix\``);
  for (const { id, problems } of report.invalid.slice(0, 50)) lines.push(`${id}: ${problems.join('; ')}`);
  if (report.invalid.length > 50) lines.push(`... and ${report.invalid.length - 50} more invalid`);
  for (const id of report.unused.slice(0, LIST))
    lines.push(`${id}: not in ${rel(sourceCataloguePath)} (unused id)`);
  if (report.unused.length > LIST) lines.push(`... and ${report.unused.length - LIST} more unused`);
  for (const id of report.missing.slice(0, LIST)) lines.push(`${id}: missing`);
  if (report.missing.length > LIST) lines.push(`... and ${report.missing.length - LIST} more missing`);
  if (strict && !existsSync(path.join(localesDir, 'glossary', `${locale}.md`))) {
    lines.push(`glossary ${rel(path.join(localesDir, 'glossary', `${locale}.md`))} is missing`);
    failed = true;
  }
  const clean = isClean(report);
  if (!clean) failed = true;
  console.log(`${clean && lines.length === 0 ? 'ok  ' : 'FAIL'} ${locale}: ${counts}`);
  for (const line of lines) console.log(`       ${line}`);
}

process.exit(failed ? 1 : 0);
