import { configure } from 'storybook/test';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { DARK_THEME_CHECK_GLOBAL } from './darkThemeCheck.ts';
import * as projectAnnotations from './preview.tsx';

// Each story is checked in its own globals (Lite, English), then its end state again in the Dark
// theme (the colour rules of axe: ./darkThemeCheck.ts).
setProjectAnnotations([
  a11yAddonAnnotations,
  projectAnnotations,
  { initialGlobals: { [DARK_THEME_CHECK_GLOBAL]: true } },
]);

// Play functions run beside a busy CI machine (2 cores): give findBy*/waitFor 5 s instead of 1 s,
// so a slow render is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5_000 });
