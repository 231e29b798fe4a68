import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { failApi, outlastRetries, type Failure } from './support/failures.ts';
import { readStorage, openSignedIn, signIn } from './support/session.ts';

/**
 * Accounts payable of Finance Central (issue 14) against the reference server's seeded payables
 * (36 invoiced partner requests over six months, some overdue, the older mostly paid) and client
 * invoices: finance_user pays an invoice (a server error first keeps the typed reference), finds it
 * in the paid list and exports the filtered payables as CSV; the payable partner lands on their
 * own invoices and downloads one; the client invoicer lands on their company's invoices.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// axe-core is injected as an inline script, which the production CSP would block.
test.use({ bypassCSP: true });

const grid = (page: Page, name: string): Locator => page.getByRole('grid', { name });
const bodyRows = (table: Locator): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });
const notice = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Calls the API as the signed-in user of `page`. */
async function apiGet(page: Page, path: string) {
  const { token } = await readStorage(page, ['token']);
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Token ${token}` } });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/**
 * Loads `url` (its search and status filter in the query) while the list call `api` answers 500:
 * the error with Retry shows, the search box `searchLabel` keeps `search`, the 'Status' filter
 * keeps `statusLabel` and the URL keeps both; Retry after the
 * server is back brings the rows back.
 */
async function failedLoadKeepsSearch(
  page: Page,
  table: Locator,
  api: string,
  url: string,
  searchLabel: string,
  search: string,
  statusLabel: string,
) {
  const restore = await failApi(page, api);
  await page.clock.install();
  await page.goto(url);
  const failed = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('searchbox', { name: searchLabel })).toHaveValue(search);
  const controls = page.getByRole('group', { name: 'Search and filters' });
  await expect(controls.getByRole('button', { name: /Status/ })).toContainText(statusLabel);
  await expect(page).toHaveURL(url);
  await outlastRetries(page, restore);
  await restore();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(bodyRows(table).first()).toContainText(search);
  await expect(page).toHaveURL(url);
}

/**
 * Presses the row's 'Download' while the download call `api` fails as `how`: the 'could not be
 * downloaded' alert shows and the list, its search and the URL stay; a second press after the
 * network is back downloads `{number}.csv`.
 */
async function failedDownloadRetries(
  page: Page,
  table: Locator,
  api: RegExp,
  how: Failure,
  searchLabel: string,
  number: string,
) {
  const url = page.url();
  const button = table.getByRole('button', { name: `Download ${number}` });
  const restore = await failApi(page, api, how);
  await button.click();
  const failed = page.getByRole('alert').filter({ hasText: 'The invoice could not be downloaded' });
  await expect(failed).toBeVisible();
  await expect(bodyRows(table).filter({ hasText: number })).toHaveCount(1);
  await expect(button).toBeEnabled();
  await expect(page.getByRole('searchbox', { name: searchLabel })).toHaveValue(number);
  expect(page.url()).toBe(url);
  await restore();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}.csv`);
  await expect(failed).toHaveCount(0);
  return download;
}

/** The status id of `row` among `labels` (id -> shown text), by the badge text it shows. */
async function rowStatus(row: Locator, labels: Record<string, string>): Promise<[string, string]> {
  for (const [id, label] of Object.entries(labels)) {
    if ((await row.getByText(label, { exact: true }).count()) > 0) return [id, label];
  }
  throw new Error(`no status among ${Object.values(labels).join(', ')}`);
}

const reference = `UTR-E2E-${Date.now().toString(36).toUpperCase()}`;

test('finance_user marks a payable paid (a server error keeps the reference), finds it paid, exports CSV', async ({
  page,
}) => {
  await openSignedIn(page, emailOf('finance_user'), '/payables');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payables');
  const payables = grid(page, 'Payables');
  await expect(bodyRows(payables).first()).toBeVisible();
  await expect(page.getByLabel('Totals of the filtered list')).toContainText('₹');
  await expectNoAxeViolations(page, '/payables');

  const first = bodyRows(payables).first();
  const invoice = ((await first.getByRole('rowheader').textContent()) ?? '').trim();
  expect(invoice).toMatch(/^INV-\d{6}$/);
  await first.getByRole('button', { name: `Mark paid ${invoice}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mark ${invoice} paid` });
  const field = dialog.getByRole('textbox', { name: /^Payment reference/ });
  await field.fill(reference);

  // A server error: the dialog stays with the shared 5xx text and the typed reference.
  await page.route('**/api/finance/payables/mark-paid/', (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'database down' } }),
  );
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong!');
  await expect(field).toHaveValue(reference);
  await page.unrouteAll({ behavior: 'wait' });

  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, `Marked paid: ${invoice} (reference ${reference}).`)).toBeVisible();
  await expect(payables.getByRole('rowheader', { name: invoice, exact: true })).toHaveCount(0);

  // Recorded once, under the typed reference.
  const paid = await apiGet(page, `/finance/paid-invoices/?search=${reference}`);
  expect(paid.body.count).toBe(1);

  // The paid list shows it with its reference and who recorded it.
  await page.goto(`/paid-invoices?search=${reference}`);
  const paidGrid = grid(page, 'Paid invoices');
  await expect(bodyRows(paidGrid)).toHaveCount(1);
  await expect(bodyRows(paidGrid).first()).toContainText(invoice);
  await expect(bodyRows(paidGrid).first()).toContainText(reference);
  await expect(bodyRows(paidGrid).first()).toContainText('Demo Finance User');

  // Export the overdue payables: the CSV has the filtered rows only.
  await page.goto('/payables?overdue=true');
  await expect(bodyRows(payables).first()).toContainText('Overdue');
  const overdue = await apiGet(page, '/finance/payables/?overdue=true&page_size=1');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payables-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Invoice,Invoice request,Partner,Partner city,Amount (INR),Invoice date,Due date,Overdue',
  );
  expect(lines).toHaveLength(Number(overdue.body.count) + 1);
  expect(lines.slice(1).every((line) => line.endsWith(',yes'))).toBe(true);
});

test('finance_user reads the dashboard and follows a month into the filtered payables', async ({ page }) => {
  await openSignedIn(page, emailOf('finance_user'), '/finance-dashboard');
  const months = grid(page, 'By invoice month');
  await expect(bodyRows(months).first()).toBeVisible();
  await expectNoAxeViolations(page, '/finance-dashboard');
  const link = bodyRows(months).first().getByRole('link');
  await link.click();
  await expect(page).toHaveURL(/\/payables\?month=\d{4}-\d{2}$/);
  await expect(bodyRows(grid(page, 'Payables')).first()).toBeVisible();
});

test('payable_partner_user lands on their own invoices only, keeps search and filter through a failed load, downloads one after an offline failure', async ({
  page,
}) => {
  await signIn(page, emailOf('payable_partner_user'), { card: 'Finance Central' });
  await expect(page).toHaveURL(/\/invoice-list$/);
  const invoices = grid(page, 'My invoices');
  await expect(bodyRows(invoices).first()).toBeVisible();
  await expectNoAxeViolations(page, '/invoice-list');
  const own = await apiGet(page, '/finance/invoice-list/?page_size=100');
  await expect(bodyRows(invoices)).toHaveCount(Math.min(20, Number(own.body.count)));
  await expect(invoices).toContainText('Requested');
  await expect(invoices).toContainText(/Paid on .*, reference UTR/);
  // Another partner's invoice (or an unknown one) is 404.
  expect((await apiGet(page, '/finance/invoice-list/999999/download/')).status).toBe(404);
  expect((await apiGet(page, '/finance/payables/')).status).toBe(403);

  const button = invoices.getByRole('button', { name: /^Download INV-\d{6}$/ }).first();
  const number = ((await button.getAttribute('aria-label')) ?? '').replace('Download ', '');
  // The search and status filter in the URL survive a failed load (500); Retry brings the rows back.
  const search = 'Search request, invoice or reference';
  const [stage, stageLabel] = await rowStatus(bodyRows(invoices).filter({ hasText: number }), {
    invoiced: 'Invoiced',
    paid: 'Paid',
  });
  const url = `/invoice-list?search=${number}&stage=${stage}`;
  await failedLoadKeepsSearch(page, invoices, '/api/finance/invoice-list/', url, search, number, stageLabel);
  // A download that fails offline shows why and keeps the list; the second try downloads.
  const download = await failedDownloadRetries(
    page,
    invoices,
    /^\/api\/finance\/invoice-list\/\d+\/download\/$/,
    'offline',
    search,
    number,
  );
  expect(await readFile((await download.path()) ?? '', 'utf8')).toContain(`Invoice number,${number}`);
});

test('client_invoicer lands on their company invoices, keeps search and filter through a failed load, downloads one after a server error', async ({
  page,
}) => {
  await signIn(page, emailOf('client_invoicer'), { card: 'Finance Central' });
  await expect(page).toHaveURL(/\/client-invoices$/);
  const invoices = grid(page, 'Client invoices');
  await expect(bodyRows(invoices)).toHaveCount(12);
  await expect(invoices).toContainText('HP India');
  await expect(invoices).not.toContainText('Dell');
  await expectNoAxeViolations(page, '/client-invoices');
  const button = invoices.getByRole('button', { name: /^Download CI-/ }).first();
  const number = ((await button.getAttribute('aria-label')) ?? '').replace('Download ', '');
  // The search and status filter in the URL survive a failed load (500); Retry brings the rows back.
  const search = 'Search invoice or project';
  const [status, statusLabel] = await rowStatus(bodyRows(invoices).filter({ hasText: number }), {
    issued: 'Issued',
    overdue: 'Overdue',
    paid: 'Paid',
  });
  const url = `/client-invoices?search=${number}&status=${status}`;
  await failedLoadKeepsSearch(
    page,
    invoices,
    '/api/finance/client-invoices/',
    url,
    search,
    number,
    statusLabel,
  );
  // A download the server fails (500) shows why and keeps the list; the second try downloads.
  await failedDownloadRetries(
    page,
    invoices,
    /^\/api\/finance\/client-invoices\/\d+\/download\/$/,
    'server-error',
    search,
    number,
  );
});
