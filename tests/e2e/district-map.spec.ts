import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

// axe is injected as an inline script, which the production CSP (script-src 'self') would block.
test.use({ bypassCSP: true });

/** Operations §2 'Districts map', §9 (region India, about 700 district points, 80% of the viewport). */
test.describe('districts map', () => {
  test('draws India offline and about 700 named district markers on Load Districts', async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin) {
        foreign.push(request.url());
      }
    });
    await page.goto('/district-maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Districts Map' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Map of India' })).toBeVisible();

    await page.getByRole('button', { name: 'Load Districts' }).click();
    await expect(page.getByText(/^\d{3} districts on the map\.$/)).toBeVisible();
    const markers = page.getByRole('list', { name: 'District markers' }).getByRole('listitem');
    const count = await markers.count();
    expect(count).toBeGreaterThan(600);
    expect(count).toBeLessThan(800);

    // Hover shows the district.
    await page.getByRole('listitem', { name: 'Pune, Maharashtra' }).hover();
    await expect(page.getByText('Pune, Maharashtra', { exact: true }).first()).toBeVisible();

    // The drawing is 80% of the viewport high.
    const viewport = page.viewportSize()!;
    const box = (await page.getByRole('img', { name: /^Map of India with/ }).boundingBox())!;
    expect(Math.abs(box.height - viewport.height * 0.8)).toBeLessThan(2);

    // The data credit is shown, and nothing was fetched from another origin (no tile server).
    await expect(page.getByRole('link', { name: /GeoNames/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /amCharts geodata/ })).toBeVisible();
    expect(foreign).toEqual([]);
    await expectNoAxeViolations(page, '/district-maps with districts');
  });

  test('the list of districts opens from the keyboard', async ({ page }) => {
    await page.goto('/district-maps');
    const load = page.getByRole('button', { name: 'Load Districts' });
    await load.focus();
    await page.keyboard.press('Enter');
    const toggle = page.getByRole('button', { name: /^List of the \d+ districts on the map$/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Nicobar, Andaman & Nicobar Islands' }),
    ).toBeVisible();
  });
});
