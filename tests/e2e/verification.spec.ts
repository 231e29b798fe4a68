import { expect, test, type Locator, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { signIn, toasts } from './support/session.ts';

/**
 * The verification and audit roles of issue 14 against the reference server's seeded work: each
 * role lands on its own queue and completes its primary action end to end. Each first meets a
 * server failure (a 500 forced with page.route) that keeps what the user typed, then succeeds.
 * Serial: the tests change shared seeded items. Spec: access §6; operations §2, §6.
 */
test.describe.configure({ mode: 'default' });
test.slow();

/** Answers the next `method` call to `url` with a 500, once. */
async function failOnce(page: Page, url: string) {
  await page.route(
    url,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"status":500,"message":"Internal server error"}',
          })
        : route.fallback(),
    { times: 1 },
  );
}

/** The ticket number of the first row of `grid`, once the rows have loaded. */
async function firstNumber(grid: Locator): Promise<string> {
  const header = grid.getByRole('row').nth(1).getByRole('rowheader');
  await expect(header).toHaveText(/^TKT-\d+$/);
  return ((await header.textContent()) ?? '').trim();
}

/** Chooses the radio `name` inside `scope` with the keyboard (react-aria radios). */
async function chooseRadio(page: Page, scope: Locator, name: string) {
  await scope.getByRole('radio', { name, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(scope.getByRole('radio', { name, exact: true })).toBeChecked();
}

test('kci: completes a KCI checklist (a failed item with its remark); a server error keeps the answers', async ({
  page,
}) => {
  await signIn(page, emailOf('kci'));
  await expect(page).toHaveURL(/\/kci-tasks$/);
  const grid = page.getByRole('grid', { name: 'KCI tasks' });
  const number = await firstNumber(grid);
  expect(number).toMatch(/^TKT-3\d{5}$/);
  await grid.getByRole('button', { name: `Complete checklist ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`KCI of ${number}$`) });
  await expect(dialog).toBeVisible();

  const groups = dialog.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await chooseRadio(page, groups.nth(0), 'Fail');
  for (let i = 1; i < count; i++) await chooseRadio(page, groups.nth(i), 'Pass');
  // A failed item needs its remark.
  await dialog.getByRole('button', { name: 'Save checklist' }).click();
  await expect(dialog.getByText('Say what failed.')).toBeVisible();
  const remark = dialog.getByRole('textbox').first();
  await remark.fill('Serial sticker torn, photo unreadable');

  await failOnce(page, '**/api/management/kci-tasks/*/complete/');
  await dialog.getByRole('button', { name: 'Save checklist' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(remark).toHaveValue('Serial sticker torn, photo unreadable');
  await expect(groups.nth(0).getByRole('radio', { name: 'Fail', exact: true })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save checklist' }).click();
  await expect(toasts(page)).toContainText(`KCI checklist of ${number} completed: failed.`);
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('rowheader', { name: number, exact: true })).toHaveCount(0);
});

test('auditor_user: opens a document through its signed link and rejects it with a reason; a server error keeps the reason', async ({
  page,
}) => {
  await signIn(page, emailOf('auditor_user'));
  await expect(page).toHaveURL(/\/audit-documents$/);
  const grid = page.getByRole('grid', { name: 'Audit documents' });
  const row = grid.getByRole('row').nth(1);
  const number = await firstNumber(grid);
  await row.getByRole('button', { name: /^Review / }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Review .+ of ${number}$`) });
  await expect(dialog).toBeVisible();

  // The signed display link (60 s) is asked for when the document is opened.
  const link = page.waitForResponse((response) => response.url().includes('/file-link/'));
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Open document' }).click();
  const answer = await link;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { expires_in: number }).expires_in).toBe(60);
  await (await popup).close();

  await chooseRadio(page, dialog.getByRole('radiogroup', { name: 'Decision' }), 'Reject');
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await reason.fill('Invoice copy is cut off at the bottom');
  await failOnce(page, '**/api/management/audit-documents/*/review/');
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(reason).toHaveValue('Invoice copy is cut off at the bottom');

  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(toasts(page)).toContainText(`of ${number} rejected.`);
  await expect(dialog).toBeHidden();
});

test('verify_scheduler: schedules the verification of a completed visit; a server error keeps the values', async ({
  page,
}) => {
  await signIn(page, emailOf('verify_scheduler'), { card: 'Project Management' });
  await expect(page).toHaveURL(/\/verify-schedule$/);
  const grid = page.getByRole('grid', { name: 'Visits to verify' });
  const row = grid.getByRole('row').nth(1);
  const number = await firstNumber(grid);
  await row.getByRole('button', { name: `Schedule ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule the verification of ${number}` });
  await expect(dialog).toBeVisible();

  // Proposed: tomorrow 10:00 by phone call; the visit is chosen and the assignee typed.
  await chooseRadio(page, dialog.getByRole('radiogroup', { name: 'Channel' }), 'Visit');
  const assignee = dialog.getByRole('textbox', { name: /Who calls or visits/ });
  await assignee.fill('Meera Iyer');
  await failOnce(page, '**/api/management/verify-schedule/*/schedule/');
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(assignee).toHaveValue('Meera Iyer');
  await expect(dialog.getByRole('radio', { name: 'Visit', exact: true })).toBeChecked();

  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(toasts(page)).toContainText(`Verification of ${number} scheduled.`);
  await expect(dialog).toBeHidden();
  const scheduled = grid
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: number, exact: true }) });
  await expect(scheduled).toContainText('Meera Iyer');
  await expect(scheduled.getByRole('button', { name: `Record outcome ${number}` })).toBeVisible();
});

test('customer_connect: resolves a raw address with the pincode lookup; a server error keeps the pincode', async ({
  page,
}) => {
  await signIn(page, emailOf('customer_connect'), { card: 'Project Management' });
  await expect(page).toHaveURL(/\/raw-address$/);
  const grid = page.getByRole('grid', { name: 'Addresses to resolve' });
  const row = grid.getByRole('row').nth(1);
  const number = await firstNumber(grid);
  await row.getByRole('button', { name: `Resolve ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resolve the address of ${number}` });
  await expect(dialog).toBeVisible();

  const pincode = dialog.getByRole('textbox', { name: /Pincode/ });
  await pincode.fill('560001');
  // The lookup fills the district (the pincode's first) and the state.
  await expect(dialog.getByRole('textbox', { name: 'State' })).toHaveValue('Karnataka');
  await expect(dialog.getByRole('button', { name: /District/ })).toBeEnabled();

  await failOnce(page, '**/api/management/raw-addresses/*/resolve/');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(pincode).toHaveValue('560001');

  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(toasts(page)).toContainText(`Address of ${number} resolved to`);
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('rowheader', { name: number, exact: true })).toHaveCount(0);
});

test('rate cards: a rate link opened while signed out lands on the card after sign-in; the list leads to each card', async ({
  page,
}) => {
  // Access §3/§4: the rateId is remembered while signed out and leads to /rate/{rateId} after sign-in.
  await page.goto('/rate/RC-002');
  await expect(page).toHaveURL(/\/portals$/);
  await signIn(page, emailOf('project_manager'));
  await expect(page).toHaveURL(/\/rate\/RC-002$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Rate card RC-002' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Base visit' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Rates' })).toContainText('₹');

  await page.goto('/rate-cards');
  await expect(page).toHaveURL(/\/not-found$/);
});

test('partner plans: a partner who opened /partner-plans signed out lands on the plans after sign-in', async ({
  page,
}) => {
  await page.goto('/partner-plans');
  await expect(page).toHaveURL(/\/portals$/);
  await signIn(page, emailOf('partner'));
  await expect(page).toHaveURL(/\/partner-plans$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Partner plans' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Base visit rates that apply' })
      .or(page.getByRole('grid', { name: 'Base visit rates that apply' })),
  ).toContainText('Installation');

  // The rate cards list (partner pages) leads to one card.
  await page.goto('/rate-cards');
  const grid = page.getByRole('grid', { name: 'Rate cards' });
  await grid.getByRole('link', { name: 'RC-001' }).click();
  await expect(page).toHaveURL(/\/rate\/RC-001$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Rate card RC-001' })).toBeVisible();
});
