import { expect, test, type Page } from '@playwright/test';
import { emailField, passwordField, readStorage, signInButton } from './support/session.ts';

/** A unique address per run (the specs share one server). */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@inbox.test`;

/** The code in the newest demo inbox card to `to` titled `heading`, read on the inbox page `inbox`. */
async function codeOnInboxPage(inbox: Page, to: string, heading: string): Promise<string> {
  await inbox.goto('/dev/inbox');
  const card = inbox
    .getByRole('listitem')
    .filter({ hasText: `To: ${to}` })
    .filter({ has: inbox.getByRole('heading', { name: heading }) })
    .first();
  const code = card.getByText(/^\d{6}$/);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}

// A minimal PDF: the server checks files by their first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

/**
 * The demo inbox of `pnpm start` (issue 16; the e2e server runs with DEMO_MODE=1 like `pnpm start`):
 * a newcomer completes 'Forgot password', both registration OTPs and the WhatsApp and e-mail
 * passphrase logins using only what the /dev/inbox page shows. E-mails really crossed SMTP into the
 * server's embedded receiver; WhatsApp messages went to the simulator.
 */
test.describe('demo inbox', () => {
  test('a newcomer resets a password with the link shown in the demo inbox, then signs in', async ({
    page,
  }) => {
    const email = uniqueEmail('newcomer');
    // A fresh account (sign-up itself is covered by signup.spec.ts).
    const signUp = await page.request.post('/api/partner/profile/', {
      data: {
        username: 'Ravi Kumar',
        email,
        phone: '9876500011',
        country_code: '+91',
        company_name: 'Kumar Field Services',
        company_email: uniqueEmail('office'),
        referred_by: null,
      },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto('/forgot-password');
    const forgotForm = page.getByRole('form', { name: 'Forgot password' });
    await forgotForm.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await forgotForm.getByRole('button', { name: 'Submit' }).click();
    await expect(forgotForm.getByRole('status')).toContainText('a password reset link has been sent');

    // In demo mode the account screens link to the inbox.
    await page.getByRole('link', { name: 'Demo inbox' }).click();
    await expect(page).toHaveURL(/\/dev\/inbox$/);
    await expect(page.getByRole('heading', { name: 'Demo inbox', level: 2 })).toBeVisible();
    // Other specs send messages too: take the card addressed to this newcomer (it refreshes itself).
    const card = page.getByRole('listitem').filter({ hasText: `To: ${email}` });
    await expect(card.getByRole('heading', { name: 'Reset your Partner Portal password' })).toBeVisible();
    const link = card.getByRole('link', { name: 'Open link' });
    await expect(link).toHaveAttribute('href', /^\/reset-password\?token=[\w-]{43}$/);
    // The HTML part is there too, in a frame that runs nothing.
    await card.getByText('Show the HTML version').click();
    await expect(card.getByTitle('HTML version of the e-mail')).toHaveAttribute('sandbox', '');
    await link.click();

    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const resetForm = page.getByRole('form', { name: 'Reset password' });
    const newPassword = 'inbox-pass-2026';
    await resetForm.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await resetForm.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
    await resetForm.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('link', { name: 'Demo inbox' })).toBeVisible();

    await emailField(page).fill(email);
    await passwordField(page).fill(newPassword);
    await signInButton(page).click();
    await expect(page).not.toHaveURL(/\/signin$/);
    expect((await readStorage(page, ['user_role'])).user_role).toBe('partner');
  });

  test('a newcomer registers with both OTPs, then logs in by WhatsApp and e-mail passphrase, all from the inbox', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const n = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
    const email = uniqueEmail('kiran');
    const phone = `970009${n}`;
    const form = page.getByRole('form', { name: 'Partner Registration' });
    const textbox = (name: RegExp) => form.getByRole('textbox', { name });
    await page.goto('/partner-registration');
    await textbox(/^Company name/).fill('Inbox Field Services');
    await textbox(/^Company email/).fill(uniqueEmail('office'));
    await textbox(/^Full name/).fill('Kiran Desai');
    await textbox(/^Email(?! OTP)/).fill(email);
    await textbox(/^Phone(?! OTP)/).fill(phone);
    await textbox(/^Company phone/).fill(`971009${n}`);
    const whatsapp = `972009${n}`;
    await textbox(/^WhatsApp number/).fill(whatsapp);

    // The inbox in a second tab, as a newcomer would keep it open.
    const inbox = await context.newPage();
    for (const [label, to, otpName, heading] of [
      ['Email', email, /^Email OTP/, 'Your Partner Portal verification code'],
      ['Phone', phone, /^Phone OTP/, 'WhatsApp message'],
    ] as const) {
      await page.getByRole('button', { name: `Generate OTP (${label})` }).click();
      await expect(form.getByText('OTP sent successfully')).toBeVisible();
      await textbox(otpName).fill(await codeOnInboxPage(inbox, to, heading));
      await page.getByRole('button', { name: `Verify ${label} OTP` }).click();
      await expect(textbox(otpName)).toHaveCount(0);
    }
    await expect(form.getByText('Verified', { exact: true })).toHaveCount(2);

    // The rest of the wizard (covered in detail by partner-registration.spec.ts).
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Company Info', level: 3 })).toBeVisible();
    await textbox(/^Location/).fill('Shop 9, MG Road');
    await textbox(/^Postal code/).fill('411001');
    await expect(textbox(/^District/)).toHaveValue('Pune');
    await textbox(/^City/).fill('Pune');
    await textbox(/^DigiPin/).fill('4P3-JK8-52C9');
    await page
      .getByRole('group', { name: 'Address proof' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'address-proof.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Additional Details', level: 3 })).toBeVisible();
    await textbox(/^PAN/).pressSequentially('abcde1234f');
    await textbox(/^Aadhaar number/).pressSequentially('234567890123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    // The new partner logs in with the WhatsApp passphrase shown in the inbox ...
    await page.getByRole('link', { name: 'Back to Login' }).click();
    const login = page.getByRole('form', { name: 'Partner Login' });
    const number = login.getByRole('textbox', { name: /^WhatsApp number/ });
    await number.fill(whatsapp);
    await number.press('Tab');
    await expect(login.getByText('Company: Inbox Field Services')).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(login.getByText('Passphrase sent to your WhatsApp number')).toBeVisible();
    await login
      .getByRole('textbox', { name: /^Passphrase/ })
      .fill(await codeOnInboxPage(inbox, whatsapp, 'WhatsApp message'));
    await page.getByRole('button', { name: 'Verify Passphrase' }).click();
    await expect(page).toHaveURL(/\/detail\/[^/]+$/);

    // ... and, signed out (a fresh browser context), with the e-mailed passphrase.
    const other = await browser.newContext();
    try {
      const page2 = await other.newPage();
      await page2.goto('/partner-login');
      await page2.getByRole('link', { name: 'Login with email' }).click();
      const login2 = page2.getByRole('form', { name: 'Partner Login' });
      const emailField = login2.getByRole('textbox', { name: /^Email/ });
      await emailField.fill(email);
      await emailField.press('Tab');
      await expect(login2.getByText('Company: Inbox Field Services')).toBeVisible();
      await page2.getByRole('button', { name: 'Use Passphrase' }).click();
      await expect(login2.getByText('Passphrase sent to your email')).toBeVisible();
      const inbox2 = await other.newPage();
      const passphrase = login2.getByRole('textbox', { name: /^Passphrase/ });
      await passphrase.fill(await codeOnInboxPage(inbox2, email, 'Your Partner Portal passphrase'));
      await passphrase.press('Enter');
      await expect(page2).toHaveURL(/\/detail\/[^/]+$/);
    } finally {
      await other.close();
    }
  });
});
