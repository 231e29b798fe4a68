import { defineConfig } from 'vite';

export default defineConfig({ logLevel: 'warn', build: { outDir: 'dist', chunkSizeWarningLimit: 4000 } });
