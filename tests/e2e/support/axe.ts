import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

/** WCAG 2.2 AA, as the house style asks (every level up to AA, every version up to 2.2). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One violation per block: rule, impact, help link, and each failing node with its summary. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Injects axe-core into the page (once) and runs it on the whole document with the WCAG 2.2 AA
 * tags. The script tag is inline, so the production CSP (`script-src 'self'`) would block it: specs
 * that call this set `test.use({ bypassCSP: true })`.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.addScriptTag({ path: AXE_SOURCE_PATH });
  return page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...WCAG_TAGS],
  );
}

/** Runs axe (WCAG 2.2 AA) and fails with a readable list when anything is violated. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await runAxe(page);
  // Compared as text so that a failure prints the readable list instead of a diff of axe's objects.
  expect(formatViolations(violations), `axe (WCAG 2.2 AA) violations on ${what}`).toBe('');
}
