import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Issue 21's baseline: the portal's public screens built with Ant Design 6 the way a plain antd app
 * is built (Vite, React, react-router, one lazy chunk per route), for `pnpm bench` to set beside
 * the portal's figures. Not shipped; `pnpm bench` builds it into dist/ when it is missing.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
