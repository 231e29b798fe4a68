import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Shared Vite configuration of Storybook and Vitest (the portal app has its own in apps/portal). */
export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front, so the first browser test run does not discover them mid-run and reload.
  optimizeDeps: {
    include: [
      'formik',
      'yup',
      'react-intl',
      'styled-components',
      'react-aria-components',
      'swr',
      // PhoneField's data (ui/inputs).
      '@partner-portal/ui > libphonenumber-js/core',
      '@partner-portal/ui > libphonenumber-js/metadata.mobile.json',
    ],
  },
});
