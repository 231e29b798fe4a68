/** Types of isolatedTests.mjs (imported by vitest.config.ts). */
export declare const ISOLATED_TESTS: string[];
export declare const NEEDS_ISOLATION: RegExp;
export declare const JSDOM_TEST_ROOTS: string[];
