import type { Db } from './db/index.ts';

/** Titles of the demo surveys (issue 20), also what the seed checks to stay idempotent. */
export const DEMO_SURVEY_TITLES = ['After-visit satisfaction', 'Installation quality check'] as const;

const DEMO_SURVEYS = [
  {
    title: DEMO_SURVEY_TITLES[0],
    author: 'project_manager',
    active: true,
    html:
      '<p>Thank you for letting our engineer in today. <strong>Two minutes</strong> of your time helps us serve you better.</p>' +
      '<ul><li>Your answers go to the service manager of your area.</li><li>We never share your phone number.</li></ul>',
    questions: [
      {
        id: 1,
        kind: 'rating',
        text: 'How satisfied are you with the visit overall?',
        required: true,
        options: [],
      },
      {
        id: 2,
        kind: 'yes_no',
        text: 'Did the engineer arrive within the promised slot?',
        required: true,
        options: [],
      },
      {
        id: 3,
        kind: 'single_choice',
        text: 'How did you hear about the visit?',
        required: false,
        options: ['SMS', 'WhatsApp', 'Phone call'],
      },
      { id: 4, kind: 'text', text: 'What could we do better?', required: false, options: [] },
    ],
  },
  {
    title: DEMO_SURVEY_TITLES[1],
    author: 'admin',
    active: false,
    html: '<p>For <em>new installations</em> only: asked a week after the device was installed.</p>',
    questions: [
      {
        id: 1,
        kind: 'rating',
        text: 'How would you rate the installation work?',
        required: true,
        options: [],
      },
      { id: 2, kind: 'yes_no', text: 'Was the site left clean?', required: true, options: [] },
    ],
  },
] as const;

/**
 * Two demo surveys (issue 20): 'After-visit satisfaction' by the demo project manager, active, and
 * 'Installation quality check' by the demo admin, inactive. Inserted only when no survey of that
 * title exists (idempotent; a survey changed in the demo stays changed). Run after the demo users.
 */
export async function seedSurveys(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, survey] of DEMO_SURVEYS.entries()) {
      const at = new Date(now.getTime() - (index + 1) * 86_400_000);
      await tx.query(
        `INSERT INTO surveys (title, description_html, questions, is_active, created_by, author_name, created_at, updated_at)
         SELECT $1, $2, $3, $4 AND NOT EXISTS (SELECT 1 FROM surveys WHERE is_active), u.id, u.full_name, $6, $6
         FROM users u WHERE u.email = $5 AND NOT EXISTS (SELECT 1 FROM surveys WHERE title = $1)`,
        [
          survey.title,
          survey.html,
          JSON.stringify(survey.questions),
          survey.active,
          `${survey.author}@demo.test`,
          at,
        ],
      );
    }
  });
}
