import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { emailOf, fullNameOf } from './support/accounts.ts';
import { openSignedIn, signIn } from './support/session.ts';

/** Opens the attendance dialog from the header. */
async function openAttendance(page: Page) {
  await page.getByRole('button', { name: 'Punch In/Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const punchPost = (page: Page) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/partner/partner-active-time/') && request.method() === 'POST',
  );

/** Issue 23: located punches, and the coordinator's attendance records. */
test.describe('located punches', () => {
  // axe is injected as an inline script (support/axe.ts).
  test.use({ bypassCSP: true });
  test('a punch with the location granted is recorded with it; the coordinator sees it on the map link', async ({
    browser,
    page: coordinator,
  }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 12.9716, longitude: 77.5946, accuracy: 25 },
    });
    const page = await context.newPage();
    await signIn(page, emailOf('qc'), { card: 'Project Management' });
    const dialog = await openAttendance(page);
    const share = dialog.getByRole('checkbox', { name: 'Share my location with this punch' });
    await expect(
      dialog.getByText('Your coordinator sees where you punched in or out, to confirm site visits.', {
        exact: false,
      }),
    ).toBeVisible();
    await share.focus();
    await page.keyboard.press('Space');
    await expect(share).toBeChecked();
    const sent = punchPost(page);
    await dialog.getByRole('button', { name: 'Punch In' }).click();
    expect((await sent).postDataJSON()).toEqual({
      is_active: true,
      location: { latitude: 12.9716, longitude: 77.5946, accuracy: 25 },
    });
    await expect(page.getByText('Punch In Successfully!').first()).toBeAttached();
    await expect(dialog.getByText('Time elapsed')).toBeVisible();
    await context.close();

    // The coordinator's records of today (the test's own page): the place as a map link with its accuracy.
    await openSignedIn(coordinator, emailOf('coordinator'), '/attendance-records', {
      card: 'Project Management',
    });
    await expect(coordinator.getByRole('heading', { level: 1 })).toHaveText('Attendance Records');
    const row = coordinator.getByRole('row').filter({ hasText: fullNameOf('qc') });
    await expect(row.getByRole('link', { name: '12.9716, 77.5946' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=12\.9716&mlon=77\.5946/,
    );
    await expect(row.getByText('within 25 m')).toBeVisible();
    // A demo user who never shares: 'Not shared'.
    await expect(
      coordinator
        .getByRole('row')
        .filter({ hasText: fullNameOf('verify_scheduler') })
        .getByText('Not shared')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(coordinator, '/attendance-records');
  });

  test('a refused location still punches, without a place, and the dialog says so', async ({ browser }) => {
    // No geolocation permission: the browser refuses the position.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, emailOf('kci'));
    const dialog = await openAttendance(page);
    const share = dialog.getByRole('checkbox', { name: 'Share my location with this punch' });
    await share.focus();
    await page.keyboard.press('Space');
    const sent = punchPost(page);
    await dialog.getByRole('button', { name: 'Punch In' }).click();
    expect((await sent).postDataJSON()).toEqual({ is_active: true });
    await expect(
      dialog.getByText('Location access was refused, so the punch was recorded without a location.'),
    ).toBeVisible();
    await expect(dialog.getByText('Time elapsed')).toBeVisible();
    // The choice is remembered on this device.
    expect(await page.evaluate(() => window.localStorage.getItem('share_punch_location'))).toBe('true');
    await context.close();
  });
});
