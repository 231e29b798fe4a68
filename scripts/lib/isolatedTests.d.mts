/** Types of isolatedTests.mjs (imported by vitest.config.ts). */
export declare const ISOLATED_PACKAGE_TESTS: string[];
export declare const NEEDS_ISOLATION: RegExp;
