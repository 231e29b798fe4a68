import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectListSettled } from './support/lists.ts';
import { openSignedIn, toastsSeen, watchToasts } from './support/session.ts';

/**
 * The finance screens (operations §7 'Finance', §6, §8) against the reference server's seeded
 * data: 30 invoice requests (10 pending, 12 approved of which 8 invoiced and 2 whose invoice
 * creation failed, 8 rejected) and 40 partners with work orders to invoice. One invoice request
 * goes through its life here, so the steps run in order on one server.
 */
// Several screens, axe runs and sign-ins per test: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// axe-core is injected as an inline script, which the production CSP would block.
test.use({ bypassCSP: true });

const grid = (page: Page, name: string): Locator => page.getByRole('grid', { name });
const bodyRows = (table: Locator): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });
/** Waits until `table` shows page `page` of its answer (the pager of `section` renders it). */
const onPage = (section: Locator, table: Locator, page: number): Promise<void> =>
  expectListSettled(
    table,
    section.getByRole('navigation', { name: 'Pagination' }).first().getByText(`Page ${page} of`),
  );
const success = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

/** Ticks a checkbox or radio from the keyboard (its input is visually hidden under the styled box). */
async function tick(control: Locator): Promise<void> {
  await control.focus();
  await control.page().keyboard.press('Space');
  await expect(control).toBeChecked();
}

async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).click();
}

let requestNumber = '';

test('a coordinator lists partners with work orders and raises an invoice request', async ({ page }) => {
  await watchToasts(page);
  await openSignedIn(page, emailOf('coordinator'), '/invoice-requests', { card: 'Project Management' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice Requests');
  const partners = grid(page, 'Partners with work orders to invoice');
  await expect(bodyRows(partners)).toHaveCount(20);

  // Sort by open amount, descending on the second press; the URL keeps it.
  const amount = partners.getByRole('columnheader', { name: 'Open amount' });
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/partners_ordering=-open_amount/);

  // Page 2 of the 40 partners.
  const partnersSection = page.getByRole('region', { name: 'Partners with work orders to invoice' });
  await partnersSection.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/partners_page=2/);
  // Until page 2's answer arrives the table still shows page 1's rows (marked busy).
  await onPage(partnersSection, partners, 2);
  await expect(bodyRows(partners)).toHaveCount(20);

  await expectNoAxeViolations(page, '/invoice-requests');

  // Raise a request for the first partner of the page with its first work order.
  const first = bodyRows(partners).first();
  const partnerName = (await first.getByRole('rowheader').textContent()) ?? '';
  await first.getByRole('button', { name: `Request invoice for ${partnerName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice request' });
  await dialog.getByRole('button', { name: 'Create invoice request' }).click();
  await expect(dialog.getByText('Choose at least one work order.')).toBeVisible();
  await tick(dialog.getByRole('checkbox').first());
  await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Raised by the end-to-end test');
  await expectNoAxeViolations(page, 'the new invoice request dialog');
  await dialog.getByRole('button', { name: 'Create invoice request' }).click();
  await expect(dialog).toBeHidden();
  // The toast shows for 1 s: it is read as the page rendered it (watchToasts), not after that second.
  await expect.poll(() => toastsSeen(page)).toContain('Invoice request created.');

  // The newest request (default ordering -created_at) is the new one, pending, for that partner.
  const requests = grid(page, 'Invoice requests');
  const newest = bodyRows(requests).first();
  await expect(newest).toContainText(partnerName);
  await expect(newest).toContainText('Pending');
  requestNumber = (await newest.getByRole('rowheader').textContent()) ?? '';
  expect(requestNumber).toMatch(/^IR-\d{6}$/);
  // A coordinator may not review (finance_user only): no Review action.
  await expect(requests.getByRole('button', { name: /^Review/ })).toHaveCount(0);
});

test('finance_user sorts, filters and pages invoice requests, then approves the new one', async ({
  page,
}) => {
  expect(requestNumber, 'the previous test raised a request').not.toBe('');
  await openSignedIn(page, emailOf('finance_user'), '/invoice-request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice Request');
  const requests = grid(page, 'Invoice requests');
  await expect(bodyRows(requests)).toHaveCount(20);
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText('67 results');

  const amount = requests.getByRole('columnheader', { name: 'Amount' });
  await amount.click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/ordering=amount/);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await onPage(page.getByRole('region', { name: 'Invoice requests' }), requests, 2);
  // 30 seeded requests, 36 more of the payables seed (issue 14) and the new one: 20 per page.
  await expect(bodyRows(requests)).toHaveCount(20);

  await choose(page, page.getByRole('button', { name: /Status/ }).first(), 'Pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).not.toHaveURL(/[?&]page=2/);
  await expect(bodyRows(requests)).toHaveCount(11);
  for (const row of await bodyRows(requests).all()) await expect(row).toContainText('Pending');
  await expectNoAxeViolations(page, '/invoice-request');

  await page.getByRole('searchbox', { name: 'Search request, invoice or partner' }).fill(requestNumber);
  await expect(bodyRows(requests)).toHaveCount(1);
  await requests.getByRole('button', { name: `Review ${requestNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review invoice request ${requestNumber}` });
  await tick(dialog.getByRole('radio', { name: 'Reject' }));
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog.getByText('Remarks are required to reject.')).toBeVisible();
  await tick(dialog.getByRole('radio', { name: 'Approve' }));
  await expectNoAxeViolations(page, 'the review dialog');
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog).toBeHidden();
  await expect(success(page, 'Invoice request approved.')).toBeVisible();
  // Approved: no longer pending, so the pending filter leaves nothing for this search.
  await expect(page.getByText('No matches')).toBeVisible();
});

test('finance_user generates the partner invoice, downloads it, resends and retries', async ({ page }) => {
  expect(requestNumber, 'the first test raised a request').not.toBe('');
  await openSignedIn(page, emailOf('finance_user'), '/partner-invoice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Invoice');
  const form = page.getByRole('form', { name: 'Generate a partner invoice' });
  await choose(
    page,
    form.getByRole('button', { name: /Approved invoice request/ }),
    new RegExp(`^${requestNumber} `),
  );
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Generate and download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.csv$/);
  const content = await readFile((await download.path()) ?? '', 'utf8');
  expect(content.length).toBeGreaterThan(0);
  expect(content).toContain(`Invoice request,${requestNumber}`);
  await expect(form.getByRole('status')).toHaveText(
    `Invoice downloaded${`Invoice downloaded as ${download.suggestedFilename()}.`}`,
  );

  const invoices = grid(page, 'Partner invoices');
  await page.getByRole('searchbox', { name: 'Search request, invoice or partner' }).fill(requestNumber);
  const row = bodyRows(invoices).filter({ hasText: requestNumber });
  await expect(row).toContainText('Invoice created');
  await expectNoAxeViolations(page, '/partner-invoice');

  await row.getByRole('button', { name: /^Resend invoice INV-/ }).click();
  const resend = page.getByRole('alertdialog', { name: 'Resend invoice' });
  await resend.getByRole('button', { name: 'Resend' }).click();
  await expect(resend).toBeHidden();
  await expect(success(page, /^Invoice INV-\d{6} sent again to /)).toBeVisible();
  await expect(row.getByRole('gridcell').filter({ hasText: /^1$/ })).toHaveCount(1);

  // Retry one of the seeded invoices whose creation failed.
  const search = page.getByRole('searchbox', { name: 'Search request, invoice or partner' });
  await search.fill('');
  await search.press('Enter');
  await expect(page).not.toHaveURL(/search=/);
  await choose(page, page.getByRole('button', { name: /Invoice status/ }), 'Creation failed');
  await expect(bodyRows(invoices)).toHaveCount(2);
  const failed = bodyRows(invoices).first();
  const failedNumber = (await failed.getByRole('rowheader').textContent()) ?? '';
  await failed.getByRole('button', { name: `Retry creation of ${failedNumber}` }).click();
  const retry = page.getByRole('alertdialog', { name: 'Retry invoice creation' });
  await retry.getByRole('button', { name: 'Retry creation' }).click();
  await expect(retry).toBeHidden();
  await expect(success(page, /^Invoice INV-\d{6} created\.$/)).toBeVisible();
  await expect(bodyRows(invoices)).toHaveCount(1);
});

test('a coordinator sees the partner invoices without the finance-only actions', async ({ page }) => {
  await openSignedIn(page, emailOf('coordinator'), '/partner-invoices', { card: 'Project Management' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Invoices');
  const invoices = grid(page, 'Partner invoices');
  await expect(bodyRows(invoices)).not.toHaveCount(0);
  await expect(invoices.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, '/partner-invoices');
});

test('a role the table refuses goes to its fallback (/not-found)', async ({ page }) => {
  await openSignedIn(page, emailOf('accounts_user'), '/invoice-request', { card: 'Finance Central' });
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/partner-invoice');
  await expect(page).toHaveURL(/\/partner-invoice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Invoice');
});

test('failed calls keep what was typed and show the shared texts (5xx, 4xx, offline, 401)', async ({
  page,
}) => {
  await openSignedIn(page, emailOf('coordinator'), '/invoice-requests', { card: 'Project Management' });
  const first = bodyRows(grid(page, 'Partners with work orders to invoice')).first();
  const partnerName = (await first.getByRole('rowheader').textContent()) ?? '';
  await first.getByRole('button', { name: `Request invoice for ${partnerName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice request' });
  const workOrder = dialog.getByRole('checkbox').first();
  await tick(workOrder);
  const remarks = dialog.getByRole('textbox', { name: 'Remarks' });
  await remarks.fill('Keep this text');
  const create = dialog.getByRole('button', { name: 'Create invoice request' });

  const answerPost = async (answer: (route: Route) => Promise<void>) => {
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/api/finance/invoice-request/', (route) =>
      route.request().method() === 'POST' ? answer(route) : route.fallback(),
    );
  };
  // 5xx: no server text, only 'Something went wrong!' (operations §8 'Shared HTTP').
  await answerPost((route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'database down' } }),
  );
  await create.click();
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong!');
  await expect(dialog.getByText('database down')).toHaveCount(0);
  // 4xx: the server's message.
  await answerPost((route) =>
    route.fulfill({
      status: 409,
      json: { status: 409, message: 'Work orders already in an invoice request: 1.' },
    }),
  );
  await create.click();
  await expect(dialog.getByRole('alert')).toContainText('Work orders already in an invoice request: 1.');
  // Offline.
  await answerPost((route) => route.abort('internetdisconnected'));
  await create.click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Network Unavailable, Please check your internet connection.',
  );
  await expect(workOrder).toBeChecked();
  await expect(remarks).toHaveValue('Keep this text');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });

  // 401 on a list: 'Invalid Credentials!' with Retry, which loads the list once the server answers.
  let refuse = true;
  await page.route('**/api/finance/invoicerequest_partner-list/**', (route) =>
    refuse
      ? route.fulfill({ status: 401, json: { status: 401, message: 'Invalid token.' } })
      : route.fallback(),
  );
  await page.reload();
  await expect(page.getByText('Invalid Credentials!').first()).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(bodyRows(grid(page, 'Partners with work orders to invoice'))).toHaveCount(20);
});
