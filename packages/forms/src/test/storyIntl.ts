import { createIntl, type IntlShape } from 'react-intl';

/** What {@link storyIntl} reads of a story's context (Storybook's `StoryContext`). */
export interface StoryIntlContext {
  globals: Record<string, unknown>;
  loaded: Record<string, unknown>;
}

/**
 * The intl of a story's render, for play functions: the toolbar locale (or the story's
 * `globals.locale`) with the catalogue the preview's loader fetched, English defaults where a
 * message is not translated. A play that finds elements by `intl.formatMessage(descriptor)` passes
 * in every locale (issue 19: no English literals in the Arabic stories' plays).
 */
export function storyIntl({ globals, loaded }: StoryIntlContext): IntlShape {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  const messages = (loaded as { messages?: Record<string, string> }).messages ?? {};
  return createIntl({ locale, defaultLocale: 'en', messages, onError: () => undefined });
}
