import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a list screen shows the answer to its current state. The URL changes before the list
 * renders that state, and while the new page, sort or filter loads, ListScreen keeps the previous
 * rows on screen with the table's container `aria-busy`: so first wait for `rendered`, a control
 * that shows the new state (the pager's 'Page 2 of', the filter's chosen value), then for the
 * table to be no longer busy.
 */
export async function expectListSettled(table: Locator, rendered: Locator): Promise<void> {
  await expect(rendered).toBeVisible();
  await expect(table.locator('xpath=..')).not.toHaveAttribute('aria-busy', 'true');
}
