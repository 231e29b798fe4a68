import { expect, test } from '@playwright/test';
import { MULTI_EMAIL, MULTI_NAME, emailOf, fullNameOf } from './support/accounts.ts';
import {
  LOGOUT_URL,
  NOT_AUTHORIZED_KEYS,
  SESSION_KEYS,
  USER_INFO_PATH,
  expectStorageCleared,
  readStorage,
  signIn,
  userMenuButton,
} from './support/session.ts';

const NOT_FOUND_TEXT = 'Oops, an error has occurred. Page not found!';

/**
 * The signed-in session: the interstitial for users with several roles, the user menu (access §2
 * 'User menu and sidebar shell'), logout and expiry (§4, §8), route guards (operations §6) and the
 * remembered rate page (access §4 'Already signed in').
 */
test.describe('session', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a user with several roles picks a role on /interstitial and lands on its page', async ({ page }) => {
    await signIn(page, MULTI_EMAIL);
    // Access §4: "A user with one or more entries in all_roles goes to /interstitial first."
    await expect(page).toHaveURL(/\/interstitial$/);
    await expect(page.getByRole('button', { name: 'Go to Project Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Finance Central' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Partner Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Go to Project Management' }).click();
    await expect(page.getByRole('button', { name: 'Go to Project Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Go to Project Management' }).getByRole('link')).toHaveText([
      'Log In as Project Manager',
      'Log In as Coordinator',
    ]);
    await page.getByRole('link', { name: 'Log In as Coordinator' }).click();

    // Access §6: coordinator lands on /ticket-list on desktop (the default viewport is 1280 wide).
    await expect(page).toHaveURL(/\/ticket-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket List');
    expect(await readStorage(page, ['user_role', 'loged_in_to'])).toEqual({
      user_role: 'coordinator',
      loged_in_to: 'pmt',
    });
  });

  test('a user with several roles can log out from /interstitial (beyond the spec)', async ({ page }) => {
    await signIn(page, MULTI_EMAIL);
    await expect(page).toHaveURL(/\/interstitial$/);
    const { token } = await readStorage(page, ['token']);
    const logoutCall = page.waitForResponse(LOGOUT_URL);
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await logoutCall).request().headers()['authorization']).toBe(`Token ${token}`);
    await expect(page).toHaveURL(/\/portals$/);
    await expectStorageCleared(page, SESSION_KEYS);
    const withOldToken = { headers: { authorization: `Token ${token}` } };
    expect((await page.request.get(USER_INFO_PATH, withOldToken)).status()).toBe(401);
  });

  test("the user menu offers 'Switch Portal' to a user with several roles, which leads to /interstitial", async ({
    page,
  }) => {
    await signIn(page, MULTI_EMAIL);
    await page.getByRole('button', { name: 'Go to Finance Central' }).click();
    await page.getByRole('link', { name: 'Log In as Finance User' }).click();
    await expect(page).toHaveURL(/\/finance$/);

    await userMenuButton(page, MULTI_NAME).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Switch Portal', 'Security', 'Logout']);
    await page.getByRole('menuitem', { name: 'Switch Portal' }).click();

    // Access §2: 'Switch Portal' clears role and portal and goes to /interstitial.
    await expect(page).toHaveURL(/\/interstitial$/);
    expect(await readStorage(page, ['user_role', 'loged_in_to'])).toEqual({
      user_role: null,
      loged_in_to: null,
    });
    await expect(page.getByRole('button', { name: 'Go to Project Management' })).toBeVisible();
  });

  test("the user menu of a single-role user has no 'Switch Portal'; Logout clears the session", async ({
    page,
  }) => {
    await signIn(page, emailOf('qc'));
    await expect(page).toHaveURL(/\/qc-ticket-list$/);

    // The token before logout, and proof that it works until then.
    const { token } = await readStorage(page, ['token']);
    expect(token).toBeTruthy();
    const withOldToken = { headers: { Authorization: `Token ${token}` } };
    expect((await page.request.get(USER_INFO_PATH, withOldToken)).status()).toBe(200);

    await userMenuButton(page, fullNameOf('qc')).click();
    // Staff also find their passkeys and authenticator app under 'Security' (issue 23).
    await expect(page.getByRole('menuitem')).toHaveText(['Security', 'Logout']);
    const logoutCall = page.waitForResponse(LOGOUT_URL);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await logoutCall).request().headers()['authorization']).toBe(`Token ${token}`);

    // Access §2 'User menu': Logout clears local storage and goes to /portals.
    await expect(page).toHaveURL(/\/portals$/);
    await expectStorageCleared(page, SESSION_KEYS);
    await page.goto('/qc-ticket-list');
    await expect(page).toHaveURL(/\/portals$/);

    // The server revoked the token (POST /partner/logout/): the old token no longer signs anyone in.
    expect((await page.request.get(USER_INFO_PATH, withOldToken)).status()).toBe(401);
  });

  test('Logout still clears the session and goes to /portals when the logout call fails', async ({
    page,
  }) => {
    await signIn(page, emailOf('qc'));
    await expect(page).toHaveURL(/\/qc-ticket-list$/);
    await page.route(LOGOUT_URL, (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal server error' } }),
    );

    await userMenuButton(page, fullNameOf('qc')).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/portals$/);
    await expectStorageCleared(page, SESSION_KEYS);
  });

  test('a 401 from the logged-in user info clears the session and goes to /portals', async ({ page }) => {
    await signIn(page, emailOf('agent'));
    await expect(page).toHaveURL(/\/records$/);

    // The stored token no longer matches a live session on the server.
    await page.evaluate(() => window.localStorage.setItem('token', 'expired-or-revoked-token'));
    // Wait for the call that carries the tampered token, not a call still in flight from the landing.
    const userInfo = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/partner/login-user-info/') &&
        response.request().headers()['authorization'] === 'Token expired-or-revoked-token',
    );
    await page.reload();
    expect((await userInfo).status()).toBe(401);

    // Access §4, §8: "A 401 from the logged-in user info call clears storage and goes to /portals."
    await expect(page).toHaveURL(/\/portals$/);
    await expectStorageCleared(page, SESSION_KEYS);
  });

  test('the interstitial offers only the areas where the user holds a role', async ({ page }) => {
    await signIn(page, MULTI_EMAIL);
    await expect(page).toHaveURL(/\/interstitial$/);
    await page.evaluate(() =>
      window.localStorage.setItem('all_roles', JSON.stringify(['qc', 'client_user'])),
    );
    await page.reload();

    // Access §2 'Interstitial': qc and client_user both work in Project Management (§6).
    await expect(page.getByRole('button', { name: /^Go to / })).toHaveText(['Go to Project Management']);
    await page.getByRole('button', { name: 'Go to Project Management' }).click();
    await expect(page.getByRole('list', { name: 'Go to Project Management' }).getByRole('link')).toHaveText([
      'Log In as QC',
      'Log In as Client User',
    ]);
  });

  test('a failing logged-in user info call (not 401) shows the error and keeps the session', async ({
    page,
  }) => {
    await signIn(page, emailOf('agent'));
    await expect(page).toHaveURL(/\/records$/);
    await page.route('**/api/partner/login-user-info/', (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal server error' } }),
    );
    await page.reload();

    // Access §8: "other failures show 'Something went wrong ! please try again.'"; no sign-out.
    await expect(page.getByText('Something went wrong ! please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/records$/);
    expect((await readStorage(page, ['token'])).token).not.toBeNull();

    // The page offers a retry (SWR also retries 5xx in the background, so the recovery itself is not timed here).
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a stored role the portal does not know goes to /not-authorized, or /interstitial with other roles', async ({
    page,
  }) => {
    await signIn(page, emailOf('qa'));
    await expect(page).toHaveURL(/\/records$/);

    // Access §4 'Already signed in', §6: "Unknown roles go to /interstitial or /not-authorized".
    await page.evaluate(() => window.localStorage.setItem('user_role', 'wizard'));
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Not Authorized');

    await page.evaluate(() => window.localStorage.setItem('all_roles', JSON.stringify(['agent'])));
    await page.goto('/signin');
    await expect(page).toHaveURL(/\/interstitial$/);
    await expect(page.getByRole('button', { name: 'Go to Partner Management' })).toBeVisible();
  });

  test("another role's landing route goes to /not-found", async ({ page }) => {
    await signIn(page, emailOf('qc'));
    await expect(page).toHaveURL(/\/qc-ticket-list$/);

    await page.goto('/finance');

    // Operations §6 'Route guards': finance is for finance_user and accounts_user; others go to /not-found.
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NOT_FOUND_TEXT);
  });

  test('a signed-out visitor opening a work area goes to /portals', async ({ page }) => {
    await page.goto('/records');
    await expect(page).toHaveURL(/\/portals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
  });

  test("/not-authorized shows 'Not Authorized' and its 'Log Out' clears the session keys", async ({
    page,
  }) => {
    await signIn(page, emailOf('internal_agent'));
    await expect(page).toHaveURL(/\/records$/);

    await page.goto('/not-authorized');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Not Authorized');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('401');
    await page.getByRole('link', { name: 'Log Out' }).click();

    // Access §2 'Not authorized page': clears token, uuid, role, portal and all-roles; goes to /portals.
    await expect(page).toHaveURL(/\/portals$/);
    await expectStorageCleared(page, NOT_AUTHORIZED_KEYS);
  });

  test('a rate page opened while signed out is where project_manager lands after sign-in', async ({
    page,
  }) => {
    await page.goto('/rate/abc123');
    await expect(page).toHaveURL(/\/portals$/);

    await signIn(page, emailOf('project_manager'));

    // Access §4: "a stored rateId sends them to /rate/{rateId}".
    await expect(page).toHaveURL(/\/rate\/abc123$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate');
  });

  test('a tampered stored rateId is ignored', async ({ page }) => {
    await page.goto('/portals');
    await page.evaluate(() => window.localStorage.setItem('rateId', '../evil'));

    await signIn(page, emailOf('project_manager'));

    // A stored redirect target is never trusted as a path: project_manager lands on /project (§6).
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project');
  });
});
