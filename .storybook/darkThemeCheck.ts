import type { AfterEach } from 'storybook/internal/types';
import { DARK_THEME_CHECK_GLOBAL, THEME_DEPENDENT_RULES } from './darkThemeRules.mjs';

export { DARK_THEME_CHECK_GLOBAL, THEME_DEPENDENT_RULES };

/**
 * A project `afterEach` (after the a11y addon's own): the story as it was left by its play function,
 * again in the Dark theme. It sets `data-theme="dark"` on `<html>` (what `ThemeProvider` does for
 * `themeType="dark"`: the same render, no remount, so a dialog the play function opened stays
 * open), runs `a11yCheck` (the a11y addon's `afterEach`) with the story's own `parameters.a11y`
 * (config, context, `test: 'todo' | 'off'`, `disable`) restricted to {@link THEME_DEPENDENT_RULES},
 * and restores the attribute. A Dark render of the same story gives the same DOM, so this is the
 * Dark pass's axe result at the cost of one colour check instead of a render, a play function and
 * a full axe run.
 *
 * Runs only with the {@link DARK_THEME_CHECK_GLOBAL} global on, in the story's view mode, and on a
 * Lite render of a story that does not pin its own theme (`globals: { theme }`). Needs Storybook's
 * test mode (transitions off after the play function, as in the Vitest run and the sweep), so the
 * colours change at once.
 *
 * Errors: what `a11yCheck` throws (in the Vitest run, the addon's violations), prefixed with
 * "Dark theme"; its reports (in the Storybook preview, what the sweep reads from the
 * `storyFinished` event's reporters) are marked `theme: 'dark'`.
 */
export function createDarkThemeCheck(a11yCheck: AfterEach): AfterEach {
  return async (context) => {
    if (context.globals[DARK_THEME_CHECK_GLOBAL] !== true) return;
    // A story that pins its own theme (`globals: { theme: 'semi-dark' }`) is about that theme.
    if (context.storyGlobals.theme !== undefined) return;
    const root = document.documentElement;
    const previous = root.getAttribute('data-theme');
    if (previous !== null && previous !== 'lite') return;
    const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
    const reporting = context.reporting;
    root.setAttribute('data-theme', 'dark');
    try {
      await a11yCheck({
        ...context,
        parameters: {
          ...context.parameters,
          a11y: {
            ...a11y,
            options: { ...a11y.options, runOnly: { type: 'rule', values: THEME_DEPENDENT_RULES } },
          },
        },
        reporting: {
          reports: reporting.reports,
          addReport: (report) => reporting.addReport({ ...report, theme: 'dark' } as typeof report),
        } as typeof reporting,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Dark theme (data-theme="dark" on this render): ${message}`, { cause: error });
    } finally {
      if (previous === null) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', previous);
    }
  };
}
