// Compresses the built portal once, at build time (issue 21, 'Server'): every text file of dist/
// (pages, prerendered pages, scripts, styles, SVG, JSON) gets a brotli (quality 11) and a gzip
// (level 9) sibling, `<file>.br` and `<file>.gz`. The server sends them as they are
// (@fastify/static `preCompressed`, apps/server/src/static.ts), so no request compresses a static
// file. A sibling that would not be smaller than its file is not written (the file goes plain).
// Source maps are left alone (not sent to visitors). Usage: node scripts/precompress.mjs [dist]
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this size a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const started = Date.now();
const files = [];
for await (const file of walk(dist)) files.push(file);
let raw = 0;
let br = 0;
let gzipped = 0;
let written = 0;
// A few at a time: zlib's thread pool does the work, this keeps memory flat.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      for (const sibling of [`${file}.br`, `${file}.gz`]) await rm(sibling, { force: true });
      if (body.length < MIN_BYTES) continue;
      const [brBody, gzBody] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      raw += body.length;
      if (brBody.length < body.length) {
        await writeFile(`${file}.br`, brBody);
        br += brBody.length;
        written++;
      }
      if (gzBody.length < body.length) {
        await writeFile(`${file}.gz`, gzBody);
        gzipped += gzBody.length;
        written++;
      }
    }
  }),
);
const kb = (bytes) => `${(bytes / 1000).toFixed(0)} KB`;
console.log(
  `precompressed ${files.length} files of ${path.relative(root, dist) || dist}/ (${written} siblings): ` +
    `${kb(raw)} raw -> ${kb(br)} brotli, ${kb(gzipped)} gzip in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
// Fails loudly if dist/ has no index.html: precompressing nothing is a broken build.
await stat(path.join(dist, 'index.html'));
