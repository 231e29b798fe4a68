import { expect, test } from '@playwright/test';
import { LANDING_CASES } from './support/accounts.ts';
import { readStorage, signIn, userMenuButton } from './support/session.ts';

/** Every landing route's own screen, by its list or cards heading (issues 13, 14). */
const WORK_SCREENS: Readonly<Record<string, string | RegExp>> = {
  '/ticket-list': 'Tickets',
  '/tasks': 'Tasks',
  '/project': 'Projects',
  '/client-project-list': 'Your projects',
  '/qc-ticket-list': 'Tickets waiting for quality review',
  // Partner Management and Finance Central (issue 14).
  '/records': 'Partner records',
  '/detail/{uuid}': /^Demo (Pending )?Partner/,
  '/finance': 'Verify KYC',
  '/account-options': 'Account options',
  '/invoice-list': 'My invoices',
  '/client-invoices': 'Client invoices',
  // Verification and audit roles (issue 14).
  '/kci-tasks': 'KCI tasks',
  '/audit-documents': 'Audit documents',
  '/verify-schedule': 'Visits to verify',
  '/raw-address': 'Addresses to resolve',
};

/**
 * Access §6 'Roles and permissions': after signing in, each of the 21 roles lands on its work area
 * (admin by the chosen portal, coordinator by viewport width, partners on their own detail page),
 * which renders the authenticated layout with the page title as its `h1`.
 */
test.describe('landing page after sign-in (access §6)', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const landingCase of LANDING_CASES) {
    test(landingCase.name, async ({ page }) => {
      if (landingCase.width) await page.setViewportSize({ width: landingCase.width, height: 800 });

      await signIn(page, landingCase.email, { card: landingCase.card });

      let expectedPath = landingCase.landing;
      if (expectedPath.includes('{uuid}')) {
        const { uuid } = await readStorage(page, ['uuid']);
        expect(uuid, 'uuid stored at sign-in').toMatch(/^[A-Za-z0-9_-]+$/);
        expectedPath = expectedPath.replace('{uuid}', uuid ?? '');
      }
      await expect(page).toHaveURL((url) => url.pathname === expectedPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingCase.title);
      // Every landing route shows its own work screen (issues 13, 14): no signed-in overview is left.
      const work = WORK_SCREENS[landingCase.landing];
      expect(work, `work screen heading of ${landingCase.landing}`).toBeTruthy();
      await expect(page.getByRole('heading', { level: 2, name: work })).toBeVisible();
      // Below 992 px (operations §2 'Mobile header', 'Sidebar menus') the header is the mobile one
      // (menu toggle, logo, Logout) and the user menu sits in the menu drawer behind the toggle.
      if ((landingCase.width ?? 1280) < 992) await page.getByRole('button', { name: 'Menu' }).click();
      await expect(userMenuButton(page, landingCase.fullName)).toBeVisible();
    });
  }
});
