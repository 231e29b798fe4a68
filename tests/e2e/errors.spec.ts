import { expect, test, type Request } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signIn } from './support/session.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

const SERVER_ERROR_TEXT = 'Sorry, server goes wrong.';
const CLIENT_ERRORS = '**/api/client-errors/';

/** The body of a client error report the portal sent. */
const reportOf = (request: Request) => request.postDataJSON() as Record<string, string>;

/**
 * The 500 page (operations §2 'Shell': 'Sorry, server goes wrong.' with 'Go to Home') at /500 and in
 * place of a route that fails, with its report to the server log (issue 20).
 */
test.describe('the 500 page', () => {
  test.describe.configure({ mode: 'parallel' });

  test('/500 shows it, passes axe, and Go to Home leads to the portal chooser', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`500${SERVER_ERROR_TEXT}`);
    await expectNoAxeViolations(page, '/500');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    // Access §2: at / a visitor with no stored token goes to /portals.
    await expect(page).toHaveURL(/\/portals$/);
  });

  test('a public route whose script fails to load shows it and reports the error; Try again loads it', async ({
    page,
  }) => {
    await page.route('**/assets/PrivacyPolicyRoute-*.js', (route) => route.abort());
    const reported = page.waitForRequest(CLIENT_ERRORS);
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`500${SERVER_ERROR_TEXT}`);
    const request = await reported;
    expect(reportOf(request)).toMatchObject({ route: '/privacy-policy', app_version: expect.any(String) });
    expect(reportOf(request).message).toBeTruthy();
    expect(request.headers().authorization).toBeUndefined();
    expect((await request.response())?.status()).toBe(204);

    await page.unroute('**/assets/PrivacyPolicyRoute-*.js');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: /Privacy Policy/ }).first()).toBeVisible();
    await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
  });

  test('inside the signed-in shell it takes the place of the failed route only', async ({ page }) => {
    await page.route('**/assets/KycQueueRoute-*.js', (route) => route.abort());
    const reported = page.waitForRequest(CLIENT_ERRORS);
    await signIn(page, emailOf('finance_user'));
    // Access §6: finance_user lands on /finance; the shell stays, the route shows the 500 section.
    await expect(page).toHaveURL(/\/finance$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      `500${SERVER_ERROR_TEXT}`,
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    const report = reportOf(await reported);
    expect(report.route).toBe('/finance');
    // No personal data: the report names the route, not the user.
    expect(JSON.stringify(report)).not.toContain(emailOf('finance_user'));
  });
});
