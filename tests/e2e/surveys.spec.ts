import { expect, test, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { readStorage, openSignedIn, toasts } from './support/session.ts';

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface ApiSurvey {
  id: number;
  title: string;
  description_html: string;
  images: Record<string, string>;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const { token } = await readStorage(page, ['token']);
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

/**
 * Staff-written satisfaction surveys (issue 20): a project manager creates a survey with a
 * rich-text description holding an uploaded image (stored as its key, read back signed for 60 s),
 * edits it and sees it listed. Spec: operations §2 (surveys, add-survey, edit-survey/{id}), §7
 * 'File upload' 5.
 */
test('project manager: create a survey with a rich-text description and an image, edit it, see it listed', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, emailOf('project_manager'), '/surveys', { card: 'Project Management' });
  await expect(page.getByRole('heading', { name: 'CSAT Surveys', level: 2 })).toBeVisible();
  const table = page.getByRole('grid', { name: 'CSAT Surveys' });
  await expect(table.getByRole('rowheader', { name: 'After-visit satisfaction' })).toBeVisible();

  await page.getByRole('link', { name: 'New survey' }).click();
  await expect(page).toHaveURL(/\/add-survey$/);
  await expect(page.getByRole('heading', { name: 'New survey', level: 2 })).toBeVisible();
  const title = `Printer visit feedback ${Date.now() % 100_000}`;
  await page.getByRole('textbox', { name: /Survey title/ }).fill(title);
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveAttribute('contenteditable', 'true');
  await description.click();
  await page.keyboard.type('Thank you for your time. ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Two minutes');
  await page.keyboard.press('Control+b');
  const uploaded = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: PNG });
  expect((await uploaded).status()).toBe(200);
  await expect(description.locator('img')).toHaveCount(1);

  await page
    .getByRole('textbox', { name: /^Question/ })
    .first()
    .fill('How was the visit?');
  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second.getByRole('textbox', { name: /^Question/ }).fill('Which engineer came?');
  await second.getByRole('button', { name: /Answer type/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Single choice' }).click();
  await second.getByRole('textbox', { name: /Options/ }).fill('Ravi\nAsha');
  await page.getByRole('button', { name: 'Move question 2 up' }).click();
  await page.getByRole('button', { name: 'Save survey' }).click();

  await expect(page).toHaveURL(/\/surveys$/);
  await expect(toasts(page)).toContainText(`Survey "${title}" created.`);
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('2');

  // Stored with the image as its storage key, read back with a 60 s signed link.
  const { results } = await api<{ results: ApiSurvey[] }>(page, '/management/surveys/');
  const created = results.find((survey) => survey.title === title)!;
  const { survey } = await api<{ survey: ApiSurvey }>(page, `/management/surveys/${created.id}/`);
  expect(survey.description_html).toContain('<strong>Two minutes</strong>');
  const [key] = survey.description_html.match(/uploads\/[^"]+/) ?? [];
  expect(key).toBeTruthy();
  expect(new URL(survey.images[key!]!).searchParams.get('X-Amz-Expires')).toBe('60');

  // Edit: the description comes back with its image shown through the signed link.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-survey/${created.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit survey', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Description' })).toContainText('Two minutes');
  await expect(page.getByRole('textbox', { name: 'Description' }).locator('img')).toHaveAttribute(
    'src',
    /X-Amz-Expires=60/,
  );
  await expect(
    page.getByRole('group', { name: 'Question 1' }).getByRole('textbox', { name: /^Question/ }),
  ).toHaveValue('Which engineer came?');
  const edited = `${title} (v2)`;
  await page.getByRole('textbox', { name: /Survey title/ }).fill(edited);
  await page.getByRole('button', { name: 'Save survey' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  await expect(toasts(page)).toContainText(`Survey "${edited}" saved.`);
  await expect(table.getByRole('rowheader', { name: edited })).toBeVisible();
  const { survey: after } = await api<{ survey: ApiSurvey }>(page, `/management/surveys/${created.id}/`);
  expect(after.description_html).toContain(key!);
  expect(after.description_html).not.toContain('X-Amz');
});
