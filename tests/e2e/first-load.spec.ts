import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from './support/accounts.ts';
import {
  appLive,
  emailField,
  formError,
  passwordField,
  signInButton,
  submitSignIn,
} from './support/session.ts';

/** The app's own script (main.tsx and what it imports); boot.ts decides when it is loaded. */
const APP_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

/**
 * Records the app script's requests. With `hold`, each answer is held back until the returned
 * `release()` is called (the app script "on its way" for as long as the test needs, no real wait).
 */
async function watchAppScript(
  page: Page,
  hold = false,
): Promise<{ requested: string[]; release: () => void }> {
  const requested: string[] = [];
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(APP_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requested, release };
}

const appReady = (page: Page) => page.evaluate(() => 'appReady' in document.documentElement.dataset);

/**
 * The first load of the prerendered pages (developers' guide 'Speed is a feature'; access §2):
 * a first, signed-out visitor gets the page without the app script, which loads on the first intent;
 * what they typed, chose or pressed before it arrived is handed to the live app.
 */
test.describe('first load of /portals and /signin', () => {
  test('a first visit paints /signin without the app script; typing loads it and signs in', async ({
    page,
  }) => {
    const { requested } = await watchAppScript(page);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested, 'no app script before any intent').toEqual([]);
    expect(await appReady(page)).toBe(false);

    const answer = await submitSignIn(page, emailOf('qc'));
    expect(requested).toHaveLength(1);
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ email: emailOf('qc'), password: expect.any(String) });
    await expect(page).toHaveURL(/\/qc-ticket-list$/);
  });

  test('typing and a press of Sign In made while the app script is on its way are kept and sent', async ({
    page,
  }) => {
    const { requested, release } = await watchAppScript(page, true);
    await page.goto('/signin');
    await emailField(page).pressSequentially(emailOf('qa'));
    await passwordField(page).pressSequentially('not-the-password');
    const answer = page.waitForResponse((response) => response.url().endsWith('/partner/login/'));
    await signInButton(page).click();
    expect(await appReady(page), 'pressed before the app was live').toBe(false);
    await expect(page, 'the static form is not sent natively').toHaveURL(/\/signin$/);
    expect(requested, 'the app script is on its way').toHaveLength(1);
    release();

    expect((await answer).request().postDataJSON()).toEqual({
      email: emailOf('qa'),
      password: 'not-the-password',
    });
    await expect(formError(page)).toBeVisible();
    await expect(emailField(page)).toHaveValue(emailOf('qa'));
    await expect(passwordField(page)).toHaveValue('not-the-password');
  });

  test('offline at the first intent: the next intent fetches the app again', async ({ page, context }) => {
    await page.goto('/signin');
    await context.setOffline(true);
    await emailField(page).fill(emailOf('qc'));
    // The intent is handled as it is dispatched (boot.ts): offline, it fetches nothing, so there is
    // nothing to wait for; the page is still the static one and no fetch of the app was made.
    expect(await appReady(page)).toBe(false);
    expect(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/main-[\w-]+\.js$/.test(entry.name)),
      ),
    ).toBe(false);
    await context.setOffline(false);
    await passwordField(page).fill(DEMO_PASSWORD);
    await appLive(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/partner/login/'));
    await signInButton(page).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/qc-ticket-list$/);
  });

  test('a language chosen on /portals before the app is live is applied once it is', async ({ page }) => {
    const { release } = await watchAppScript(page, true);
    await page.goto('/portals');
    await page.getByLabel('Language').selectOption('ar');
    expect(await appReady(page)).toBe(false);
    release();
    await expect.poll(() => appReady(page), 'the app is live').toBe(true);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  });

  test('/portals is usable without the app: pointer moves and Tab load nothing, the picker loads it', async ({
    page,
  }) => {
    const { requested } = await watchAppScript(page);
    await page.goto('/portals');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    await page.mouse.move(10, 10);
    await page.mouse.move(200, 300);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(requested, 'no app script for pointer moves and Tab').toEqual([]);
    await expect(page.getByRole('link', { name: 'Project Management', exact: true }).first()).toBeVisible();

    await page.getByLabel('Language').dispatchEvent('pointerdown');
    await appLive(page);
    expect(requested).toHaveLength(1);
  });

  test('/signin is usable without the app: pointer moves, Tab and a click in a field load nothing; typing loads it', async ({
    page,
  }) => {
    const { requested } = await watchAppScript(page);
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    await page.mouse.move(10, 10);
    await page.keyboard.press('Tab');
    await emailField(page).click();
    await page.waitForLoadState('networkidle');
    expect(requested, 'no app script for pointer moves, Tab and a click in a field').toEqual([]);

    await page.keyboard.type(emailOf('qc'));
    await appLive(page);
    expect(requested, 'typing loaded the app').toHaveLength(1);
    await expect(emailField(page)).toHaveValue(emailOf('qc'));
  });

  test('a field left before the app is live shows its validation message once it is', async ({ page }) => {
    const { requested, release } = await watchAppScript(page, true);
    await page.goto('/signin');
    await emailField(page).click();
    // Leaving the empty field validates it: that needs the app, which is on its way.
    await passwordField(page).click();
    await expect.poll(() => requested.length, 'leaving a field loads the app').toBe(1);
    expect(await appReady(page)).toBe(false);
    release();
    await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('/forgot-password is prerendered and usable: an e-mail typed and submitted before the app is live is sent', async ({
    page,
  }) => {
    const { requested, release } = await watchAppScript(page, true);
    await page.goto('/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    const form = page.getByRole('form', { name: 'Forgot password' });
    const email = form.getByRole('textbox', { name: 'Email', exact: true });
    await email.click();
    await page.waitForLoadState('networkidle');
    expect(requested, 'a click in the field loads nothing').toEqual([]);
    await email.pressSequentially(emailOf('qc'));
    const reset = page.waitForRequest('**/api/partner/password-reset/');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect(await appReady(page), 'pressed before the app was live').toBe(false);
    await expect(page, 'the static form is not sent natively').toHaveURL(/\/forgot-password$/);
    release();
    expect((await reset).postDataJSON()).toMatchObject({ email: emailOf('qc') });
    await expect(email).toHaveValue(emailOf('qc'));
  });

  test('/partner-login is prerendered: a number typed and left before the app is live is looked up once it is', async ({
    page,
  }) => {
    const { requested, release } = await watchAppScript(page, true);
    await page.goto('/partner-login');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    const number = page.getByRole('textbox', { name: /^WhatsApp number/ });
    await number.click();
    await page.waitForLoadState('networkidle');
    expect(requested, 'a click in the field loads nothing').toEqual([]);
    await number.pressSequentially('9800000020');
    await number.press('Tab');
    expect(await appReady(page)).toBe(false);
    const lookup = page.waitForResponse('**/api/partner/fetch-partner-whatsapp/**');
    release();
    expect((await lookup).status()).toBe(200);
    await expect(page.getByText('Company: Demo Partner Services')).toBeVisible();
    await expect(number).toHaveValue('9800000020');
  });

  test('/signup is prerendered: fields typed, the terms ticked and Sign Up pressed before the app is live are sent', async ({
    page,
  }) => {
    const { requested, release } = await watchAppScript(page, true);
    await page.goto('/signup');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    const form = page.getByRole('form', { name: 'Sign Up' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await name.click();
    await page.waitForLoadState('networkidle');
    expect(requested, 'a click in a field loads nothing').toEqual([]);
    const stamp = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`;
    await name.pressSequentially('Asha Rao');
    await form
      .getByRole('textbox', { name: 'Official Email', exact: true })
      .fill(`early.${stamp}@signup.test`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
    await form.getByRole('textbox', { name: 'Company Name', exact: true }).fill('Rao Field Services');
    await form
      .getByRole('textbox', { name: 'Company Email', exact: true })
      .fill(`early.office.${stamp}@signup.test`);
    const terms = form.getByRole('checkbox', { name: /I accept the/ });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const request = page.waitForRequest('**/api/partner/profile/');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    expect(await appReady(page), 'pressed before the app was live').toBe(false);
    await expect(page, 'the static form is not sent natively').toHaveURL(/\/signup$/);
    release();
    expect((await request).postDataJSON()).toEqual({
      username: 'Asha Rao',
      email: `early.${stamp}@signup.test`,
      phone: '9876543210',
      country_code: '+91',
      company_name: 'Rao Field Services',
      company_email: `early.office.${stamp}@signup.test`,
      referred_by: null,
    });
    await expect(page).toHaveURL(/\/registration$/);
  });

  test('/client-signup is prerendered: names typed before the app is live are title-cased as they are adopted', async ({
    page,
  }) => {
    const { release } = await watchAppScript(page, true);
    await page.goto('/client-signup');
    await expect(page.locator('html')).toHaveAttribute('data-static-usable', '');
    const form = page.getByRole('form', { name: 'Client Sign Up' });
    await form
      .getByRole('textbox', { name: 'Associated Client', exact: true })
      .pressSequentially('acme retail');
    await form.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially('meera IYER');
    expect(await appReady(page)).toBe(false);
    release();
    await appLive(page);
    await expect(form.getByRole('textbox', { name: 'Associated Client', exact: true })).toHaveValue(
      'Acme Retail',
    );
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Meera Iyer');
  });

  test('a chooser card followed before the app is live still records the work area', async ({ page }) => {
    const { requested } = await watchAppScript(page);
    await page.goto('/portals');
    await page.getByRole('link', { name: 'Finance Central', exact: true }).click();
    await expect(page).toHaveURL(/\/signin\?portal=fc$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('chosen_portal'))).toBe('fc');
    expect(requested.length, 'the query string makes /signin load the app at once').toBeGreaterThan(0);
  });

  test('a signed-in visitor of /signin gets the app at once and is redirected', async ({ page }) => {
    await page.goto('/signin');
    await submitSignIn(page, emailOf('kci'));
    await expect(page).toHaveURL(/\/kci-tasks$/);
    const { requested } = await watchAppScript(page);
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/kci-tasks$/);
    expect(requested.length, 'no intent was needed').toBeGreaterThan(0);
  });
});
