import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { appLive, readStorage, signIn, submitSignIn, userMenuButton, toasts } from './support/session.ts';

/**
 * Issue 23 'Passkeys for staff': a staff user adds a passkey on /security with Chromium's virtual
 * authenticator (CDP WebAuthn domain), signs out and signs in with it from /signin; a user who must
 * use a second factor (finance.secure@demo.test, marked like FINANCE_SECOND_FACTOR=required marks
 * every finance user) sets up an authenticator app after the password, signs out, is refused a
 * wrong code on the second step and gets in with the right one.
 */

/** Adds a platform authenticator that holds resident keys and verifies the user at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logOut(page: Page, fullName: string): Promise<void> {
  await userMenuButton(page, fullName).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/portals$/);
}

test('a staff user adds a passkey, signs out and signs in with it (virtual authenticator)', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await signIn(page, emailOf('customer_connect'));
  await userMenuButton(page, 'Demo Customer Connect').click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  await page.getByRole('textbox', { name: /Passkey name/ }).fill('Test laptop');
  const added = page.waitForResponse(
    (response) => response.url().endsWith('/api/partner/passkeys/') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  expect((await added).status()).toBe(201);
  await expect(page.getByText('Test laptop', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Test laptop' })).toBeVisible();
  await expect(page.getByText(/Not used yet/)).toBeVisible();

  await logOut(page, 'Demo Customer Connect');
  await page.goto('/signin');
  // The prerendered page goes live on a real intent (leaving a field); the passkey button needs the app.
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.focus();
  await email.blur();
  await appLive(page);
  const signedIn = page.waitForResponse('**/api/partner/passkeys/sign-in/');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/signin/);
  expect((await readStorage(page, ['user_role'])).user_role).toBe('customer_connect');

  // The passkey now shows its use; a refused rename keeps the typed name, then a rename is saved.
  await page.goto('/security');
  await expect(page.getByText(/Last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Rename Test laptop' }).click();
  const newName = page.getByRole('textbox', { name: /New name/ });
  await expect(newName).toBeFocused();
  await page.route('**/api/partner/passkeys/*/', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { status: 500, message: 'Internal server error' } })
      : route.fallback(),
  );
  await newName.fill('Office laptop');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That did not work' })).toBeVisible();
  await expect(newName).toHaveValue('Office laptop');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toasts(page)).toContainText('Passkey renamed.');
  await expect(page.getByText('Office laptop', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename Office laptop' })).toBeFocused();
});

/** RFC 6238 code (SHA-1, 6 digits, 30 s) of a base32 secret at `step`. */
function totp(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

test('a user who must use a second factor sets up an authenticator app, then a wrong code keeps them on the step', async ({
  page,
}) => {
  const email = 'finance.secure@demo.test';
  await page.goto('/signin');
  expect((await submitSignIn(page, email)).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Set up a second step' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // Nothing is stored until the step is done.
  expect((await readStorage(page, ['token'])).token).toBeNull();

  const step = Math.floor(Date.now() / 30_000);
  await page.getByRole('textbox', { name: /Authenticator code/ }).fill(totp(secret, step));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/finance$/);

  await logOut(page, 'Demo Finance Two-Step');
  await page.goto('/signin');
  expect((await submitSignIn(page, email)).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Second sign-in step' })).toBeVisible();
  const code = page.getByRole('textbox', { name: /Authenticator code/ });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('region', { name: 'Second sign-in step' }).getByRole('alert')).toContainText(
    'That code is not right.',
  );
  await expect(page).toHaveURL(/\/signin$/);
  await expect(code).toHaveValue('000000');
  expect((await readStorage(page, ['token'])).token).toBeNull();

  // The confirmation used this step's code: the next step's code (within the window) gets in.
  await code.fill(totp(secret, step + 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/finance$/);
  expect((await readStorage(page, ['token'])).token).not.toBeNull();
});
