/** Types of darkThemeRules.mjs (imported by darkThemeCheck.ts and vitest.setup.ts). */
export declare const DARK_THEME_CHECK_GLOBAL: 'darkThemeCheck';
export declare const THEME_DEPENDENT_RULES: string[];
