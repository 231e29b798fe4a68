import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// The server's own reader of its PDFs' text (pdf-lib's hex-encoded Tj strings), run here in Node.
import { pdfTextLines } from '../../apps/server/src/testing/pdfText.ts';
import { DEMO_PASSWORD, emailOf } from './support/accounts.ts';
import { draftRows, outboxRows } from './support/deviceStore.ts';
import { openSignedIn } from './support/session.ts';

// India time, so the picker's local date-times map to known absolute instants.
test.use({ bypassCSP: true, timezoneId: 'Asia/Kolkata' });

/**
 * Issue 23 'Nothing typed is lost' and 'Evidence that holds up': a half-filled service call report
 * with its signature survives a reload ('Draft restored'); submits made offline are queued on the
 * device and sent once when the connection returns (Idempotency-Key); the completed report's PDF
 * is downloaded from the ticket and its hash checked.
 */
test.describe.configure({ timeout: 120_000 });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const dateGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The app is live: the server-rendered report (issue 21) is hydrated. */
const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toBeAttached();

/** Types a date-time into a picker; on the server-rendered page a press on a segment loads the app first. */
async function typeDateTime(group: Locator, digits: string, minuteSteps: number, period: 'a' | 'p') {
  const page = group.page();
  await group.getByRole('spinbutton').first().click();
  await appReady(page);
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  for (let step = 0; step < minuteSteps; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(period);
}

/** Step 1's dates: call log date and date, then (after 'Edit') the arrival and fixed dates still empty. */
async function fillReportDates(page: Page) {
  await typeDateTime(dateGroup(page, 'Call log date'), '01032026' + '09', 2, 'a');
  await typeDateTime(dateGroup(page, 'Date'), '02032026' + '01', 2, 'p');
  await page.getByRole('button', { name: 'Edit' }).click();
  for (const name of ['Arrival date', 'Fixed date']) {
    const group = dateGroup(page, name);
    if (!((await group.textContent()) ?? '').match(/\d{4}/)) {
      await typeDateTime(group, '02032026' + '11', 0, 'a');
    }
  }
}

async function drawSignature(page: Page, label: string) {
  await appReady(page);
  const pad = page.getByRole('group', { name: label }).getByRole('img', { name: /Signature drawing area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not visible');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [dx, dy] of [
    [80, 0.2],
    [140, 0.8],
    [220, 0.3],
  ] as const) {
    await page.mouse.move(box.x + Math.min(dx, box.width - 10), box.y + box.height * dy, { steps: 6 });
  }
  await page.mouse.up();
  await expect(pad).toHaveAccessibleName(/Signature added/);
}

/** The coordinator's token, through the sign-in call. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/partner/login/', {
    data: { email: emailOf('coordinator'), password: DEMO_PASSWORD },
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** Whether the page's device keeps a draft with a signature image (a data URL) in it. */
const draftHasSignature = async (page: Page) =>
  ((await draftRows(page)) ?? []).some((row) => row.json.includes('data:image/png;base64,'));

/** Whether the device's outbox holds a submit with the customer's feedback. */
const outboxHasFeedback = async (page: Page) =>
  ((await outboxRows(page)) ?? []).some((row) => row.json.includes('Fixed on the first visit.'));

/** How many drafts the page's device keeps (-1 when they cannot be read). */
const draftCount = async (page: Page) => (await draftRows(page))?.length ?? -1;

test('a half-filled report survives a reload, offline submits are sent once, and the PDF holds up', async ({
  page,
  context,
  request,
}) => {
  // A seeded assigned ticket and a fresh report link for it (as a dispatcher sends it).
  const token = await staffToken(request);
  const auth = { authorization: `Token ${token}` };
  const list = await request.get('/api/management/tickets/?page_size=1&status=assigned', { headers: auth });
  const [ticket] = ((await list.json()) as { results: { ticket_id: string }[] }).results;
  const links = await request.post(`/api/management/tickets/${ticket!.ticket_id}/links/`, { headers: auth });
  const { service_call_report: link } = (await links.json()) as { service_call_report: string };
  expect(link).toMatch(/^\/cso_form\//);

  // Half of step 1 with the engineer's signature.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 2, name: 'Service Call Report' })).toBeVisible();
  await textbox(page, 'Serial no.').fill('11');
  await textbox(page, 'Product name').fill('HP ProBook 440 G9');
  await textbox(page, 'Product serial number').fill('cnd4410x');
  await textbox(page, 'Issue description').fill('Battery drains in an hour.');
  await drawSignature(page, 'Engineer signature');
  await expect.poll(() => draftCount(page)).toBe(1);
  await expect.poll(() => draftHasSignature(page)).toBe(true);

  // A reload brings it back, signature included, with 'Draft restored'.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
  await expect(textbox(page, 'Product name')).toHaveValue('HP ProBook 440 G9');
  await expect(textbox(page, 'Product serial number')).toHaveValue('CND4410X');
  await expect(textbox(page, 'Issue description')).toHaveValue('Battery drains in an hour.');
  await expect(
    page
      .getByRole('group', { name: 'Engineer signature' })
      .getByRole('img', { name: /Signature drawing area/ }),
  ).toHaveAccessibleName(/Signature added/);

  // The rest of step 1.
  await textbox(page, 'Product model number').fill('6f1w4pa');
  await fillReportDates(page);
  await textbox(page, 'UEFI failure ID').fill('UEFI-0311');
  await textbox(page, 'Customer contact person').fill('Kavya Nair');
  await textbox(page, 'Resolution summary').fill('Replaced the battery.');
  await textbox(page, 'Engineer name').fill('Sanjay Patil');

  // Offline: step 1 is kept on the device and the feedback step opens.
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/management/cso-data/')) posts += 1;
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Customer feedback' })).toBeFocused();

  // Step 2, still offline: queued with step 1.
  await page.getByRole('radio', { name: 'Excellent' }).focus();
  await page.keyboard.press('Space');
  await typeDateTime(dateGroup(page, 'Date'), '02032026' + '01', 1, 'p');
  await textbox(page, 'Comments').fill('Fixed on the first visit.');
  await textbox(page, 'Or type your name to sign').fill('Kavya Nair');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
  // Step 2 joins step 1 in the device's outbox (a submit queued while the connection returns is
  // covered by useQueuedSubmit.test.tsx).
  await expect.poll(() => outboxHasFeedback(page)).toBe(true);
  expect(posts).toBe(0);

  // Back online: sent once, then /success.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
  await expect.poll(() => draftCount(page)).toBe(0);

  // Exactly one report stored for the ticket, complete, read back by staff.
  const detail = await request.get(`/api/management/tickets/${ticket!.ticket_id}/`, { headers: auth });
  const body = (await detail.json()) as {
    ticket: {
      events: { action: string }[];
      report: { fields: Record<string, string>; overall_experience: number; customer_comment: string } | null;
    };
  };
  expect(body.ticket.events.filter((event) => event.action === 'report_submitted')).toHaveLength(1);
  expect(body.ticket.events.filter((event) => event.action === 'feedback_submitted')).toHaveLength(1);
  expect(body.ticket.report?.fields.productname).toBe('HP ProBook 440 G9');
  expect(body.ticket.report?.overall_experience).toBe(5);
  expect(body.ticket.report?.customer_comment).toBe('Fixed on the first visit.');

  // The PDF through the signed link: its hash, its report hash and its text.
  const signed = await request.get(`/api/management/tickets/${ticket!.ticket_id}/report-pdf/`, {
    headers: auth,
  });
  expect(signed.status()).toBe(200);
  const pdfLink = (await signed.json()) as { url: string; pdf_sha256: string; report_sha256: string };
  const pdf = await (await request.get(pdfLink.url)).body();
  expect(createHash('sha256').update(pdf).digest('hex')).toBe(pdfLink.pdf_sha256);
  // Lines joined without a break: a long page path wraps across lines.
  const text = pdfTextLines(pdf).join('');
  for (const value of [
    'Service Call Report',
    'HP ProBook 440 G9',
    'CND4410X',
    'Battery drains in an hour.',
    'Sanjay Patil (Engineer)',
    'Kavya Nair (Customer)',
    '5 of 5 (Excellent)',
    'Fixed on the first visit.',
    `${link}#engineer`,
    pdfLink.report_sha256,
  ]) {
    expect(text).toContain(value);
  }

  // Staff download it from the ticket details.
  await openSignedIn(page, emailOf('coordinator'), `/ticket-details/${ticket!.ticket_id}`, {
    card: 'Project Management',
  });
  await page.getByRole('tab', { name: /report/i }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download report (PDF)' }).click(),
  ]);
  const saved = await readFile((await download.path())!);
  expect(createHash('sha256').update(saved).digest('hex')).toBe(pdfLink.pdf_sha256);
});

test.describe('a field-form link opened once works offline (issue 23)', () => {
  // The other specs block service workers (playwright.config.ts); this one needs the worker's caches.
  test.use({ serviceWorkers: 'allow' });

  test('the report link loads offline with its data, and an offline submit is sent once', async ({
    page,
    context,
    request,
  }) => {
    const token = await staffToken(request);
    const auth = { authorization: `Token ${token}` };
    // The last of a few assigned tickets, so the test above keeps its own.
    const list = await request.get('/api/management/tickets/?page_size=3&status=assigned', { headers: auth });
    const ticket = ((await list.json()) as { results: { ticket_id: string }[] }).results.at(-1);
    const links = await request.post(`/api/management/tickets/${ticket!.ticket_id}/links/`, {
      headers: auth,
    });
    const { service_call_report: link } = (await links.json()) as { service_call_report: string };

    // Opened once online: the worker installs; the next load (controlled) keeps page and link check.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Service Call Report' })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Service Call Report' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    const caseNumber = await textbox(page, 'Case number').inputValue();
    expect(caseNumber).not.toBe('');

    // Offline: a reload still shows the form with the link's data.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Service Call Report' })).toBeVisible();
    await expect(textbox(page, 'Case number')).toHaveValue(caseNumber);

    // Filled and submitted offline: kept on the device.
    // Answers that reached the server (a request tried through the worker while offline gets none).
    let posts = 0;
    page.on('response', (answer) => {
      const sent = answer.request();
      if (sent.method() === 'POST' && sent.url().endsWith('/api/management/cso-data/')) posts += 1;
    });
    await textbox(page, 'Serial no.').fill('12');
    await textbox(page, 'Product name').fill('Dell Latitude 5440');
    await textbox(page, 'Product serial number').fill('dl5440x');
    await textbox(page, 'Issue description').fill('No display.');
    await drawSignature(page, 'Engineer signature');
    await textbox(page, 'Product model number').fill('p137g');
    await fillReportDates(page);
    await textbox(page, 'UEFI failure ID').fill('UEFI-0412');
    await textbox(page, 'Customer contact person').fill('Rohit Das');
    await textbox(page, 'Resolution summary').fill('Replaced the panel.');
    await textbox(page, 'Engineer name').fill('Sanjay Patil');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
    await page.getByRole('radio', { name: 'Good' }).focus();
    await page.keyboard.press('Space');
    await typeDateTime(dateGroup(page, 'Date'), '02032026' + '01', 1, 'p');
    await textbox(page, 'Comments').fill('Quick fix.');
    await textbox(page, 'Or type your name to sign').fill('Rohit Das');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible();
    expect(posts).toBe(0);

    // Back online: sent once.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/success$/, { timeout: 30_000 });
    const detail = await request.get(`/api/management/tickets/${ticket!.ticket_id}/`, { headers: auth });
    const body = (await detail.json()) as {
      ticket: { events: { action: string }[]; report: { fields: Record<string, string> } | null };
    };
    expect(body.ticket.events.filter((event) => event.action === 'report_submitted')).toHaveLength(1);
    expect(body.ticket.events.filter((event) => event.action === 'feedback_submitted')).toHaveLength(1);
    expect(body.ticket.report?.fields.productname).toBe('Dell Latitude 5440');
  });
});
