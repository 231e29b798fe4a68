import { AuthLayout } from '@partner-portal/ui/shell';
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import { storyText } from './storyText.ts';

/**
 * The navigation spy behind {@link withRouter}. Links call it instead of leaving the Storybook
 * iframe; play functions assert on it. Clear it in the meta's `beforeEach` ({@link clearNavigate}).
 */
export const navigate = fn().mockName('navigate');

/** Clears {@link navigate} before each story (use as a meta's `beforeEach`). */
export function clearNavigate() {
  navigate.mockClear();
}

/** Wraps a story in react-aria's `RouterProvider` with the {@link navigate} spy. */
export const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

/**
 * Frames a form the way the app shows it: the sign-in layout with the product title (`h1`) in `main`
 * and the app's tagline, in the story's locale.
 */
export const withAuthLayout: Decorator = (Story) => (
  <AuthLayout
    title={storyText('Partner Portal')}
    tagline={storyText(
      'One place for partners, agents, engineers, finance, project, client and quality staff.',
    )}
  >
    <Story />
  </AuthLayout>
);
