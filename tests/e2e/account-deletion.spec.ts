import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { SESSION_KEYS, expectStorageCleared, readStorage, signIn } from './support/session.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

/** A demo partner (apps/server/src/seed.ts). The server only records the request, so the account stays usable. */
const PARTNER = { email: 'partner@demo.test', name: 'Demo Partner' };
const DELETION_URL = '**/api/partner/account-deletion-request/';

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login to Continue' });
const requestButton = (page: Page) => page.getByRole('button', { name: 'Request Account Deletion' });
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Warning' });

/** Opens /account-deletion and signs in through 'Login to Continue'. */
async function logInToDelete(page: Page): Promise<void> {
  await page.goto('/account-deletion');
  const form = loginForm(page);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(PARTNER.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  const login = page.waitForResponse('**/api/partner/login/');
  await form.getByRole('button', { name: 'Login' }).click();
  expect((await login).status()).toBe(200);
  await expect(requestButton(page)).toBeVisible();
}

/**
 * Account deletion (access §2 'Account deletion', §4, §7, §8): the explanation, 'Login to
 * Continue', the user's name and e-mail, the 'Warning' dialog, the request, then local storage
 * cleared and /portals; a failed request keeps the user on the dialog.
 */
test.describe('account deletion', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a demo partner requests deletion: storage is cleared and the portal chooser opens', async ({
    page,
  }) => {
    // A session already stored in this browser is cleared as well (access §4).
    await signIn(page, PARTNER.email);
    expect((await readStorage(page, ['token'])).token).toBeTruthy();

    await page.goto('/account-deletion');
    await expect(page.getByRole('heading', { level: 2, name: 'Account Deletion' })).toBeVisible();
    await expect(page.getByText('This cannot be undone.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expectNoAxeViolations(page, '/account-deletion (login)');

    await logInToDelete(page);
    await expect(page.getByText(PARTNER.name, { exact: true })).toBeVisible();
    await expect(page.getByText(PARTNER.email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/account-deletion (confirmation)');

    await requestButton(page).click();
    await expect(warning(page)).toContainText('This will delete your account and all associated data!.');
    // Checked once the dialog's fade-in has ended (mid-animation colours are not what users read).
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoAxeViolations(page, "the 'Warning' dialog");

    const request = page.waitForRequest(DELETION_URL);
    const answer = page.waitForResponse(DELETION_URL);
    await warning(page).getByRole('button', { name: 'OK' }).click();
    expect((await request).method()).toBe('POST');
    expect((await request).headers().authorization).toMatch(/^Token \S+$/);
    expect((await answer).status()).toBe(200);

    await expect(page).toHaveURL(/\/portals$/);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Account Deletion Requested',
    );
    await expectStorageCleared(page, SESSION_KEYS);
  });

  test('a failed request (500) keeps the user on the dialog with the spec message and the storage as it was', async ({
    page,
  }) => {
    await signIn(page, PARTNER.email);
    await page.route(DELETION_URL, (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error' } }),
    );
    await logInToDelete(page);
    await requestButton(page).click();
    await warning(page).getByRole('button', { name: 'OK' }).click();

    await expect(warning(page).getByRole('alert')).toContainText('Error Requesting Account Deletion!');
    await expect(warning(page)).toBeVisible();
    await expect(page).toHaveURL(/\/account-deletion$/);
    expect((await readStorage(page, ['token'])).token).toBeTruthy();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectNoAxeViolations(page, "the 'Warning' dialog with the failure");
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('/account-deletion');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(PARTNER.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    const login = page.waitForResponse('**/api/partner/login/');
    await form.getByRole('button', { name: 'Login' }).click();
    const { message } = (await (await login).json()) as { message: string };
    expect(message).toBeTruthy();

    await expect(form.getByRole('alert')).toContainText(message);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(PARTNER.email);
    await expectNoAxeViolations(page, '/account-deletion after a refused login');
  });
});

/** The static pages (access §2 'Static pages'), reached from the sign-up's terms checkbox. */
test.describe('privacy policy and terms', () => {
  test('the sign-up links the terms; the terms link the privacy policy; both pass axe', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('article', { name: 'Terms and Conditions' })).toContainText(
      'The courts of Maharashtra have exclusive jurisdiction',
    );
    await expectNoAxeViolations(page, '/terms-and-conditions');

    await page.getByRole('link', { name: 'Read the Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const policy = page.getByRole('article', { name: 'Privacy Policy' });
    await expect(policy).toContainText('PAN and Aadhaar');
    await expectNoAxeViolations(page, '/privacy-policy');

    await policy.getByRole('link', { name: 'Request account deletion' }).click();
    await expect(page).toHaveURL(/\/account-deletion$/);
    await expect(loginForm(page)).toBeVisible();
  });
});
