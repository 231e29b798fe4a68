import { expect, test, type Page } from '@playwright/test';
import { emailOf, fullNameOf } from './support/accounts.ts';
import { signIn, userMenuButton } from './support/session.ts';

/**
 * The coordinator's menu, written out from operations §2 'Sidebar menus' ("Coordinator:
 * coordinator-dashboard, ..., kci (Create KCI), auto-allocate"): each entry is its path in words,
 * in the spec's order, with the spec's own text where it gives one. Written here on purpose, not
 * imported from the portal's menu table: the test is the independent oracle.
 */
const COORDINATOR_MENU = [
  'Coordinator Dashboard',
  'Coordinator Project List',
  'Tasks',
  'Ticket List',
  'Invoice Requests',
  'Partner Invoices',
  'Create Ticket',
  'Bulk Document Upload Link Generator',
  'Escalate Tasks',
  'Project Expense',
  'Spare Management',
  'Raw Address',
  'Notification Dashboard',
  'Create Techlocal Ticket',
  'Escalate',
  'Tools',
  'Chat',
  'To-Do',
  'Create KCI',
  'Auto Allocate',
  // Beyond the spec (issue 23): the day's punches with shared places.
  'Attendance Records',
];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Operations §2 'Shell', 'Sidebar menus', 'Mobile header', 'Attendance dialog'; §4 'Update check'. */
test.describe('authenticated shell', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a coordinator sees the operations menu of the spec, grouped, and a menu item navigates', async ({
    page,
  }) => {
    await signIn(page, emailOf('coordinator'), { card: 'Project Management' });
    await expect(page).toHaveURL(/\/ticket-list$/);
    const nav = mainMenu(page);
    await expect(nav.getByRole('button', { name: 'Tickets' })).toHaveAttribute('data-current');
    // Every entry of the spec's list, once: the bar's links and the items of each group's menu.
    const entries = await nav.getByRole('link').allTextContents();
    for (const group of await nav.getByRole('button').all()) {
      await group.click();
      const menu = page.getByRole('menu');
      entries.push(...(await menu.getByRole('menuitem').allTextContents()));
      if ((await group.textContent()) === 'Tickets') {
        await expect(menu.getByRole('menuitem', { name: 'Ticket List' })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(group).toBeFocused();
    }
    expect([...entries].sort()).toEqual([...COORDINATOR_MENU].sort());

    await nav.getByRole('button', { name: 'Tasks', exact: true }).click();
    await page
      .getByRole('menu', { name: 'Tasks' })
      .getByRole('menuitem', { name: 'Tasks', exact: true })
      .click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    await expect(nav.getByRole('button', { name: 'Tasks', exact: true })).toHaveAttribute('data-current');
  });

  for (const role of ['coordinator', 'project_manager'] as const) {
    test(`at 1366x768 a ${role}'s navigation bar is one row, reached by keyboard`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, emailOf(role), { card: 'Project Management' });
      const nav = mainMenu(page);
      const tasks = nav.getByRole('button', { name: 'Tasks', exact: true });
      await expect(tasks).toBeVisible();
      // One row: the list's content box is exactly one entry high.
      const { content, entry } = await nav.evaluate((element) => {
        const list = element.querySelector('ul')!;
        const style = getComputedStyle(list);
        const padding = Number.parseFloat(style.paddingBlockStart) + Number.parseFloat(style.paddingBlockEnd);
        return {
          content: Math.round(list.clientHeight - padding),
          entry: Math.round(list.querySelector('li')!.getBoundingClientRect().height),
        };
      });
      expect(content).toBe(entry);

      // Keyboard: Enter opens the group, arrows move, Enter follows the item.
      await tasks.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: 'Tasks' });
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(tasks).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: 'Tasks', exact: true })).toBeFocused();
      await page.keyboard.press('End');
      await expect(menu.getByRole('menuitem', { name: 'Create KCI' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/kci$/);
      await expect(tasks).toHaveAttribute('data-current');
    });
  }

  test('punch in and out through the attendance dialog (operations §2, §4, §8)', async ({ page }) => {
    await signIn(page, emailOf('data_entry'), { card: 'Project Management' });
    await expect(page).toHaveURL(/\/tasks$/);
    await page.getByRole('button', { name: 'Punch In/Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attendance' });
    await expect(dialog).toBeVisible();

    const punchIn = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/partner/partner-active-time/') &&
        response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Punch In' }).click();
    expect((await punchIn).status()).toBe(200);
    await expect(page.getByText('Punch In Successfully!').first()).toBeAttached();
    await expect(dialog.getByText('Time elapsed')).toBeVisible();
    await expect(dialog.getByText(/^0 hours 0 minutes$/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Punch Out' }).click();
    await expect(page.getByText('Punch Out Successfully!').first()).toBeAttached();
    await expect(dialog.getByText('You have punched out for today.')).toBeVisible();

    // Reopening loads today's state from the server: already punched out.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Punch In/Out' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Attendance' }).getByText('Time worked today'),
    ).toBeVisible();
  });

  test('below 992 px the mobile header has the menu toggle, and the menu opens as a drawer', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signIn(page, emailOf('coordinator'), { card: 'Project Management' });
    await expect(page).toHaveURL(/\/tasks$/);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Create KCI' })).toBeVisible();
    await expect(userMenuButton(page, fullNameOf('coordinator'))).toBeVisible();

    // Choosing a link navigates and closes the drawer.
    await drawer.getByRole('link', { name: 'Ticket List' }).click();
    await expect(page).toHaveURL(/\/ticket-list$/);
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('asks to reload when /meta.json serves a newer version; Later closes it', async ({ page }) => {
    await page.route('**/meta.json?*', (route) => route.fulfill({ json: { version: '99.0.0' } }));
    await signIn(page, emailOf('qc'), { card: 'Project Management' });
    const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Reload to use version 99.0.0.');
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
  });

  test('confirming the update stores the acknowledged version and reloads with ?t=', async ({ page }) => {
    await page.route('**/meta.json?*', (route) => route.fulfill({ json: { version: '99.0.0' } }));
    await signIn(page, emailOf('qc'), { card: 'Project Management' });
    const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
    const checkedAgain = page.waitForRequest(
      (request) =>
        /\/qc-ticket-list\?t=\d+$/.test(page.url()) && new URL(request.url()).pathname === '/meta.json',
    );
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/qc-ticket-list\?t=\d+$/);
    await checkedAgain;
    expect(await page.evaluate(() => localStorage.getItem('acknowledgedVersion'))).toContain('99.0.0');
    // Acknowledged: the reloaded page does not ask again for the same version.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QC Ticket List');
    await expect(prompt).toHaveCount(0);
  });

  test('no prompt when the served version is the running one', async ({ page }) => {
    const meta = page.waitForResponse((response) => new URL(response.url()).pathname === '/meta.json');
    await signIn(page, emailOf('qc'), { card: 'Project Management' });
    expect(await (await meta).json()).toEqual(expect.objectContaining({ version: expect.any(String) }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QC Ticket List');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
