import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MULTI_EMAIL, MULTI_NAME, emailOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  appLive,
  emailField,
  formError,
  passwordField,
  signIn,
  signInButton,
  submitSignIn,
  userMenuButton,
} from './support/session.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

/**
 * Accessibility of the screens of this slice: axe-core with the WCAG 2.2 AA tags finds nothing, and
 * the sign-in form works from the keyboard alone (house style 'Stories and tests').
 */
test.describe('accessibility (WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('/portals, live', async ({ page }) => {
    await page.goto('/portals');
    // /portals is usable as prerendered; opening its language picker loads the app (issue 21).
    await page.getByLabel('Language').dispatchEvent('pointerdown');
    await appLive(page);
    await expect(page.getByRole('link', { name: 'Project Management', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/portals');
  });

  test('the prerendered public pages, before any script runs', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/signin');
    await expect(signInButton(page)).toBeVisible();
    await expectNoAxeViolations(page, '/signin prerendered');
    await page.goto('/portals');
    await expect(page.getByRole('link', { name: 'Project Management', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/portals prerendered');
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoAxeViolations(page, '/forgot-password prerendered');
    await page.goto('/partner-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page, '/partner-login prerendered');
  });

  test('/signin, empty and live', async ({ page }) => {
    await page.goto('/signin');
    // /signin is usable as prerendered (a pointer move loads nothing): pressing the language
    // picker loads the app without changing the form.
    await page.getByRole('combobox').dispatchEvent('pointerdown');
    await appLive(page);
    await expect(signInButton(page)).toBeVisible();
    await expectNoAxeViolations(page, '/signin');
  });

  test('/signin after an empty submit, with the validation errors showing', async ({ page }) => {
    await page.goto('/signin');
    await signInButton(page).click();
    await expect(page.getByText('Please input your Password!')).toBeVisible();
    await expectNoAxeViolations(page, '/signin with validation errors');
  });

  test('/signin after a refused sign-in, with the server error showing', async ({ page }) => {
    await page.goto('/signin');
    await submitSignIn(page, 'nobody@demo.test', 'not-the-password');
    await expect(formError(page)).toBeVisible();
    await expectNoAxeViolations(page, '/signin with a server error');
  });

  test('/interstitial with a portal opened', async ({ page }) => {
    await signIn(page, MULTI_EMAIL);
    await expect(page).toHaveURL(/\/interstitial$/);
    await page.getByRole('button', { name: 'Go to Project Management' }).click();
    await expect(page.getByRole('link', { name: 'Log In as Coordinator' })).toBeVisible();
    await expectNoAxeViolations(page, '/interstitial');
  });

  test('a landing page with the user menu open', async ({ page }) => {
    await signIn(page, MULTI_EMAIL);
    await page.getByRole('button', { name: 'Go to Partner Management' }).click();
    await page.getByRole('link', { name: 'Log In as Agent' }).click();
    await expect(page).toHaveURL(/\/records$/);
    await expect(page.getByRole('heading', { name: 'Partner records' })).toBeVisible();

    await userMenuButton(page, MULTI_NAME).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch Portal' })).toBeVisible();
    await expectNoAxeViolations(page, '/records with the user menu open');
  });

  // The Sign In button unmounts while pending; react-aria's pending announcement must not outlive it
  // (it points at the button: axe 'role-img-alt'). The app's LiveAnnouncerSweeper clears it.
  test('the page reached right after signing in', async ({ page }) => {
    await signIn(page, emailOf('agent'));
    await expect(page).toHaveURL(/\/records$/);
    await expect(page.getByRole('heading', { name: 'Partner records' })).toBeVisible();
    await expectNoAxeViolations(page, '/records right after signing in');
  });

  test('/not-authorized', async ({ page }) => {
    await page.goto('/not-authorized');
    await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
    await expectNoAxeViolations(page, '/not-authorized');
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found!');
    await expectNoAxeViolations(page, 'the 404 page');
  });

  test('/signin works from the keyboard: Tab order, then Enter submits', async ({ page }) => {
    await page.goto('/signin');
    await expect(signInButton(page)).toBeVisible();

    // Tab from the top of the page reaches the e-mail field first among the form controls…
    const showPassword = page.getByRole('button', { name: 'Show password' });
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await emailField(page).evaluate((element) => element === document.activeElement)) break;
    }
    await expect(emailField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(showPassword).toBeFocused();
    // …then, past the 'Forgot password?' link, the Sign In button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signInButton(page)).toBeFocused();

    // Enter on the button submits: the empty form shows its validation messages.
    await page.keyboard.press('Enter');
    await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();

    // Enter in the password field submits the filled form.
    await emailField(page).focus();
    await page.keyboard.type(emailOf('kci'));
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/kci-tasks$/);
  });
});
