import { expect, test, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { failApi, outlastRetries } from './support/failures.ts';
import { completeContact, partner, stepTitle } from './support/registration.ts';
import { readStorage, openSignedIn, signIn, toasts } from './support/session.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

/**
 * Partner Management's other roles (issue 14), against the reference server's seeded records:
 * internal agents register a partner through 'Create New Record' and update a pending partner's
 * bank details (a staff action, with the IFSC lookup) after a refused IFSC that keeps what was
 * typed; QA read the rejected records with the reason; admin searches the records in the URL and
 * reads the registered partners; the pending partner enters their own bank details after a server
 * failure; a partner employee gets the service call report link of a ticket naming them; an
 * accounts user approves a KYC after a failure. Spec: access §1, §6; operations §2, §6, §7.
 */
test.slow();

const recordsGrid = (page: Page) => page.getByRole('grid', { name: 'Partner records' });

/** The names in the first column of a records grid (waits for the first loaded row, not a skeleton). */
async function rowNames(page: Page, grid = recordsGrid(page)): Promise<string[]> {
  await expect(grid.getByRole('rowheader').first()).toHaveText(/\S/);
  return (await grid.getByRole('rowheader').allTextContents()).map((name) => name.trim());
}

/**
 * Loads `url` (its search/filters in the query) while the records list call answers 500: the
 * error with Retry shows, the search box keeps `search` and the URL keeps its query; Retry after
 * the server is back brings the row named `search` back.
 */
async function failedLoadKeepsSearch(
  page: Page,
  url: string,
  grid: ReturnType<typeof recordsGrid>,
  search: string,
) {
  const restore = await failApi(page, '/api/partner/records/');
  await page.clock.install();
  await page.goto(url);
  const failed = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search partner records' })).toHaveValue(search);
  await expect(page).toHaveURL(url);
  await outlastRetries(page, restore);
  await restore();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(grid.getByRole('rowheader', { name: search, exact: true })).toBeVisible();
  await expect(page).toHaveURL(url);
}

test("internal_agent: 'Create New Record' opens the registration flow; the new registration is a record", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const who = partner(90);
  await signIn(page, emailOf('internal_agent'));
  await expect(page).toHaveURL(/\/records$/);
  await expect(recordsGrid(page).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Create New Record' }).click();
  await expect(page).toHaveURL(/\/partner-registration$/);
  await expect(stepTitle(page, 'Contact Details')).toBeVisible();
  await completeContact(page, who, false, false);

  // The wizard's registration is listed among the records, in progress, and opens for staff.
  await page.goto(`/records?status=registration&search=${encodeURIComponent(who.companyName)}`);
  const row = recordsGrid(page).getByRole('row').filter({ hasText: who.companyName });
  await expect(row).toContainText('Registration in progress');
  await row.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: who.companyName })).toBeVisible();
  await expect(page.getByText('What is still needed for approval')).toBeVisible();
});

test("internal_agent: updates a pending partner's bank details (staff action) after a refused IFSC that keeps the input", async ({
  page,
}) => {
  await openSignedIn(page, emailOf('internal_agent'), '/records?status=pending&kyc_status=pending');
  const name = (await rowNames(page)).find((each) => !each.startsWith('Demo Pending Partner'));
  expect(name, 'a pending record other than the demo pending partner').toBeTruthy();
  await recordsGrid(page)
    .getByRole('rowheader', { name: name ?? '', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff actions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All records' })).toBeVisible();
  // Staff never answer the partner's tickets.
  await expect(page.getByRole('button', { name: /^Accept TKT-/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Update bank details' }).click();
  const dialog = page.getByRole('dialog', { name: `Bank details of ${name}` });
  await dialog.getByRole('textbox', { name: /Account holder/ }).fill(name ?? '');
  const number = dialog.getByRole('textbox', { name: /Account number/ });
  await number.fill('501009876543');
  const ifsc = dialog.getByRole('textbox', { name: /IFSC/ });
  await ifsc.fill('ZZZZ0000000');
  await expect(dialog.getByText('Branch not found for this IFSC')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No bank branch found for IFSC ZZZZ0000000.');
  await expect(number).toHaveValue('501009876543');

  await ifsc.fill('sbin0004321');
  await expect(dialog.getByText('State Bank of India, Fort, Mumbai')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(toasts(page)).toContainText(`Bank details of ${name} saved.`);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('XXXXXXXX6543')).toBeVisible();
  await expect(page.getByText('State Bank of India, Fort, Mumbai')).toBeVisible();
  await expect(page.getByText('Bank account and IFSC')).toHaveCount(0);
});

test('qa: /qc/rejected shows the rejected records with the reason, keeps the search through a failed load; one opens with what is missing', async ({
  page,
}) => {
  await signIn(page, emailOf('qa'), { card: 'Partner Management' });
  await expect(page).toHaveURL(/\/records$/);
  await page.goto('/qc/rejected');
  const grid = page.getByRole('grid', { name: 'Rejected records' });
  await expect(grid.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  const row = grid.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  await expect(row).toContainText('KYC rejected');
  await expectNoAxeViolations(page, '/qc/rejected');
  const name = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  // A failed load (500) keeps the search in the box and the URL; Retry brings the row back.
  await failedLoadKeepsSearch(page, `/qc/rejected?search=${encodeURIComponent(name)}`, grid, name);
  await expect(row).toContainText('KYC rejected');
  await row.getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('New KYC documents: the last ones were rejected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff actions' })).toBeVisible();
});

test('admin (Partner Management): search in the URL (kept through failed loads), registered partners, opens a partner with staff actions and a signed scan link', async ({
  page,
}) => {
  await signIn(page, emailOf('admin'), { card: 'Partner Management' });
  await expect(page).toHaveURL(/\/records$/);
  const [first = ''] = await rowNames(page);
  const search = page.getByRole('searchbox', { name: 'Search partner records' });
  await search.fill(first);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(recordsGrid(page).getByRole('rowheader', { name: first, exact: true })).toBeVisible();
  // The URL keeps the search across a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search partner records' })).toHaveValue(first);
  await expect(recordsGrid(page).getByRole('rowheader', { name: first, exact: true })).toBeVisible();
  // A failed load (500) keeps the search in the box and the URL; Retry brings the row back.
  await failedLoadKeepsSearch(page, `/records?search=${encodeURIComponent(first)}`, recordsGrid(page), first);

  await page.goto('/registered-partners');
  const grid = page.getByRole('grid', { name: 'Registered partners' });
  const row = grid.getByRole('row').nth(1);
  await expect(row).toContainText('KYC verified');
  const name = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  await failedLoadKeepsSearch(page, `/registered-partners?search=${encodeURIComponent(name)}`, grid, name);
  await expect(row).toContainText('KYC verified');
  await row.getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('What is still needed for approval')).toHaveCount(0);
  // The scans open through a signed display link (60 s) asked for when opened (operations §7 'File upload' 3).
  const link = page.waitForResponse((response) => response.url().includes('/document-link/'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'View PAN scan' }).click();
  const answer = await link;
  expect(answer.status()).toBe(200);
  const signed = (await answer.json()) as { url: string; expires_in: number };
  expect(signed.expires_in).toBe(60);
  expect(signed.url).toContain('X-Amz-Signature=');
  await (await popup).close();
  await page.getByRole('button', { name: 'All records' }).click();
  await expect(page).toHaveURL(/\/records$/);
});

test('partner (pending): sees what is missing and enters the bank details after a failure that keeps them', async ({
  page,
}) => {
  await signIn(page, emailOf('partner.pending'), { card: 'Partner Management' });
  const { uuid } = await readStorage(page, ['uuid']);
  await expect(page).toHaveURL(new RegExp(`/detail/${uuid}$`));
  await expect(page.getByText('What is still needed for approval')).toBeVisible();
  await expect(page.getByText('Bank account and IFSC')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff actions' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Update bank details' }).click();
  const dialog = page.getByRole('dialog', { name: /^Bank details of Demo Pending Partner/ });
  await dialog.getByRole('textbox', { name: /Account holder/ }).fill('Demo Pending Partner Co');
  const number = dialog.getByRole('textbox', { name: /Account number/ });
  await number.fill('501002345678');
  await dialog.getByRole('textbox', { name: /IFSC/ }).fill('HDFC0001234');
  await expect(dialog.getByText('HDFC Bank, MG Road, Bengaluru')).toBeVisible();

  await page.route('**/api/partner/records/*/bank/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }),
  );
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Something went wrong!');
  await expect(number).toHaveValue('501002345678');

  await page.unroute('**/api/partner/records/*/bank/');
  await dialog.getByRole('button', { name: 'Save bank details' }).click();
  await expect(toasts(page)).toContainText('Bank details of Demo Pending Partner Co saved.');
  await expect(page.getByText('HDFC Bank, MG Road, Bengaluru')).toBeVisible();
  await expect(page.getByText('Bank account and IFSC')).toHaveCount(0);
  // Still pending: the Aadhaar is missing.
  await expect(page.getByText('What is still needed for approval')).toBeVisible();
});

test('partner_employee: their account and tickets; copies a report link after a failure', async ({
  page,
}) => {
  await signIn(page, emailOf('partner_employee'));
  await expect(page).toHaveURL(/\/account-options$/);
  await expect(page.getByText('partner_employee@demo.test')).toBeVisible();
  await expect(page.getByText('Demo Partner Services')).toBeVisible();
  const tickets = page
    .getByRole('grid', { name: 'Assigned to you' })
    .or(page.getByRole('table', { name: 'Assigned to you' }));
  await expect(tickets.getByRole('row').nth(1)).toContainText('Demo Partner Employee');
  await expectNoAxeViolations(page, '/account-options');

  const link = page.getByRole('button', { name: /^Service call report link of TKT-\d+$/ }).first();
  await page.route('**/api/partner/account-options/tickets/*/report-link/', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"down"}' }),
  );
  await link.click();
  await expect(toasts(page)).toContainText('Something went wrong!');
  await expect(tickets.getByRole('row').nth(1)).toBeVisible();

  await page.unroute('**/api/partner/account-options/tickets/*/report-link/');
  await link.click();
  await expect(toasts(page)).toContainText(/Link copied: http:\/\/localhost:\d+\/cso_form\/[0-9a-f]{32}\//);
});

test('accounts_user (Finance Central): approves the newest KYC after a failure', async ({ page }) => {
  await signIn(page, emailOf('accounts_user'), { card: 'Finance Central' });
  await expect(page).toHaveURL(/\/finance$/);
  const grid = page.getByRole('grid', { name: 'Verify KYC' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // The newest: finance_user's test (partners.spec.ts) takes the oldest ones.
  const row = grid.getByRole('row').last();
  // The last row may still be a loading row for a moment: read the name once it shows one.
  await expect(row.getByRole('rowheader')).toHaveText(/\S/);
  const name = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await row.getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 2, name: `KYC of ${name}`, exact: true })).toBeVisible();
  await expect(page.getByText(/^X{8}[0-9]{4}$/)).toBeVisible();

  await page.route('**/api/finance/kyc-verification/*/decision/', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"boom"}' }),
  );
  await page.getByRole('button', { name: 'Approve KYC' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong!' })).toBeVisible();
  await expect(page).toHaveURL(/\/kyc-verify\/[0-9a-f-]{36}$/);

  await page.unroute('**/api/finance/kyc-verification/*/decision/');
  await page.getByRole('button', { name: 'Approve KYC' }).click();
  await expect(toasts(page)).toContainText(`KYC of ${name} verified`);
  await expect(page).toHaveURL(/\/finance$/);
  await expect(grid.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
});
