#!/usr/bin/env node
/**
 * Makes `npm pack` / `npm publish` of a workspace package produce the same manifest as
 * `pnpm pack` (issue 22). In the repository, `exports` point at `src/` (the workspace, Vite and
 * TypeScript read the sources) and `publishConfig.exports` at `dist/`; pnpm swaps them when
 * packing, npm does not. So every package runs this script:
 *
 *   "prepack":  "node ../../scripts/pack-manifest.mjs prepack"   (backup, then rewrite package.json)
 *   "postpack": "node ../../scripts/pack-manifest.mjs postpack"  (restore the backup)
 *
 * The rewrite: `exports` = `publishConfig.exports` (dist), `workspace:` ranges of our packages
 * replaced by their versions (`workspace:^` → `^0.1.0`, `workspace:*` → `0.1.0`), and
 * `devDependencies` dropped (they name `catalog:` / `workspace:` ranges only pnpm understands).
 * Run in the package folder (npm and pnpm run lifecycle scripts there).
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = path.resolve('package.json');
const backup = path.resolve('.package.workspace.json');

/**
 * A workspace package's own package.json: its backup while that package is being packed (the
 * original), else the manifest. `pnpm -r` packs packages side by side, so another package's files
 * may be replaced while they are read: both are written whole (temp file + rename), and a read that
 * meets a rename in between is tried again.
 */
function readWorkspacePackage(dir) {
  const files = [path.join(dir, '.package.workspace.json'), path.join(dir, 'package.json')];
  let lastError;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    for (const file of files) {
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        lastError = error;
      }
    }
  }
  throw lastError;
}

/** Versions of the workspace packages (`@partner-portal/<name>` in packages/). */
function workspaceVersions() {
  const versions = {};
  for (const name of ['ui', 'forms', 'api', 'chat']) {
    const dir = path.join(root, 'packages', name);
    if (existsSync(path.join(dir, 'package.json'))) {
      const pkg = readWorkspacePackage(dir);
      versions[pkg.name] = pkg.version;
    }
  }
  return versions;
}

/** Writes `file` whole: a reader sees the old or the new content, never half of it. */
function writeWhole(file, content) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/** `workspace:^` → `^1.2.3`, `workspace:~` → `~1.2.3`, `workspace:*` → `1.2.3`, `workspace:^1` → `^1`. */
export function resolveWorkspaceRange(range, version) {
  const spec = range.slice('workspace:'.length);
  if (spec === '*' || spec === '') return version;
  if (spec === '^' || spec === '~') return `${spec}${version}`;
  return spec;
}

/** The manifest as published: dist exports, concrete ranges, no devDependencies. */
export function publishManifest(pkg, versions) {
  const out = { ...pkg };
  if (pkg.publishConfig?.exports) out.exports = pkg.publishConfig.exports;
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    if (!pkg[field]) continue;
    out[field] = Object.fromEntries(
      Object.entries(pkg[field]).map(([name, range]) => {
        if (typeof range === 'string' && range.startsWith('workspace:')) {
          if (!versions[name]) throw new Error(`${pkg.name}: no workspace version for ${name}`);
          return [name, resolveWorkspaceRange(range, versions[name])];
        }
        if (typeof range === 'string' && range.startsWith('catalog:')) {
          throw new Error(`${pkg.name}: ${field}.${name} uses ${range}; write a semver range`);
        }
        return [name, range];
      }),
    );
  }
  delete out.devDependencies;
  return out;
}

/** Runs `prepack` or `postpack` in the current folder. */
function main(mode) {
  if (mode === 'prepack') {
    if (existsSync(backup)) renameSync(backup, manifest); // a previous pack was interrupted
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    const original = readFileSync(manifest, 'utf8');
    writeWhole(backup, original);
    writeWhole(manifest, `${JSON.stringify(publishManifest(pkg, workspaceVersions()), null, 2)}\n`);
  } else if (mode === 'postpack') {
    if (existsSync(backup)) renameSync(backup, manifest);
  } else {
    console.error('usage: pack-manifest.mjs prepack|postpack');
    process.exit(2);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main(process.argv[2]);
