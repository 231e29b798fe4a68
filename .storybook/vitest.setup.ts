import { configure } from 'storybook/test';
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Play functions run beside a busy CI machine (2 cores): give findBy*/waitFor 5 s instead of 1 s,
// so a slow render is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5_000 });
