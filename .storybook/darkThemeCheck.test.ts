import type { AfterEach } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';
import { DARK_THEME_CHECK_GLOBAL, THEME_DEPENDENT_RULES, createDarkThemeCheck } from './darkThemeCheck.ts';

type Context = Parameters<AfterEach>[0];
type Report = Context['reporting']['reports'][number];

/** A story's afterEach context: its globals, its a11y parameters and Storybook's reporting. */
function storyContext(
  globals: Record<string, unknown>,
  a11y?: Record<string, unknown>,
  storyGlobals: Record<string, unknown> = {},
) {
  const reports: Report[] = [];
  const context = {
    id: 'ui-button--primary',
    globals,
    storyGlobals,
    parameters: { layout: 'padded', ...(a11y ? { a11y } : {}) },
    viewMode: 'story',
    reporting: { reports, addReport: (report: Report) => reports.push(report) },
  } as unknown as Context;
  return { context, reports };
}

/** What the a11y check saw: the theme on <html> while it ran, and its parameters. */
function recordingCheck(result: (context: Context) => void = () => undefined) {
  const calls: { theme: string | null; a11y: unknown }[] = [];
  const check: AfterEach = async (context) => {
    calls.push({ theme: document.documentElement.getAttribute('data-theme'), a11y: context.parameters.a11y });
    result(context);
  };
  return { check, calls };
}

describe('the Dark check of a Lite story render', () => {
  it('runs the a11y check once more with data-theme="dark" and only the theme-dependent rules, then puts the theme back', async () => {
    document.documentElement.setAttribute('data-theme', 'lite');
    const { check, calls } = recordingCheck();
    const { context } = storyContext(
      { [DARK_THEME_CHECK_GLOBAL]: true },
      {
        config: { rules: [{ id: 'region', enabled: false }] },
        options: { resultTypes: ['violations'] },
        test: 'error',
      },
    );
    await createDarkThemeCheck(check)(context);
    expect(calls).toEqual([
      {
        theme: 'dark',
        a11y: {
          config: { rules: [{ id: 'region', enabled: false }] },
          options: { resultTypes: ['violations'], runOnly: { type: 'rule', values: THEME_DEPENDENT_RULES } },
          test: 'error',
        },
      },
    ]);
    expect(THEME_DEPENDENT_RULES).toEqual(['color-contrast', 'link-in-text-block']);
    expect(document.documentElement.getAttribute('data-theme')).toBe('lite');
  });

  it("marks the check's reports as the dark theme's, beside the story's own", async () => {
    document.documentElement.removeAttribute('data-theme');
    const { check } = recordingCheck((context) =>
      context.reporting.addReport({ type: 'a11y', version: 1, result: { violations: [] }, status: 'passed' }),
    );
    const { context, reports } = storyContext({ [DARK_THEME_CHECK_GLOBAL]: true });
    context.reporting.addReport({ type: 'a11y', version: 1, result: { violations: [] }, status: 'passed' });
    await createDarkThemeCheck(check)(context);
    expect(reports).toEqual([
      { type: 'a11y', version: 1, result: { violations: [] }, status: 'passed' },
      { type: 'a11y', version: 1, result: { violations: [] }, status: 'passed', theme: 'dark' },
    ]);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('fails with the violations under a "Dark theme" heading and still puts the theme back', async () => {
    document.documentElement.setAttribute('data-theme', 'lite');
    const { check } = recordingCheck(() => {
      throw new Error('Expected no accessibility violations: color-contrast (2 nodes)');
    });
    const { context } = storyContext({ [DARK_THEME_CHECK_GLOBAL]: true });
    await expect(createDarkThemeCheck(check)(context)).rejects.toThrow(
      'Dark theme (data-theme="dark" on this render): Expected no accessibility violations: color-contrast (2 nodes)',
    );
    expect(document.documentElement.getAttribute('data-theme')).toBe('lite');
  });

  it('does nothing without the global (the Storybook UI), on a story that pins its theme, or on a render that is not Lite', async () => {
    const { check, calls } = recordingCheck();
    document.documentElement.setAttribute('data-theme', 'lite');
    await createDarkThemeCheck(check)(storyContext({ [DARK_THEME_CHECK_GLOBAL]: false }).context);
    await createDarkThemeCheck(check)(storyContext({}).context);
    await createDarkThemeCheck(check)(
      storyContext({ [DARK_THEME_CHECK_GLOBAL]: true }, undefined, { theme: 'lite' }).context,
    );
    document.documentElement.setAttribute('data-theme', 'semi-dark');
    await createDarkThemeCheck(check)(storyContext({ [DARK_THEME_CHECK_GLOBAL]: true }).context);
    expect(calls).toEqual([]);
    expect(document.documentElement.getAttribute('data-theme')).toBe('semi-dark');
  });
});
