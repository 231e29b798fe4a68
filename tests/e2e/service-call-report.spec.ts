import { expect, test, type Locator, type Page } from '@playwright/test';
// The signer of the product's own signed links (packages/api), run here in Node to fetch the
// uploaded file back the way a signed-in page would.
import { DEMO_PASSWORD, emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { draftRows } from './support/deviceStore.ts';
import { watchAppScripts } from './support/appScripts.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
// India time, so the picker's local date-times map to known absolute instants.
test.use({ bypassCSP: true, timezoneId: 'Asia/Kolkata' });

/** Seeded demo links (apps/server/src/fieldForms/demo.ts, README 'Demo links'). */
const LAPTOP_TICKET = 'e6ebe0675a179d33d14229cdd0382018';
const LAPTOP_URL_ID = 'rT9AqCUizRzQl-RpuPX9buMVm9isNsh4tOQAIL7CdyI';
const PRINTER_TICKET = 'd45e96f17851e5cf9c817a99e89e21db';
const PRINTER_URL_ID = 'M7yGYB29c__AWP4eHZaWQweRZfKdSfmKfzuFAIZrKss';
const EXPIRED_TICKET = 'c44ca8c7c7ea2411a0d771b107718e4a';
const EXPIRED_URL_ID = 'rxV3kQ4OFHjYYa8vUKoVvMwxMKtfmWcVClkulHokh6A';

const CSO_FORM = `/cso_form/${LAPTOP_TICKET}/${LAPTOP_URL_ID}`;
const UPLOAD_PAGE = `/cso_form/${PRINTER_TICKET}/${PRINTER_URL_ID}/upload`;

const URL_CHECK = '**/api/management/cso-url-check/?*';
const CSO_CREATE = '**/api/management/cso-data/';
const CSO_UPDATE = '**/api/management/cso-data/*/';
const PRESIGN = '**/api/management/get-presigned-url-for-upload/';

const serverError = { status: 500, json: { status: 500, message: 'Internal Server Error' } };

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const dateGroup = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
/** The alert inside the screen named `name` (the toast stack has its own alert region). */
const screenAlert = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('alert');

/** The app is live: the server-rendered page (issue 21) is hydrated. */
const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toBeAttached();

/**
 * Types a date-time into a DD-MM-YYYY hh:mm A picker: day, month, year, hour, then minute and
 * AM/PM. On the server-rendered page a press on a segment loads the app, which the keys need.
 */
async function typeDateTime(group: Locator, digits: string, minuteSteps: number, period: 'a' | 'p') {
  const page = group.page();
  await group.getByRole('spinbutton').first().click();
  await appReady(page);
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  for (let step = 0; step < minuteSteps; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(period);
  // Every key reached its segment (a lost key would fail the save far from here).
  const segments = group.getByRole('spinbutton');
  const typed = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8), digits.slice(8, 10)];
  for (const [index, text] of typed.entries()) await expect(segments.nth(index)).toHaveText(text);
  await expect(segments.nth(5)).toHaveText(new RegExp(`^${period}`, 'i'));
}

/** Draws a stroke on the signature pad named `label` with the mouse (the pad draws once the app is live). */
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
    [300, 0.6],
  ] as const) {
    await page.mouse.move(box.x + Math.min(dx, box.width - 10), box.y + box.height * dy, { steps: 6 });
  }
  await page.mouse.up();
  await expect(pad).toHaveAccessibleName(/Signature added/);
}

/** Fills step 1 (engineer section) of the laptop repair link, leaving the prefilled fields as they are. */
async function fillEngineerSection(page: Page) {
  await page.goto(CSO_FORM);
  await expect(page.getByRole('heading', { level: 2, name: 'Service Call Report' })).toBeVisible();
  // Prefilled from the link check and locked until Edit.
  await expect(textbox(page, 'Case number')).toHaveValue('CASE-2026-0417');
  await expect(textbox(page, 'Case number')).toHaveAttribute('readonly', '');
  await expect(textbox(page, 'Service type')).toHaveValue('Laptop Repair');
  await expect(textbox(page, 'Customer address')).toHaveValue('14 MG Road, Camp, Pune, Maharashtra 411001');
  await expect(textbox(page, 'Customer name')).toHaveValue('Meera Iyer');

  await textbox(page, 'Serial no.').fill('7');
  // The prefilled dates show in India time, as the server rendered them (the browser's zone here).
  await expect(dateGroup(page, 'Arrival date')).toContainText('02');
  await textbox(page, 'Product name').fill('ThinkPad T14');
  await textbox(page, 'Product serial number').fill('pf3abc12');
  await expect(textbox(page, 'Product serial number')).toHaveValue('PF3ABC12');
  await textbox(page, 'Product model number').fill('20w0-s1');
  await expect(textbox(page, 'Product model number')).toHaveValue('20W0-S1');
  await typeDateTime(dateGroup(page, 'Call log date'), '01032026' + '09', 2, 'a');
  // Operations §5: the date and UEFI failure ID are required like the other fields (issue 20).
  await typeDateTime(dateGroup(page, 'Date'), '02032026' + '01', 2, 'p');
  await textbox(page, 'UEFI failure ID').fill('UEFI-0042');
  await textbox(page, 'Customer contact person').fill('Ravi Iyer');
  await textbox(page, 'Issue description').fill('Keyboard not responding.');
  await textbox(page, 'Resolution summary').fill('Replaced the keyboard.');
  await textbox(page, 'Engineer name').fill('Sanjay Patil');
  // Edit unlocks the prefilled fields.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(textbox(page, 'Case number')).not.toHaveAttribute('readonly', '');
  await textbox(page, 'Customer address').fill('14 MG Road, Camp, Pune 411001');
  await drawSignature(page, 'Engineer signature');
}

/**
 * Saves step 1 and checks the server stored it (200), rather than the device keeping it to send
 * later (which would queue step 2 as well); returns the report's id.
 */
async function saveEngineerSection(page: Page): Promise<number> {
  const [created] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/management/cso-data/')),
    page.getByRole('button', { name: 'Save and continue' }).click(),
  ]);
  expect(created.status()).toBe(200);
  return ((await created.json()) as { id: number }).id;
}

/** Fills step 2 (customer feedback). */
async function fillFeedback(page: Page) {
  await expect(page.getByRole('heading', { level: 3, name: 'Customer feedback' })).toBeFocused();
  await page.getByRole('radio', { name: 'Good' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
  await typeDateTime(dateGroup(page, 'Date'), '02032026' + '01', 1, 'p');
  await textbox(page, 'Comments').fill('Quick and polite.');
  await textbox(page, 'Or type your name to sign').fill('Meera Iyer');
}

/** The date-time fields of step 1 (operations §3 'Service call report'). */
const STEP_ONE_DATES = ['Call log date', 'Arrival date', 'Fixed date', 'Date'] as const;

/**
 * Issue 20: at 1366 px the date-time fields sat on two lines, and a click on the minute segment
 * focused the hour segment. Operations §5 (DD-MM-YYYY hh:mm A, every segment editable).
 */
test.describe('service call report date-time fields at 1366 x 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('each field shows DD-MM-YYYY hh:mm A on one line', async ({ page }) => {
    await page.goto(CSO_FORM);
    // Edit, pressed on the server-rendered page, loads the app and is pressed again once it is live.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(dateGroup(page, 'Arrival date')).toContainText('02');
    for (const name of STEP_ONE_DATES) {
      const segments = dateGroup(page, name).getByRole('spinbutton');
      await expect(segments).toHaveCount(6);
      const boxes = await segments.evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { top: Math.round(box.top), bottom: Math.round(box.bottom) };
        }),
      );
      const first = boxes[0]!;
      for (const box of boxes) expect(box, `${name}: every segment on the first line`).toEqual(first);
    }
  });

  test('Edit pressed while the device is still asked for a saved draft of the link is pressed once the app is live', async ({
    page,
  }) => {
    // boot.ts asks the device (IndexedDB, the device-work chunk) whether it holds a draft or a queued
    // report for this link before it decides how the page loads; the answer is held back here until
    // Edit has been pressed (on a busy machine a quick visitor presses it before the answer is in).
    const deviceWorkChunk = /\/assets\/device-work-[\w-]+\.js$/;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(deviceWorkChunk, async (route) => {
      await answered;
      await route.continue();
    });
    const asked = page.waitForRequest(deviceWorkChunk);
    await page.goto(CSO_FORM);
    await asked;
    await expect(textbox(page, 'Case number')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Edit' }).click();
    answer();
    await expect(textbox(page, 'Case number')).not.toHaveAttribute('readonly', '');
    await expect(
      dateGroup(page, 'Arrival date').getByRole('spinbutton', { name: 'minute' }),
    ).not.toHaveAttribute('aria-readonly', 'true');
  });

  test('a click on the minute segment focuses the minute segment, which then takes the keyboard', async ({
    page,
  }) => {
    await page.goto(CSO_FORM);
    // A filled field (prefilled, after Edit) and an empty one. Edit, pressed on the server-rendered
    // page, loads the app and is pressed again once it is live.
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(dateGroup(page, 'Arrival date')).toContainText('02');
    const arrivalMinute = dateGroup(page, 'Arrival date').getByRole('spinbutton', { name: 'minute' });
    // The server-rendered dates show before the app is live, read-only until Edit takes effect.
    await expect(arrivalMinute).not.toHaveAttribute('aria-readonly', 'true');
    await arrivalMinute.click();
    await expect(arrivalMinute).toBeFocused();
    await expect(arrivalMinute).toHaveAttribute('aria-valuetext', '30');
    await page.keyboard.press('ArrowUp');
    await expect(arrivalMinute).toHaveAttribute('aria-valuetext', '45');
    await expect(dateGroup(page, 'Arrival date').getByRole('spinbutton', { name: /hour/i })).toHaveText('10');

    const callLog = dateGroup(page, 'Call log date');
    await callLog.getByRole('spinbutton', { name: 'minute' }).click();
    await expect(callLog.getByRole('spinbutton', { name: 'minute' })).toBeFocused();
    // The other segments are reached by mouse as well.
    await callLog.getByRole('spinbutton', { name: /year/i }).click();
    await expect(callLog.getByRole('spinbutton', { name: /year/i })).toBeFocused();
  });
});

/** Operations §2 'Service Call Report form', §3, §4, §5, §7 'Forms and surveys', §8 'Forms'. */
test.describe('service call report (/cso_form/{ticket_id}/{url_id})', () => {
  // Two steps with signatures and three axe scans per test: about 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  test('is filled and signed through both steps to /success, and the record is stored', async ({ page }) => {
    await fillEngineerSection(page);
    // The required-field messages: clearing a required field and saving shows it.
    await textbox(page, 'Product name').fill('');
    await textbox(page, 'Serial no.').fill('');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(textbox(page, 'Product name')).toHaveAccessibleDescription('Please fill the field!');
    // Serial no. is required too (operations §5, issue 20).
    await expect(textbox(page, 'Serial no.')).toHaveAccessibleDescription('Please fill the field!');
    await textbox(page, 'Product name').fill('ThinkPad T14');
    await textbox(page, 'Serial no.').fill('7');
    await expectNoAxeViolations(page, '/cso_form step 1');

    const [created] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/management/cso-data/')),
      page.getByRole('button', { name: 'Save and continue' }).click(),
    ]);
    expect(created.status()).toBe(200);
    expect(created.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    const { id } = (await created.json()) as { id: number };

    // The link's ids are the credential of both saves (issue 15): the server refuses either save
    // without them, so the 200 above and /success below show the portal sends them.
    // Step 2 without the link's credential is refused like an unknown report, and saves nothing.
    const forged = await page.request.put(`/api/management/cso-data/${id}/`, {
      multipart: { overallexperiance: '1', schduledate: '02-03-2026 01:30 PM', costumercomment: 'x' },
    });
    expect(forged.status()).toBe(404);

    await fillFeedback(page);
    await expectNoAxeViolations(page, '/cso_form step 2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Form Submitted Successfully !' }),
    ).toBeFocused();
    await expectNoAxeViolations(page, '/success');

    const stored = await page.request.get(`/api/dev/cso-data/${id}/`);
    expect(stored.ok()).toBe(true);
    const { data } = (await stored.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      ticket_id: LAPTOP_TICKET,
      slno: '7',
      caseid: 'CASE-2026-0417',
      serviestype: 'Laptop Repair',
      productname: 'ThinkPad T14',
      productserialno: 'PF3ABC12',
      productmodelno: '20W0-S1',
      // 01-03-2026 09:30 AM and the seeded 10:30 AM / 01:15 PM, India time.
      calllogdate: '2026-03-01T04:00:00.000Z',
      arrivaldate: '2026-03-02T05:00:00.000Z',
      systemfixdate: '2026-03-02T07:45:00.000Z',
      // 02-03-2026 01:30 PM, India time.
      date: '2026-03-02T08:00:00.000Z',
      uefifailureid: 'UEFI-0042',
      customername: 'Meera Iyer',
      customercontactperson: 'Ravi Iyer',
      customerphone: '9812345670',
      customeraddress: '14 MG Road, Camp, Pune 411001',
      issuedescription: 'Keyboard not responding.',
      resolutionsummary: 'Replaced the keyboard.',
      engineername: 'Sanjay Patil',
      overallexperiance: 4,
      schduledate: '2026-03-02T07:45:00.000Z',
      costumercomment: 'Quick and polite.',
      enggsigfiles: { content_type: 'image/png' },
      custsigfiles: { content_type: 'image/png' },
    });
  });

  test("an invalid link shows the server's message in place of the form", async ({ page }) => {
    await page.goto(`/cso_form/${EXPIRED_TICKET}/${EXPIRED_URL_ID}`);
    await expect(screenAlert(page, 'Service Call Report')).toContainText(
      'This link has expired. Please ask for a new link.',
    );
    await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/cso_form expired link');

    await page.goto(`/cso_form/${LAPTOP_TICKET}/not-the-right-link-id`);
    await expect(screenAlert(page, 'Service Call Report')).toContainText(
      'This link is not valid. Please ask for a new link.',
    );
  });

  test("a link check that cannot reach the server shows 'Error Checking Link!'", async ({ page }) => {
    // The server renders the report with the link's prefill (issue 21); the page it sends when it
    // could not (or the app shell a browser kept) checks the link in the browser, which fails here.
    await page.route(`**${CSO_FORM}`, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }),
      }),
    );
    await page.route(URL_CHECK, (route) => route.abort('internetdisconnected'));
    await page.goto(CSO_FORM);
    await expect(screenAlert(page, 'Service Call Report')).toContainText('Error Checking Link!');
    await expect(textbox(page, 'Case number')).toHaveCount(0);
  });

  test("a failed step 1 save shows 'Error Saving Form Data!' and keeps every value and the signature", async ({
    page,
  }) => {
    await page.route(CSO_CREATE, (route) =>
      route.request().method() === 'POST' ? route.fulfill(serverError) : route.fallback(),
    );
    await fillEngineerSection(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error Saving Form Data!' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Engineer section' })).toBeVisible();
    await expect(textbox(page, 'Product serial number')).toHaveValue('PF3ABC12');
    await expect(textbox(page, 'Engineer name')).toHaveValue('Sanjay Patil');
    await expect(textbox(page, 'Customer address')).toHaveValue('14 MG Road, Camp, Pune 411001');
    await expect(dateGroup(page, 'Call log date')).toContainText('09');
    await expect(
      page
        .getByRole('group', { name: 'Engineer signature' })
        .getByRole('img', { name: /Signature drawing area/ }),
    ).toHaveAccessibleName(/Signature added/);

    // The server is back: the same values are saved.
    await page.unroute(CSO_CREATE);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Customer feedback' })).toBeFocused();
  });

  test("a failed step 2 save shows 'Error Saving Form Data!' and keeps the feedback and both signatures", async ({
    page,
  }) => {
    await page.route(CSO_UPDATE, (route) => route.fulfill(serverError));
    await fillEngineerSection(page);
    await saveEngineerSection(page);
    await fillFeedback(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error Saving Form Data!' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CSO_FORM}$`));
    await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
    await expect(textbox(page, 'Comments')).toHaveValue('Quick and polite.');
    await expect(textbox(page, 'Or type your name to sign')).toHaveValue('Meera Iyer');
    await expect(
      page
        .getByRole('group', { name: 'Customer signature' })
        .getByRole('img', { name: /Signature drawing area/ }),
    ).toHaveAccessibleName(/Signature added/);
  });
});

/**
 * A signature is the field's value as soon as it is made: the pad encodes its PNG at once, not by
 * the browser's asynchronous `toBlob` (under load that came after the next key, and a submit made
 * then was refused for a missing signature that then appeared: nothing happened on Submit).
 */
test.describe('service call report signatures', () => {
  test.describe.configure({ timeout: 60_000 });
  test('a name typed and submitted with Enter at once is sent with its image', async ({ page }) => {
    // The asynchronous encoding never answers here: the pad must not wait for it.
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.toBlob = () => undefined;
    });
    await fillEngineerSection(page);
    const id = await saveEngineerSection(page);
    await fillFeedback(page);
    const [updated] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT'),
      textbox(page, 'Or type your name to sign').press('Enter'),
    ]);
    expect(updated.status()).toBe(200);
    await expect(page).toHaveURL(/\/success$/);
    const stored = await page.request.get(`/api/dev/cso-data/${id}/`);
    const { data } = (await stored.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      enggsigfiles: { content_type: 'image/png' },
      custsigfiles: { content_type: 'image/png' },
    });
  });
});

/** Issue 21 'Users': the server renders the report per request with the link's prefill. */
test.describe('service call report rendered by the server', () => {
  test('arrives rendered with its prefill, takes typing before the app loads, and a draft renders it anew (issue 21)', async ({
    page,
  }) => {
    const appScripts = watchAppScripts(page);
    const hydrationErrors: string[] = [];
    const hydration = /hydrat|#418|#419|#423|#425/i;
    page.on('console', (message) => {
      if (message.type() === 'error' && hydration.test(message.text())) hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (hydration.test(error.message)) hydrationErrors.push(error.message);
    });
    await page.goto(CSO_FORM);
    // Usable as it arrives: the first step and its prefill are in the HTML, no app script was
    // fetched, and moving over it or clicking in a field loads nothing.
    await expect(page.locator('html[data-static-usable]')).toBeAttached();
    await expect(textbox(page, 'Case number')).toHaveValue('CASE-2026-0417');
    await expect(textbox(page, 'Customer name')).toHaveValue('Meera Iyer');
    // Its dates too, rendered in India time (SERVER_RENDER_TIME_ZONE), this browser's zone: 02-03-2026
    // 10:30 AM (day, month, year, hour, minute, period; named by the field until the app is live).
    await expect(dateGroup(page, 'Arrival date').getByRole('spinbutton')).toHaveText([
      '02',
      '03',
      '2026',
      '10',
      '30',
      /AM/i,
    ]);
    await page.getByRole('heading', { level: 2, name: 'Service Call Report' }).hover();
    await textbox(page, 'Product serial number').click();
    expect(appScripts()).toEqual([]);
    await expect(page.locator('html[data-app-ready]')).not.toBeAttached();

    // Typing loads the app, which takes what was typed (upper-cased as the field does).
    await page.keyboard.type('pf3abc12');
    await appReady(page);
    expect(appScripts().length).toBeGreaterThan(0);
    await expect(textbox(page, 'Product serial number')).toHaveValue('PF3ABC12');
    // Hydrated as it was rendered: the prefilled arrival date, 10:30 AM India time, unchanged.
    await expect(dateGroup(page, 'Arrival date').getByRole('spinbutton', { name: /hour/i })).toHaveText('10');
    expect(hydrationErrors).toEqual([]);

    // Kept on the device as typed; the next visit finds the draft and renders the form anew with it.
    await expect
      .poll(async () => (await draftRows(page))?.some((row) => row.json.includes('PF3ABC12')))
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(textbox(page, 'Product serial number')).toHaveValue('PF3ABC12');
    await expect(page.locator('html[data-static-usable]')).not.toBeAttached();
  });

  test('a press on a date segment or the signature pad loads the app, which then takes it', async ({
    page,
  }) => {
    await page.goto(`/cso_form/${PRINTER_TICKET}/${PRINTER_URL_ID}`);
    await expect(page.locator('html[data-static-usable]')).toBeAttached();
    await dateGroup(page, 'Call log date').getByRole('spinbutton').first().click();
    await appReady(page);

    await page.goto(`/cso_form/${PRINTER_TICKET}/${PRINTER_URL_ID}`);
    await expect(page.locator('html[data-static-usable]')).toBeAttached();
    const pad = page
      .getByRole('group', { name: 'Engineer signature' })
      .getByRole('img', { name: /Signature drawing area/ });
    await pad.click();
    await appReady(page);
    await drawSignature(page, 'Engineer signature');
  });
});

test.describe('service call report opened in another time zone', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('renders anew at once, its dates in the browser zone (issue 21)', async ({ page }) => {
    await page.goto(CSO_FORM);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('html[data-static-usable]')).not.toBeAttached();
    // 10:30 AM in India is 06:00 AM in Paris on 2 March.
    await expect(dateGroup(page, 'Arrival date').getByRole('spinbutton', { name: /hour/i })).toHaveText('06');
    await expect(textbox(page, 'Customer name')).toHaveValue('Meera Iyer');
  });
});

/** Operations §2 (the upload page), §7 'File upload', §8 'Files'. */
test.describe('upload page (/cso_form/{ticket_id}/{url_id}/upload)', () => {
  test('uploads a real file by link and fetches it back through a signed link', async ({ page }) => {
    const body = Buffer.from(`Service sheet for ${PRINTER_TICKET}\n`.repeat(2000));
    const storageRequests: { url: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT')
        storageRequests.push({ url: request.url(), headers: request.headers() });
    });

    await page.goto(UPLOAD_PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'Upload documents' })).toBeVisible();
    await expectNoAxeViolations(page, 'upload page');

    const presigned = page.waitForResponse(PRESIGN);
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'service-sheet.txt', mimeType: 'text/plain', buffer: body });
    const { s3_key: key } = (await (await presigned).json()) as { s3_key: string };
    expect(key).toMatch(new RegExp(`^uploads/tickets/${PRINTER_TICKET}/.+/service-sheet\\.txt$`));
    await expect(page.getByText('Uploaded')).toBeVisible();

    // The PUT went to the storage host with the file's type and without the Authorization header.
    expect(storageRequests).toHaveLength(1);
    expect(new URL(storageRequests[0]!.url).origin).not.toBe(new URL(page.url()).origin);
    expect(storageRequests[0]!.headers['content-type']).toBe('text/plain');
    expect(storageRequests[0]!.headers.authorization).toBeUndefined();

    // A signed-in user's signed display link (60 s) fetches the same bytes back.
    const login = await page.request.post('/api/partner/login/', {
      data: { email: emailOf('coordinator'), password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    // The server signs it (issue 15: the browser never gets storage credentials on the local store).
    const link = await page.request.get(
      `/api/management/tickets/${PRINTER_TICKET}/file-link/?key=${encodeURIComponent(key)}`,
      { headers: { Authorization: `Token ${token}` } },
    );
    expect(link.ok()).toBe(true);
    const { url: signed } = (await link.json()) as { url: string };
    expect(signed).toContain('X-Amz-Signature=');
    expect(signed).toContain('X-Amz-Expires=60');
    const fetched = await page.request.get(signed);
    expect(fetched.status()).toBe(200);
    expect(Buffer.compare(await fetched.body(), body)).toBe(0);
  });

  test('bulk mode uploads several files, and Cancel stops a running upload', async ({ page }) => {
    await page.goto(UPLOAD_PAGE);
    await page.getByRole('radio', { name: 'Bulk upload' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Bulk upload' })).toBeChecked();

    // Hold the second file's PUT so that it is still running when Cancel is pressed.
    let releaseHeld: () => void = () => {};
    await page.route(
      (url) => url.pathname.endsWith('/slow.pdf'),
      async (route) => {
        await new Promise<void>((resolve) => (releaseHeld = resolve));
        await route.abort().catch(() => undefined);
      },
    );
    await page.locator('input[type=file]').setInputFiles([
      { name: 'fast.txt', mimeType: 'text/plain', buffer: Buffer.from('fast file') },
      { name: 'slow.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 slow file') },
    ]);
    const list = page.getByRole('list').filter({ hasText: 'fast.txt' });
    await expect(list.getByRole('listitem').filter({ hasText: 'fast.txt' })).toContainText('Uploaded');
    const slow = list.getByRole('listitem').filter({ hasText: 'slow.pdf' });
    await expect(slow.getByRole('progressbar')).toBeVisible();
    await slow.getByRole('button', { name: 'Cancel upload of slow.pdf' }).click();
    await expect(slow).toContainText('Upload canceled');
    releaseHeld();
  });

  test("a presign failure shows the error on the file and 'Error Checking Link!' when the link cannot be checked", async ({
    page,
  }) => {
    await page.route(PRESIGN, (route) => route.fulfill({ status: 200, json: { status: 200, s3_key: 'k' } }));
    await page.goto(UPLOAD_PAGE);
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('notes'),
    });
    await expect(page.getByText('Invalid S3 response: missing upload URL or public URL')).toBeVisible();

    await page.route(URL_CHECK, (route) => route.abort('internetdisconnected'));
    await page.goto(`/cso_form/${LAPTOP_TICKET}/${LAPTOP_URL_ID}/upload`);
    await expect(screenAlert(page, 'Upload documents')).toContainText('Error Checking Link!');
  });
});
