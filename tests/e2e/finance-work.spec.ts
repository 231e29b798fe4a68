import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { readStorage, openSignedIn } from './support/session.ts';

/**
 * The finance user's work lists (issue 14) against the reference server's seed: /actions lists
 * the pending tasks the menu's Actions badge counts (KYCs to verify, invoice requests to review)
 * and opens one; /tpp-transactions lists the payments recorded by mark-paid with partner and month
 * filters in the URL. A server error shows the shared failure text (and keeps the filters).
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// axe-core is injected as an inline script, which the production CSP would block.
test.use({ bypassCSP: true });

const grid = (page: Page, name: string): Locator => page.getByRole('grid', { name });
const bodyRows = (table: Locator): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });

/** Calls the API as the signed-in user of `page`. */
async function apiGet(page: Page, path: string) {
  const { token } = await readStorage(page, ['token']);
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Token ${token}` } });
  return (await response.json()) as Record<string, unknown>;
}

test('finance_user sees the pending tasks the Actions badge counts and opens one', async ({ page }) => {
  await openSignedIn(page, emailOf('finance_user'), '/actions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actions');
  const actions = grid(page, 'Actions');
  await expect(bodyRows(actions).first()).toBeVisible();
  const count = (await apiGet(page, '/finance/task-count/')).task_count as number;
  expect(count).toBeGreaterThan(0);
  await expect(bodyRows(actions)).toHaveCount(count);
  // The menu's Actions entry sits in the collapsed 'More' group at this width.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: `Actions ${count} pending` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(actions.getByText('KYC verification').first()).toBeVisible();
  await expect(actions.getByText('Invoice request review').first()).toBeVisible();
  await expectNoAxeViolations(page, '/actions');

  await actions
    .getByRole('button', { name: /^Open KYC verification: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/kyc-verify\/[0-9a-f-]{36}$/);
});

test('a server error on /actions shows the failure text', async ({ page }) => {
  await openSignedIn(page, emailOf('finance_user'), null);
  await page.route('**/api/finance/actions/', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'database down' } }),
  );
  await page.goto('/actions');
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
});

test('finance_user lists TPP transactions, filters by partner and month, a 5xx keeps the filters', async ({
  page,
}) => {
  await openSignedIn(page, emailOf('finance_user'), '/tpp-transactions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/TPP Transactions/i);
  const table = grid(page, 'TPP transactions');
  await expect(bodyRows(table).first()).toBeVisible();
  await expect(page.getByLabel('Totals of the filtered transactions')).toContainText('₹');
  await expectNoAxeViolations(page, '/tpp-transactions');

  const all = await apiGet(page, '/finance/tpp-transactions/');
  const first = (all.results as { partner: { id: number; name: string }; payment_date: string }[])[0]!;
  const month = first.payment_date.slice(0, 7);
  await page.goto(`/tpp-transactions?partner=${first.partner.id}&month=${month}`);
  await expect(bodyRows(table).first()).toBeVisible();
  const filtered = await apiGet(
    page,
    `/finance/tpp-transactions/?partner=${first.partner.id}&month=${month}`,
  );
  await expect(bodyRows(table)).toHaveCount(filtered.count as number);
  for (const row of await bodyRows(table).all()) await expect(row).toContainText(first.partner.name);

  await page.route('**/api/finance/tpp-transactions/**', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'database down' } }),
  );
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`partner=${first.partner.id}&month=${month}`));
});
