import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/exports/*.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
