import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUESTIONNAIRE_IDS } from '../../questionnaires/demo.ts';
import { PUBLIC_SUBMISSIONS_PER_WINDOW } from '../../questionnaires/publicWrites.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';

let app: FastifyInstance;
let clock = Date.parse('2026-03-10T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, query: Record<string, string> = {}) => app.inject({ method: 'GET', url, query });
const post = (url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Token ${token}` } : {},
  });
const PUBLIC = '/api/partner/answer_responded/public/';
const TREE = DEMO_QUESTIONNAIRE_IDS.onboarding;
const FLAT = DEMO_QUESTIONNAIRE_IDS.serviceQuality;

/** Operations §3, §5, §7 'Questionnaires', §8 'Questionnaires'. */
describe('interactive questionnaire', () => {
  it('lists the seeded forms', async () => {
    const response = await get('/api/partner/questionnaire/');
    expect(response.statusCode).toBe(200);
    const forms = response.json().data as {
      form_id: number;
      is_tree_form: boolean;
      whatsapp_compatible: boolean;
    }[];
    expect(forms.map((form) => form.form_id)).toEqual([101, 102, 103, 201]);
    expect(forms.find((form) => form.form_id === 103)).toMatchObject({
      is_tree_form: true,
      whatsapp_compatible: true,
    });
  });

  it('answers a form with every question, and one question by its upper-cased code', async () => {
    const whole = await get('/api/partner/question/', { template_id: String(TREE) });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data).toMatchObject({
      form_id: TREE,
      name: 'Partner onboarding assessment',
      is_tree_form: true,
      first_question_code: 'BUSINESS_TYPE',
    });
    expect(whole.json().data.questionnaire).toHaveLength(6);

    const one = await get('/api/partner/question/', { template_id: String(TREE), question_code: 'coverage' });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.questionnaire).toEqual([
      expect.objectContaining({
        question_code: 'COVERAGE',
        answer_type: 'yes_no',
        options: [
          { id: 7, text: 'Yes', answer_type: 'yes_no', next_question_code: 'TRAVEL_KM' },
          { id: 8, text: 'No', answer_type: 'yes_no', next_question_code: null },
        ],
      }),
    ]);
  });

  it('answers 404 with the spec texts for an unknown form or code', async () => {
    const form = await get('/api/partner/question/', { template_id: '9999' });
    expect(form.statusCode).toBe(404);
    expect(form.json().message).toBe('Failed to load questionnaire.');
    const code = await get('/api/partner/question/', { template_id: String(TREE), question_code: 'NOPE' });
    expect(code.statusCode).toBe(404);
    expect(code.json().message).toBe('Question not found for template_id and question_code');
  });

  it("stores a new user's tree answers through the public variant, readable by staff", async () => {
    const response = await post(PUBLIC, {
      onboarding: true,
      template_id: TREE,
      fullname: 'Asha Rao',
      phone: '9876543210',
      answers: [
        {
          question_code: 'BUSINESS_TYPE',
          answer: 'Independent technician',
          phone: '9876543210',
          template_id: TREE,
        },
        { question_code: 'EXPERIENCE', answer: '7' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: 'Assessment submitted successfully!' });

    const admin = await signIn(app, 'admin@demo.test');
    const read = await app.inject({
      method: 'GET',
      url: '/api/partner/questionnaire-responses/',
      query: { template_id: String(TREE), kind: 'interactive' },
      headers: { authorization: `Token ${admin}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().results[0]).toMatchObject({
      kind: 'interactive',
      template_id: TREE,
      onboarding: true,
      user_uuid: null,
      full_name: 'Asha Rao',
      phone: '9876543210',
      answers: [
        {
          question_code: 'BUSINESS_TYPE',
          answer: 'Independent technician',
          phone: '9876543210',
          template_id: TREE,
        },
        { question_code: 'EXPERIENCE', answer: '7', phone: '9876543210', template_id: TREE },
      ],
    });
  });

  it("stores a known user's answers with the token's identity", async () => {
    const partner = await signIn(app, 'partner@demo.test');
    const response = await post(
      '/api/partner/answer_responded/',
      { onboarding: false, template_id: 103, answers: [{ question_code: 'RESOLVED', answer: 'No' }] },
      partner,
    );
    expect(response.statusCode).toBe(200);
    const [row] = await app.ctx.db.query<{ user_uuid: string | null; onboarding: boolean }>(
      `SELECT s.user_uuid, s.onboarding FROM questionnaire_submissions s ORDER BY id DESC LIMIT 1`,
    );
    const [user] = await app.ctx.db.query<{ uuid: string }>(
      `SELECT uuid FROM users WHERE email = 'partner@demo.test'`,
    );
    expect(row).toEqual({ user_uuid: user!.uuid, onboarding: false });
  });

  it('refuses the public variant without onboarding identity, and checks the answers (operations §5)', async () => {
    const base = { onboarding: true, template_id: FLAT, fullname: 'Asha Rao', phone: '9876543210' };
    const cases: [object, string][] = [
      [{ ...base, fullname: ' ', answers: [] }, 'Please enter your full name'],
      [{ ...base, phone: '98765', answers: [] }, 'Please enter a valid 10-digit phone number'],
      [{ ...base, answers: [] }, 'Please answer at least one question.'],
      [
        { ...base, answers: [{ question_code: 'ON_TIME', answer: 'Yes' }] },
        'Please answer all required questions: How would you rate the visit?',
      ],
      [
        { ...base, answers: [{ question_code: 'ON_TIME', answer: 'Maybe' }] },
        'The answer to ON_TIME is not one of its options.',
      ],
      [
        { ...base, answers: [{ question_code: 'ON_TIME', answer: ' ' }] },
        'Please provide an answer before continuing.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(PUBLIC, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('rate-limits the public variant per address (429 with Retry-After)', async () => {
    clock += 60 * 60_000;
    const payload = { onboarding: true, template_id: FLAT, fullname: 'A', phone: '9876543210', answers: [] };
    for (let i = 0; i < PUBLIC_SUBMISSIONS_PER_WINDOW; i += 1)
      expect((await post(PUBLIC, payload)).statusCode).toBe(400);
    const refused = await post(PUBLIC, payload);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock += 11 * 60_000;
    expect((await post(PUBLIC, payload)).statusCode).toBe(400);
  });
});
