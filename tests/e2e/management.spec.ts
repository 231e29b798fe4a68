import { expect, test, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectListSettled } from './support/lists.ts';
import { openSignedIn } from './support/session.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

/** A list section of a management screen, found by its title (the table is named by it too). */
const grid = (page: Page, title: string) => page.getByRole('grid', { name: title });
const rowsOf = (page: Page, title: string) => grid(page, title).getByRole('row');

/**
 * The management and warehouse screens against the reference server's seeded data: every route
 * whose call is in operations §7 'Management and warehouse' shows a sortable, filterable, paged
 * list (state in the URL), the writes work, a refused role goes to the fallback, and axe (WCAG 2.2
 * AA) finds nothing on each screen. Spec: operations §2, §6, §7, §8.
 */
test.describe('management screens', () => {
  test.describe.configure({ mode: 'parallel' });
  // Several screens, axe runs and writes per test on a shared 2-core machine.
  test.slow();

  test('spare management: sort, filter, page, track, create a warehouse (project_manager)', async ({
    page,
  }) => {
    await openSignedIn(page, emailOf('project_manager'), '/spare-management', {
      card: 'Project Management',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spare Management');
    await expect(rowsOf(page, 'Warehouses').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/spare-management');

    // Sort the warehouses by name, descending: the URL keeps it and the first row changes.
    const warehouses = grid(page, 'Warehouses');
    const firstName = async () => (await warehouses.getByRole('rowheader').first().textContent()) ?? '';
    const ascending = await firstName();
    await warehouses.getByRole('columnheader', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/wh_ordering=-name/);
    await expect.poll(firstName).not.toBe(ascending);
    const names = await warehouses.getByRole('rowheader').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    // Spare tracking: 60 seeded spares over pages of 20; page 2 is in the URL and survives reload.
    const tracking = page.getByRole('region', { name: 'Spare tracking' });
    await expect(tracking.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 3');
    await tracking.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/sp_page=2/);
    await expect(tracking.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of 3');
    await page.reload();
    await expect(tracking.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of 3');

    // Filter by status: back to page 1, every row in transit.
    await tracking.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'In transit' }).click();
    await expect(page).toHaveURL(/sp_status=in_transit/);
    await expect(page).not.toHaveURL(/sp_page=/);
    await expectListSettled(tracking.getByRole('grid'), tracking.getByRole('button', { name: /In transit/ }));
    const trackingRows = tracking.getByRole('grid').getByRole('row');
    await expect(trackingRows.nth(1)).toContainText('In transit');
    for (const text of (await trackingRows.allTextContents()).slice(1)) expect(text).toContain('In transit');

    // Track one spare: its events from GET /management/get-track-detail/.
    await tracking
      .getByRole('button', { name: /^Track / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: /^Tracking of / });
    await expect(detail.getByText('Tracking events')).toBeVisible();
    await expect(detail.getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Create a warehouse: a taken code keeps what was typed, a new one is listed.
    await page.getByRole('button', { name: 'Add warehouse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add warehouse' });
    const code = `WH-E2E-${Date.now().toString().slice(-6)}`;
    await dialog.getByRole('textbox', { name: /^Code/ }).fill('WH-BOM-01');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E Test Hub');
    await dialog.getByRole('textbox', { name: /^Address/ }).fill('Plot 7, MIDC, Andheri East');
    await dialog.getByRole('textbox', { name: /^City/ }).fill('Mumbai');
    await dialog.getByRole('textbox', { name: /^State/ }).fill('Maharashtra');
    await dialog.getByRole('textbox', { name: /^Pincode/ }).fill('400093');
    await dialog.getByRole('textbox', { name: /^Manager name/ }).fill('Ravi Kumar');
    await dialog.getByRole('textbox', { name: /^Phone/ }).fill('9876543210');
    await dialog.getByRole('button', { name: 'Create warehouse' }).click();
    await expect(dialog.getByRole('alert')).toContainText('A warehouse with this code already exists.');
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('E2E Test Hub');
    await dialog.getByRole('textbox', { name: /^Code/ }).fill(code);
    await dialog.getByRole('button', { name: 'Create warehouse' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('region', { name: 'Warehouses' })
      .getByRole('searchbox', { name: 'Search' })
      .fill(code);
    await expect(page).toHaveURL(new RegExp(`wh_search=${code}`));
    await expect(grid(page, 'Warehouses').getByRole('rowheader', { name: 'E2E Test Hub' })).toBeVisible();
  });

  test('project list, analytics, escalations and tools (project_manager)', async ({ page }) => {
    await openSignedIn(page, emailOf('project_manager'), '/project-list', { card: 'Project Management' });
    await expect(rowsOf(page, 'Projects').nth(1)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText('24 results');
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'On hold' }).click();
    await expect(page).toHaveURL(/status=on_hold/);
    await expectListSettled(grid(page, 'Projects'), page.getByRole('button', { name: /On hold/ }));
    await expect(rowsOf(page, 'Projects').nth(1)).toContainText('On hold');
    for (const text of (await rowsOf(page, 'Projects').allTextContents()).slice(1))
      expect(text).toContain('On hold');
    await expectNoAxeViolations(page, '/project-list');

    await page.goto('/analytics-dashboard');
    await expect(page.getByRole('heading', { name: 'Work orders not yet invoiced' })).toBeVisible();
    await expectNoAxeViolations(page, '/analytics-dashboard');

    await page.goto('/escalate-tasks');
    await expect(rowsOf(page, 'Escalated tickets').nth(1)).toBeVisible();
    await grid(page, 'Escalated tickets').getByRole('columnheader', { name: 'Priority' }).click();
    await expect(page).toHaveURL(/ordering=priority/);
    await expect(grid(page, 'Escalated tickets').getByRole('row').nth(1)).toContainText('Low');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill('zz-no-such-ticket');
    await expect(page.getByText('No matches')).toBeVisible();
    await expectNoAxeViolations(page, '/escalate-tasks');

    await page.goto('/tools');
    await expect(rowsOf(page, 'SOW subtype actions').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/tools');
  });

  test('partner data review: approve a response; interactions and pincode partners (admin)', async ({
    page,
  }) => {
    await openSignedIn(page, emailOf('admin'), '/vendor-data-review?status=pending', {
      card: 'Partner Management',
    });
    const responses = grid(page, 'Partner data responses');
    await expect(responses.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/vendor-data-review');
    const before = await page
      .getByRole('status')
      .filter({ hasText: /result/ })
      .textContent();
    const approve = responses.getByRole('button', { name: /^Approve / }).first();
    await approve.click();
    const confirm = page.getByRole('alertdialog', { name: 'Approve partner data' });
    const answer = page.waitForResponse('**/api/partner/vendor-data-approve/');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    expect((await answer).status()).toBe(200);
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /result/ })).not.toHaveText(before ?? '');

    await page.goto('/all-interactions');
    await expect(rowsOf(page, 'Partner interactions').nth(1)).toBeVisible();
    await page.getByRole('button', { name: /Channel/ }).click();
    await page.getByRole('option', { name: 'WhatsApp' }).click();
    await expect(page).toHaveURL(/channel=whatsapp/);
    await expectNoAxeViolations(page, '/all-interactions');

    await page.goto('/pincode-partners');
    await page.getByRole('textbox', { name: 'Pincode' }).fill('560001');
    await expect(page).toHaveURL(/pin=560001/);
    await expect(rowsOf(page, 'Partners serving the pincode').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, '/pincode-partners');
  });

  test('failure paths: 5xx, offline and 4xx messages, then Retry (operations §8 "Shared HTTP")', async ({
    page,
  }) => {
    await openSignedIn(page, emailOf('project_manager'), null, { card: 'Project Management' });
    let mode: 'server-error' | 'offline' | 'refused' | 'live' = 'server-error';
    let requests = 0;
    await page.route('**/api/management/projects/**', async (route) => {
      requests += 1;
      if (mode === 'server-error') return route.fulfill({ status: 500, json: { message: 'internal trace' } });
      if (mode === 'offline') return route.abort('internetdisconnected');
      if (mode === 'refused')
        return route.fulfill({ status: 400, json: { message: 'page must be a whole number.' } });
      return route.continue();
    });
    // The app's back-off timers run on Playwright's clock (which otherwise flows as real time), so the
    // wait below for every pending retry is a jump of the clock, not a real sleep.
    await page.clock.install();
    await page.goto('/project-list');
    const failure = page.getByRole('region', { name: 'Projects' }).getByRole('alert');
    await expect(failure).toContainText('The list could not be loaded.');
    await expect(failure).toContainText('Something went wrong!');
    await expect(failure).not.toContainText('internal trace');
    mode = 'offline';
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toContainText('Network Unavailable, Please check your internet connection.');
    mode = 'refused';
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toContainText('page must be a whole number.');
    // The app retries 5xx and network failures on its own (1, 2, 4 s, ±50 %), and a 4xx ends such a
    // chain. Jump past the longest back-off (6 s) until no retry comes any more, so that only Retry
    // can bring the list back below. A retry the jump fires starts its fetch in the timer's task; a
    // fetch of our own made after the jump reaches the network after it.
    for (let seen = -1; seen !== requests;) {
      seen = requests;
      await page.clock.fastForward(6_500);
      await page.evaluate(() => fetch('/api/meta.json').then((response) => response.text()));
    }
    mode = 'live';
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(rowsOf(page, 'Projects').nth(1)).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test('a role outside the route table goes to the fallback (project_manager at /vendor-data-review)', async ({
    page,
  }) => {
    await openSignedIn(page, emailOf('project_manager'), '/vendor-data-review', {
      card: 'Project Management',
    });
    await expect(page).toHaveURL(/\/not-found$/);
  });
});
