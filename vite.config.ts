import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Shared Vite configuration for Storybook and Vitest. styled-components gets readable class names in
 * development through its Babel-free display-name support (not needed for the tests).
 */
export default defineConfig({
  plugins: [react()],
});
