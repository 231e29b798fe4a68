import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// The partner registration wizard's step 1 (access §2 'Partner registration wizard'), shared by
// partner-registration.spec.ts and the staff's 'Create New Record' (partner-network.spec.ts).

/** The spec's texts (access §2 'Partner registration wizard', §8). */
export const TEXT = {
  otpSent: 'OTP sent successfully',
  detailsAdded: 'Company details added successfully',
  thankYou: 'Thank You!',
  registered: 'Your registration was successful',
};

/** A registering partner; `n` keeps e-mails and numbers apart between tests (one server per run). */
export function partner(n: number) {
  const digits = String(n).padStart(2, '0');
  return {
    companyName: `Registered Services ${digits}`,
    companyEmail: `office${digits}@registered.example.com`,
    fullName: 'Kiran Desai',
    email: `kiran${digits}@registered.example.com`,
    phone: `97000010${digits}`,
    companyPhone: `97000020${digits}`,
    whatsapp: `97000030${digits}`,
  };
}
export type Partner = ReturnType<typeof partner>;

export const form = (page: Page) => page.getByRole('form', { name: 'Partner Registration' });
export const stepTitle = (page: Page, name: string) => page.getByRole('heading', { name, level: 3 });
export const textbox = (page: Page, name: RegExp) => form(page).getByRole('textbox', { name });

/**
 * The newest code (OTP or passphrase) sent to `to` (an e-mail or a number) from the development
 * outbox; with `notBefore`, waits for a code other than that one.
 */
export async function latestCode(page: Page, to: string, notBefore = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
      const messages = (await answer.json()) as { code?: string | null }[];
      code = messages[0]?.code ?? '';
      return code !== '' && code !== notBefore ? code : '';
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills step 1 and verifies both contacts with the codes from the outbox. Opens
 * /partner-registration first unless `open` is false (the caller already did, e.g. from
 * 'Create New Record').
 */
export async function completeContact(page: Page, who: Partner, axe = false, open = true): Promise<void> {
  if (open) await page.goto('/partner-registration');
  await expect(stepTitle(page, 'Contact Details')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await textbox(page, /^Company name/).fill(who.companyName);
  await textbox(page, /^Company email/).fill(who.companyEmail);
  await textbox(page, /^Full name/).fill(who.fullName);
  await textbox(page, /^Email(?! OTP)/).fill(who.email);
  await textbox(page, /^Phone(?! OTP)/).fill(who.phone);
  await textbox(page, /^Company phone/).fill(who.companyPhone);
  await textbox(page, /^WhatsApp number/).fill(who.whatsapp);
  if (axe) await expectNoAxeViolations(page, 'registration step 1 (filled)');

  for (const [label, to, otpName] of [
    ['Email', who.email, /^Email OTP/],
    ['Phone', who.phone, /^Phone OTP/],
  ] as const) {
    await page.getByRole('button', { name: `Generate OTP (${label})` }).click();
    await expect(form(page).getByText(TEXT.otpSent)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ }).first()).toBeDisabled();
    await textbox(page, otpName).fill(await latestCode(page, to));
    if (axe && label === 'Email') await expectNoAxeViolations(page, 'registration step 1 (OTP sent)');
    await page.getByRole('button', { name: `Verify ${label} OTP` }).click();
    await expect(textbox(page, otpName)).toHaveCount(0);
  }
  await expect(form(page).getByText('Verified', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(stepTitle(page, 'Company Info')).toBeVisible();
}
