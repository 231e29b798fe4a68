import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  completeContact,
  form,
  latestCode,
  partner,
  stepTitle,
  TEXT,
  textbox,
} from './support/registration.ts';
import { readStorage } from './support/session.ts';

// axe-core is injected as an inline script, which the production CSP would block.
test.use({ bypassCSP: true });

// A minimal PDF and PNG: the server checks files by their first bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

test.describe('partner registration', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the whole wizard with both OTPs, a postal code lookup and files, then a passphrase login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const who = partner(1);
    await page.goto('/partner-registration');
    await expectNoAxeViolations(page, 'registration step 1 (empty)');
    await completeContact(page, who, true);
    expect(await page.evaluate(() => sessionStorage.getItem('temp_vendor_id'))).toMatch(/^[0-9a-f-]{36}$/);

    // Step 2: the postal code fills district, state and country.
    await expectNoAxeViolations(page, 'registration step 2 (empty)');
    await textbox(page, /^Location/).fill('Shop 4, FC Road');
    const lookup = page.waitForResponse('**/api/management/po-for-techlocal/**');
    await textbox(page, /^Postal code/).fill('411001');
    expect((await lookup).status()).toBe(200);
    await expect(textbox(page, /^District/)).toHaveValue('Pune');
    await expect(textbox(page, /^State/)).toHaveValue('Maharashtra');
    await expect(textbox(page, /^Country/)).toHaveValue('India');
    await textbox(page, /^City/).fill('Pune');
    await textbox(page, /^DigiPin/).fill('4P3-JK8-52C9');
    await page
      .getByRole('group', { name: 'Address proof' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'address-proof.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page
      .getByRole('group', { name: 'Partner images' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'shop-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(form(page).getByText('address-proof.pdf').first()).toBeVisible();
    await expect(form(page).getByText('shop-front.png').first()).toBeVisible();
    await expectNoAxeViolations(page, 'registration step 2 (filled)');
    const saved = page.waitForResponse('**/api/partner/temp-partner-edit/');
    await page.getByRole('button', { name: 'Next' }).click();
    const companyAnswer = await saved;
    expect(companyAnswer.status()).toBe(200);
    expect(((await companyAnswer.json()) as { partner_images: unknown[] }).partner_images).toHaveLength(1);
    await expect(stepTitle(page, 'Additional Details')).toBeVisible();

    // Step 3: PAN upper-cased and Aadhaar grouped as typed.
    await expectNoAxeViolations(page, 'registration step 3');
    await textbox(page, /^PAN/).pressSequentially('abcde1234f');
    await expect(textbox(page, /^PAN/)).toHaveValue('ABCDE1234F');
    await textbox(page, /^Aadhaar number/).pressSequentially('234567890123');
    await expect(textbox(page, /^Aadhaar number/)).toHaveValue('2345 6789 0123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(form(page).getByText(TEXT.detailsAdded)).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('temp_vendor_id'))).toBeNull();

    // After 3 seconds: /thank-you.
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: TEXT.thankYou })).toBeVisible();
    await expect(page.getByText(TEXT.registered)).toBeVisible();
    await expectNoAxeViolations(page, '/thank-you');
    const [mail] = (await (await page.request.get(`/api/dev/outbox/?to=${who.email}`)).json()) as {
      subject: string;
    }[];
    expect(mail?.subject).toBe('Your Partner Portal registration');

    // 'Back to Login', then the new partner logs in with a passphrase from the outbox.
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/\/partner-login$/);
    const number = page.getByRole('textbox', { name: /^WhatsApp number/ });
    await number.fill(who.whatsapp);
    await number.press('Tab');
    await expect(page.getByText(`Company: ${who.companyName}`)).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Passphrase sent to your WhatsApp number')).toBeVisible();
    await page.getByRole('textbox', { name: /^Passphrase/ }).fill(await latestCode(page, who.whatsapp));
    await page.getByRole('button', { name: 'Verify Passphrase' }).click();
    await expect(page).toHaveURL(/\/detail\/[^/]+$/);
    const stored = await readStorage(page, ['uuid', 'user_role', 'loged_in_to']);
    expect(stored).toMatchObject({ user_role: 'partner', loged_in_to: 'orion' });
    expect(new URL(page.url()).pathname).toBe(`/detail/${stored.uuid ?? ''}`);
  });

  test('a wrong OTP shows the server message and keeps the code and the e-mail', async ({ page }) => {
    const who = partner(2);
    await page.goto('/partner-registration');
    await textbox(page, /^Email(?! OTP)/).fill(who.email);
    await page.getByRole('button', { name: 'Generate OTP (Email)' }).click();
    await expect(form(page).getByText(TEXT.otpSent)).toBeVisible();
    const code = await latestCode(page, who.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await textbox(page, /^Email OTP/).fill(wrong);
    const answer = page.waitForResponse('**/api/partner/verify-otp/');
    await page.getByRole('button', { name: 'Verify Email OTP' }).click();
    expect((await answer).status()).toBe(400);
    await expect(form(page).getByText('Invalid OTP. 4 attempts left.')).toBeVisible();
    await expect(textbox(page, /^Email OTP/)).toHaveValue(wrong);
    await expect(textbox(page, /^Email(?! OTP)/)).toHaveValue(who.email);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a reload mid-wizard resumes on the same step with the values and the registration id', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const who = partner(3);
    await completeContact(page, who);
    const id = await page.evaluate(() => sessionStorage.getItem('temp_vendor_id'));
    await textbox(page, /^Location/).fill('Shop 9, MG Road');

    await page.reload();
    await expect(stepTitle(page, 'Company Info')).toBeVisible();
    await expect(textbox(page, /^Location/)).toHaveValue('Shop 9, MG Road');
    expect(await page.evaluate(() => sessionStorage.getItem('temp_vendor_id'))).toBe(id);
    await expectNoAxeViolations(page, 'registration step 2 (resumed)');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(stepTitle(page, 'Contact Details')).toBeVisible();
    await expect(textbox(page, /^Company name/)).toHaveValue(who.companyName);
    await expect(textbox(page, /^WhatsApp number/)).toHaveValue(who.whatsapp);
    await expect(form(page).getByText('Verified', { exact: true })).toHaveCount(2);
  });
});
