import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from './support/accounts.ts';
import {
  LOGIN_URL,
  appLive,
  chooseCard,
  emailField,
  formError,
  nextFrame,
  noticesSeen,
  passwordField,
  readStorage,
  recordPaths,
  signIn,
  signInButton,
  submitSignIn,
  watchNotices,
} from './support/session.ts';

/** The shared HTTP texts (operations §8 'Shared HTTP', packages/api/src/client/messages.ts). */
const INVALID_CREDENTIALS = 'Invalid Credentials!';
const FALLBACK = 'Something went wrong!';
const TIMED_OUT = 'The request timed out. Please try again.';
const NETWORK = 'Network Unavailable, Please check your internet connection.';

/**
 * Sign-in (access §2 'Sign-in', §4, §5, §8) with the failure paths of the shared HTTP client
 * forced (operations §7 'Shared HTTP behaviour', §8 'Shared HTTP'): 401, 4xx with a message, a
 * non-200 body status, 5xx, time-out and offline. A failed sign-in always keeps what was typed.
 */
test.describe('sign-in', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await watchNotices(page, [INVALID_CREDENTIALS]);
    await page.goto('/signin');

    const answer = await submitSignIn(page, emailOf('qa'), 'not-the-password');
    expect(answer.status()).toBe(401);
    const { message } = (await answer.json()) as { message: string };
    expect(message, 'the server explains a 401').toBeTruthy();

    // Access §8: "HTTP 401 shows the response message"; operations §8: the toast says 'Invalid Credentials!'.
    await expect(formError(page)).toContainText(message);
    await expect(emailField(page)).toHaveValue(emailOf('qa'));
    await expect(passwordField(page)).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/signin$/);
    await expect.poll(() => noticesSeen(page)).toContain(INVALID_CREDENTIALS);
  });

  test('an empty submit shows the validation messages and calls nothing', async ({ page }) => {
    const loginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/partner/login/')) loginCalls.push(request.url());
    });
    await page.goto('/signin');

    await signInButton(page).click();

    // Access §5: the messages of the e-mail and password rules.
    await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();
    await expect(page.getByText('Please input your Password!')).toBeVisible();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');

    await emailField(page).fill('not-an-e-mail');
    await passwordField(page).fill('something');
    await signInButton(page).click();
    await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();
    await expect(page.getByText('Please input your Password!')).toBeHidden();
    expect(loginCalls).toEqual([]);
  });

  test('a 4xx answer shows its message as a toast and in the form', async ({ page }) => {
    const message = 'Too many failed login attempts. Try again in 60 seconds.';
    await page.route(LOGIN_URL, (route) => route.fulfill({ status: 429, json: { status: 429, message } }));
    await watchNotices(page, [message, FALLBACK, INVALID_CREDENTIALS]);
    await page.goto('/signin');

    await submitSignIn(page, emailOf('agent'));

    // Operations §8: other errors show the body's message (as a toast); access §8: the form shows it too.
    await expect(formError(page)).toContainText(message);
    await expect.poll(() => noticesSeen(page)).toEqual([message]);
    await expect(emailField(page)).toHaveValue(emailOf('agent'));
  });

  test('an HTTP 200 answer with another body status shows its message', async ({ page }) => {
    const message = 'Your account is not active.';
    await page.route(LOGIN_URL, (route) => route.fulfill({ status: 200, json: { status: 403, message } }));
    await page.goto('/signin');

    await submitSignIn(page, emailOf('agent'));

    // Access §4: "success means status 200 in the response body ... any other status shows the message".
    await expect(formError(page)).toContainText(message);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(emailField(page)).toHaveValue(emailOf('agent'));
  });

  test('an HTTP 500 shows no toast, but the form shows the error and keeps the e-mail', async ({ page }) => {
    const message = 'Internal server error';
    await page.route(LOGIN_URL, (route) => route.fulfill({ status: 500, json: { status: 500, message } }));
    await watchNotices(page, [message, FALLBACK, INVALID_CREDENTIALS, 'Request failed with status code']);
    await page.goto('/signin');

    await submitSignIn(page, emailOf('agent'));

    // Access §8: "other HTTP failures show the error text"; operations §8: "500 or above: no message".
    await expect(formError(page)).toContainText(message);
    await expect(emailField(page)).toHaveValue(emailOf('agent'));
    await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
    await nextFrame(page);
    expect(await noticesSeen(page), 'texts shown outside the form (toasts)').toEqual([]);
  });

  test('a sign-in that never answers times out after 30 s and keeps the e-mail', async ({ page }) => {
    // Operations §7, §9: "The time-out is 30000 ms". The handler never answers; the page's clock is
    // Playwright's, so the 30 s pass without the test waiting for them, and it stands still while
    // the test looks (a loaded machine's own seconds do not count).
    await page.clock.install();
    await page.route(LOGIN_URL, () => undefined);
    // The page's own time when the call goes out (Playwright hears of it later on a loaded machine).
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/partner/login/'))
          document.documentElement.dataset.loginSentAt = String(Date.now());
        return send(input, init);
      };
    });
    await watchNotices(page, [TIMED_OUT]);
    await page.goto('/signin');

    await emailField(page).fill(emailOf('agent'));
    await passwordField(page).fill(DEMO_PASSWORD);
    const sent = page.waitForRequest(LOGIN_URL);
    await signInButton(page).click();
    await sent;
    // From here the clock only moves when told.
    const sentAt = Number(await page.evaluate(() => document.documentElement.dataset.loginSentAt));
    expect(sentAt).toBeGreaterThan(0);

    // Not before 30 s…
    await page.clock.pauseAt(sentAt + 29_000);
    await expect(formError(page)).toHaveCount(0);
    expect(await noticesSeen(page)).toEqual([]);
    // …but once 30 s have passed.
    await page.clock.pauseAt(sentAt + 30_500);
    await page.clock.resume();
    await expect(formError(page)).toContainText(TIMED_OUT);
    await expect.poll(() => noticesSeen(page)).toEqual([TIMED_OUT]);
    await expect(emailField(page)).toHaveValue(emailOf('agent'));
    await expect(passwordField(page)).toHaveValue(DEMO_PASSWORD);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('offline, the sign-in shows the network message and keeps the e-mail', async ({ page, context }) => {
    await watchNotices(page, [NETWORK]);
    await page.goto('/signin');
    await emailField(page).fill(emailOf('agent'));
    await passwordField(page).fill(DEMO_PASSWORD);
    // The app itself must have arrived before the connection goes (it loads on the first intent).
    await appLive(page);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await signInButton(page).click();

    await expect(formError(page)).toContainText(NETWORK);
    await expect.poll(() => noticesSeen(page)).toEqual([NETWORK]);
    await expect(emailField(page)).toHaveValue(emailOf('agent'));
    await expect(page).toHaveURL(/\/signin$/);
  });

  for (const [card, portal] of [
    ['Project Management', 'pmt'],
    ['Partner Management', 'orion'],
    ['Finance Central', 'fc'],
  ] as const) {
    test(`the '${card}' card records the chosen portal and opens /signin`, async ({ page }) => {
      await chooseCard(page, card);
      // Access §2 'Portal chooser': "each goes to /signin and records which portal was chosen".
      await expect(emailField(page)).toBeVisible();
      expect(await readStorage(page, ['chosen_portal'])).toEqual({ chosen_portal: portal });
    });
  }

  test('a signed-in visitor opening /signin is sent to the landing route', async ({ page }) => {
    await signIn(page, emailOf('data_entry'));
    await expect(page).toHaveURL(/\/tasks$/);

    const visited = recordPaths(page);
    await page.goto('/signin');

    // Access §2 'Sign-in', §4 'Already signed in' (after the 100 ms check of §9).
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    expect(visited).toEqual(['/signin', '/tasks']);
  });

  test("/client is the 'Join the club' sign-in: links to sign-up and client sign-up, signs a client in", async ({
    page,
  }) => {
    await page.goto('/client');
    // Access §2 'Sign-in': "A link leads to sign-up and, on the 'Join the club' variant, to /client-signup".
    const form = page.getByRole('form', { name: 'Join the club' });
    await expect(form.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/signup');
    await form.getByRole('link', { name: 'Sign up as a client' }).click();
    await expect(page).toHaveURL(/\/client-signup$/);
    // Access §2 'Client sign-up': "A link leads back to /client".
    await page.getByRole('link', { name: 'Back to client login' }).click();
    await expect(page).toHaveURL(/\/client$/);
    await expect(emailField(page)).toBeEnabled();

    const answer = await submitSignIn(page, emailOf('client_manager'));
    expect(answer.status()).toBe(200);
    // Access §6: client_manager lands on /client-project-list.
    await expect(page).toHaveURL(/\/client-project-list$/);

    // Signed in, /client redirects by stored role like /signin (access §4 'Already signed in').
    const visited = recordPaths(page);
    await page.goto('/client');
    await expect(page).toHaveURL(/\/client-project-list$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Project List');
    expect(visited).toEqual(['/client', '/client-project-list']);
  });

  test('/ without a token goes to /portals', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/portals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your portal' })).toBeVisible();
  });

  test('/ with a token goes to /signin, then to the landing route', async ({ page }) => {
    await signIn(page, emailOf('verify_scheduler'));
    await expect(page).toHaveURL(/\/verify-schedule$/);

    const visited = recordPaths(page);
    await page.goto('/');

    // Access §2 'Public routes': "one with a token goes to /signin", which redirects by role (§4).
    await expect(page).toHaveURL(/\/verify-schedule$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Schedule');
    expect(visited).toEqual(['/', '/signin', '/verify-schedule']);
  });
});
