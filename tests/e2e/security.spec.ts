import { expect, test, type Request } from '@playwright/test';
import { emailOf, fullNameOf } from './support/accounts.ts';
import { readStorage, signIn, userMenuButton } from './support/session.ts';

/** Referrer policies that never send a full URL to another origin. */
const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/**
 * The production server's security headers (apps/server, `NODE_ENV=production` as `pnpm start`
 * runs it) and where the sign-in token goes: only to the API origin (access §7 "All authenticated
 * calls carry the stored token in an Authorization header"; README 'Pointing the portal at another API').
 */
test.describe('security', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of ['/', '/signin']) {
    test(`${path} is served with CSP, nosniff and a referrer policy`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response, `document response of ${path}`).not.toBeNull();
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();

      const csp = headers['content-security-policy'];
      expect(csp, 'Content-Security-Policy').toBeTruthy();
      const directives = cspDirectives(csp ?? '');
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.has('default-src') || directives.has('script-src'), 'CSP restricts scripts').toBe(
        true,
      );

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(SAFE_REFERRER_POLICIES).toContain(headers['referrer-policy']);
    });
  }

  test('the Authorization header goes to the portal origin only', async ({ page, baseURL }) => {
    const portalOrigin = new URL(baseURL!).origin;
    // The headers the page itself set (fetch's Authorization among them), read when each request
    // starts: a request cancelled by the next navigation is still counted.
    const seen: { request: Request; authorization: string | undefined }[] = [];
    page.on('request', (request) => {
      seen.push({ request, authorization: request.headers()['authorization'] });
    });

    await signIn(page, emailOf('admin'), { card: 'Project Management' });
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
    const { token } = await readStorage(page, ['token']);
    await page.goto('/records');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Records');
    await page.goto('/portals');
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { level: 2, name: 'Tasks' })).toBeVisible();
    await userMenuButton(page, fullNameOf('admin')).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/portals$/);

    const withToken = seen.filter(({ authorization }) => authorization !== undefined);
    expect(withToken.length, 'authenticated calls made during the visit').toBeGreaterThan(0);
    for (const { request, authorization } of withToken) {
      const url = new URL(request.url());
      expect(url.origin, `Authorization sent with ${request.method()} ${request.url()}`).toBe(portalOrigin);
      expect(url.pathname, 'only API calls carry the token').toMatch(/^\/api\//);
      expect(authorization).toBe(`Token ${token}`);
    }
    for (const { request } of seen) {
      expect(request.url(), 'the token never appears in a URL').not.toContain(token);
    }
  });
});
