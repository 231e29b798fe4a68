import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

/** The published entries: one per area, `src/exports/<area>.ts` → `dist/<area>.js`. */
const areaEntries = Object.fromEntries(
  readdirSync('src/exports')
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [path.basename(file, '.ts'), `src/exports/${file}`]),
);

/**
 * Every component folder (`src/<group>/<Component>/index.ts`) is also an entry, so that esbuild's
 * code splitting gives each component its own chunk. The area entries then only re-export chunks,
 * and a bundler (with `sideEffects: false`) drops the chunks of components an app does not import,
 * even though styled-components' top-level `styled.x` calls look like side effects inside a chunk.
 * These files are not in the exports map; they exist only as split points.
 */
const componentEntries = Object.fromEntries(
  readdirSync('src', { withFileTypes: true })
    .filter((group) => group.isDirectory() && group.name !== 'exports' && group.name !== 'test')
    .flatMap((group) =>
      readdirSync(path.join('src', group.name), { withFileTypes: true })
        .filter((folder) => folder.isDirectory())
        .map((folder) => `${group.name}/${folder.name}/index`)
        .filter((name) => {
          try {
            return readdirSync(path.join('src', path.dirname(name))).includes('index.ts');
          } catch {
            return false;
          }
        })
        .map((name) => [`components/${name}`, `src/${name}.ts`]),
    ),
);

export default defineConfig({
  entry: { ...areaEntries, ...componentEntries },
  format: ['esm'],
  dts: { entry: areaEntries },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: false,
  target: 'es2022',
  /** The map data's credits and licence ship inside dist (the package publishes dist only). */
  onSuccess: async () => {
    mkdirSync('dist/licenses', { recursive: true });
    for (const file of ['CREDITS.md', 'LICENSE-amcharts-geodata.md']) {
      copyFileSync(`src/components/DistrictMap/data/${file}`, `dist/licenses/${file}`);
    }
  },
});
