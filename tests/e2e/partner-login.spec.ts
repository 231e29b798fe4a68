import { expect, test, type Page } from '@playwright/test';
import { latestCode } from './support/registration.ts';
import { nextFrame, noticesSeen, readStorage, watchNotices } from './support/session.ts';

/**
 * The demo partners (apps/server/src/seed.ts DEMO_PARTNER_COMPANIES). Each real passphrase send
 * uses its own number or address, because the server allows one send per minute per recipient.
 */
const PARTNER = { email: 'partner@demo.test', whatsapp: '9800000020', company: 'Demo Partner Services' };
const PENDING = {
  email: 'partner.pending@demo.test',
  whatsapp: '9800000091',
  company: 'Demo Pending Partner Co',
};

/** The spec's texts (access §8 'Partner login', 'Company lookup'). */
const TEXT = {
  sentWhatsapp: 'Passphrase sent to your WhatsApp number',
  sentEmail: 'Passphrase sent to your email',
  sendFailed: 'Failed to send PhassPhrase! Try again.',
  incorrect: 'Incorrect Passphrase!',
  loginError: 'Error Login!',
  whatsappNotRegistered: 'WhatsApp No. not Registered!',
  /** The reference server's answer to an expired passphrase (apps/server identity/messages.ts). */
  expired: 'Passphrase has expired. Please request a new one.',
};

const form = (page: Page) => page.getByRole('form', { name: 'Partner Login' });
const numberField = (page: Page) => page.getByRole('textbox', { name: /^WhatsApp number/ });
const emailField = (page: Page) => page.getByRole('textbox', { name: /^Email/ });
const passphraseField = (page: Page) => page.getByRole('textbox', { name: /^Passphrase/ });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify Passphrase' });
const formError = (page: Page) => form(page).getByRole('alert');

/** Types the number, leaves the field (the lookup runs on blur) and waits for the company. */
async function enterNumber(page: Page, number: string, company: string): Promise<void> {
  await page.goto('/partner-login');
  await numberField(page).fill(number);
  await numberField(page).press('Tab');
  await expect(form(page).getByText(`Company: ${company}`)).toBeVisible();
  await expect(loginButton(page)).toBeEnabled();
}

/** Answers the send call as the server does on success, without sending anything. */
async function fakeSend(page: Page): Promise<void> {
  await page.route('**/api/partner/send-passphrase-whatsapp/', (route) =>
    route.fulfill({ status: 200, json: { status: 200, message: TEXT.sentWhatsapp } }),
  );
}

test.describe('partner login', () => {
  test.describe.configure({ mode: 'parallel' });

  test('by WhatsApp: the passphrase from the outbox signs in and lands on /detail/{uuid}', async ({
    page,
  }) => {
    await enterNumber(page, PARTNER.whatsapp, PARTNER.company);
    await loginButton(page).click();

    await expect(form(page).getByText(TEXT.sentWhatsapp)).toBeVisible();
    await expect(numberField(page)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: /^Resend Passphrase in \d+s$/ })).toBeDisabled();

    await passphraseField(page).fill(await latestCode(page, PARTNER.whatsapp));
    await verifyButton(page).click();

    await expect(page).toHaveURL(/\/detail\/[^/]+$/);
    const stored = await readStorage(page, ['token', 'uuid', 'user_role', 'loged_in_to']);
    expect(stored.token).toBeTruthy();
    expect(stored.user_role).toBe('partner');
    expect(stored.loged_in_to).toBe('orion');
    expect(new URL(page.url()).pathname).toBe(`/detail/${stored.uuid ?? ''}`);
  });

  test('by e-mail: Use Passphrase, then the e-mailed passphrase signs in', async ({ page }) => {
    await page.goto('/partner-login');
    await page.getByRole('link', { name: 'Login with email' }).click();
    await expect(page.getByRole('link', { name: 'Use Password' })).toHaveAttribute('href', '/signin');
    await expect(page.getByRole('button', { name: 'Use Passphrase' })).toBeDisabled();

    await emailField(page).fill(PARTNER.email);
    await emailField(page).press('Tab');
    await expect(form(page).getByText(`Company: ${PARTNER.company}`)).toBeVisible();
    await page.getByRole('button', { name: 'Use Passphrase' }).click();
    await expect(form(page).getByText(TEXT.sentEmail)).toBeVisible();

    await passphraseField(page).fill(await latestCode(page, PARTNER.email));
    await passphraseField(page).press('Enter');

    await expect(page).toHaveURL(/\/detail\/[^/]+$/);
    expect((await readStorage(page, ['loged_in_to'])).loged_in_to).toBe('orion');
  });

  test('a wrong passphrase says so and keeps the number and the passphrase', async ({ page }) => {
    await enterNumber(page, PENDING.whatsapp, PENDING.company);
    await loginButton(page).click();
    await expect(form(page).getByText(TEXT.sentWhatsapp)).toBeVisible();
    const code = await latestCode(page, PENDING.whatsapp);
    const wrong = code === '000000' ? '111111' : '000000';

    await passphraseField(page).fill(wrong);
    await verifyButton(page).click();

    await expect(formError(page)).toContainText(TEXT.incorrect);
    await expect(numberField(page)).toHaveValue(PENDING.whatsapp);
    await expect(passphraseField(page)).toHaveValue(wrong);
    await expect(page).toHaveURL(/\/partner-login$/);
  });

  test('asking again too early (429) shows the wait and keeps the e-mail', async ({ page }) => {
    const sendEmail = async () => {
      await page.goto('/partner-login');
      await page.getByRole('link', { name: 'Login with email' }).click();
      await emailField(page).fill(PENDING.email);
      await emailField(page).press('Tab');
      await expect(form(page).getByText(`Company: ${PENDING.company}`)).toBeVisible();
      const answer = page.waitForResponse('**/api/partner/email-passphrase/');
      await page.getByRole('button', { name: 'Use Passphrase' }).click();
      return answer;
    };
    expect((await sendEmail()).status()).toBe(200);
    // A fresh page within the minute: the server refuses with 429 and Retry-After.
    const refused = await sendEmail();
    expect(refused.status()).toBe(429);
    const { message } = (await refused.json()) as { message: string };

    // Access §8: the server's message is shown as a warning, not as a 'Login failed' error.
    const warning = form(page).getByRole('status').filter({ hasText: message });
    await expect(warning).toHaveAttribute('data-variant', 'warning');
    await expect(formError(page)).toHaveCount(0);
    await expect(emailField(page)).toHaveValue(PENDING.email);
    // The earlier passphrase is still good: the field appears, resend waits for Retry-After.
    await expect(passphraseField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend Passphrase in \d+s$/ })).toBeDisabled();
  });

  test('an unknown WhatsApp number (404) says it is not registered and keeps the number', async ({
    page,
  }) => {
    await watchNotices(page, [TEXT.whatsappNotRegistered]);
    await page.goto('/partner-login');
    await numberField(page).fill('9111111111');
    const answer = page.waitForResponse('**/api/partner/fetch-partner-whatsapp/**');
    await numberField(page).press('Tab');
    expect((await answer).status()).toBe(404);

    await expect(formError(page)).toContainText(TEXT.whatsappNotRegistered);
    await expect(numberField(page)).toHaveValue('9111111111');
    await expect(loginButton(page)).toBeDisabled();
    // Shown once, in the form: no toast repeats it.
    await nextFrame(page);
    expect(await noticesSeen(page), 'texts shown outside the form (toasts)').toEqual([]);
  });

  test('a server error (500) on sending shows the send failure and keeps the number', async ({ page }) => {
    await page.route('**/api/partner/send-passphrase-whatsapp/', (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error' } }),
    );
    await enterNumber(page, PARTNER.whatsapp, PARTNER.company);
    await loginButton(page).click();

    await expect(formError(page)).toContainText(TEXT.sendFailed);
    await expect(numberField(page)).toHaveValue(PARTNER.whatsapp);
    await expect(passphraseField(page)).toHaveCount(0);
  });

  test('offline while verifying shows Error Login! and keeps the passphrase', async ({ page }) => {
    await fakeSend(page);
    await enterNumber(page, PARTNER.whatsapp, PARTNER.company);
    await loginButton(page).click();
    await expect(form(page).getByText(TEXT.sentWhatsapp)).toBeVisible();

    await page.route('**/api/partner/whatsapp-passphrase/', (route) => route.abort('internetdisconnected'));
    await passphraseField(page).fill('123456');
    await verifyButton(page).click();

    await expect(formError(page)).toContainText(TEXT.loginError);
    await expect(numberField(page)).toHaveValue(PARTNER.whatsapp);
    await expect(passphraseField(page)).toHaveValue('123456');
    await expect(page).toHaveURL(/\/partner-login$/);
  });

  test('an expired passphrase shows the server message and keeps the number and the passphrase', async ({
    page,
  }) => {
    // The server has no development hook to age a code; its expiry after 10 minutes is proven in
    // apps/server/src/modules/passphrase/routes.test.ts ('expires after 10 minutes'). Here the browser gets
    // that exact answer (400 with its message) and the portal must show it.
    await fakeSend(page);
    await page.route('**/api/partner/whatsapp-passphrase/', (route) =>
      route.fulfill({ status: 400, json: { status: 400, message: TEXT.expired } }),
    );
    await enterNumber(page, PARTNER.whatsapp, PARTNER.company);
    await loginButton(page).click();
    await expect(form(page).getByText(TEXT.sentWhatsapp)).toBeVisible();

    await passphraseField(page).fill('654321');
    await verifyButton(page).click();

    await expect(formError(page)).toContainText(TEXT.expired);
    await expect(numberField(page)).toHaveValue(PARTNER.whatsapp);
    await expect(passphraseField(page)).toHaveValue('654321');
    await expect(page).toHaveURL(/\/partner-login$/);
  });

  test('a send that never answers times out after 30 s with the send failure and keeps the number', async ({
    page,
  }) => {
    // Operations §7, §9: the time-out is 30000 ms; the page's clock is Playwright's.
    await page.clock.install();
    await page.route('**/api/partner/send-passphrase-whatsapp/', () => undefined);
    await enterNumber(page, PARTNER.whatsapp, PARTNER.company);
    const sent = page.waitForRequest('**/api/partner/send-passphrase-whatsapp/');
    await loginButton(page).click();
    await sent;

    await page.clock.fastForward(31_000);
    await expect(formError(page)).toContainText(TEXT.sendFailed);
    await expect(numberField(page)).toHaveValue(PARTNER.whatsapp);
    await expect(passphraseField(page)).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
