import { expect, test } from '@playwright/test';
import { emailField, passwordField, readStorage, signInButton } from './support/session.ts';

/** A unique address per run (the specs share one server). */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@inbox.test`;

/**
 * The demo inbox of `pnpm start` (issue 16; the e2e server runs with DEMO_MODE=1 like `pnpm start`):
 * a newcomer completes 'Forgot password' using only what the page shows. The e-mail really crossed
 * SMTP into the server's embedded receiver; the page lists it and its link.
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
});
