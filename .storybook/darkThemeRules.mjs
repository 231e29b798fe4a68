/**
 * The Dark check of a Lite render (.storybook/darkThemeCheck.ts, and the story sweep's own axe run
 * in scripts/lib/storybook.mjs): its global and its axe rules, shared by the preview and the scripts.
 */

/**
 * The global that turns the check on (`true`): the Vitest story run sets it (.storybook/vitest.setup.ts)
 * and the story sweep sends it with its Lite passes (scripts/story-sweep.mjs). Off in the Storybook
 * UI, where a designer picks the theme in the toolbar.
 */
export const DARK_THEME_CHECK_GLOBAL = 'darkThemeCheck';

/**
 * The axe rules whose result depends on the theme. A theme only sets `data-theme` on `<html>`,
 * which selects the colour and shadow variables (packages/ui/src/theme/GlobalStyle.ts): the DOM,
 * the text and the layout are the same in every theme, so every other rule gives the Lite render's
 * result again.
 */
export const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'];
