/** Types of chromium.mjs (imported by vitest.config.ts and tests/playwright.config.ts). */
export declare const DEBIAN_HEADLESS_SHELL: string;
export declare const DEBIAN_CHROMIUM: string;
export declare const APT_INSTALL_COMMANDS: string[][];
export declare const CHROME_FLAGS: string[];
export declare const E2E_CHROME_FLAGS: string[];
export declare function isExecutable(file: string): boolean;
export declare function testChromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
export type ChromiumDecision =
  | { action: 'ok'; path: string }
  | { action: 'install'; path: string; commands: string[][] }
  | { action: 'fail'; message: string };
export declare function decideChromium(facts: {
  env: Record<string, string | undefined>;
  exists: (path: string) => boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}): ChromiumDecision;
