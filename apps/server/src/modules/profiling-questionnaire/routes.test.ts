import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/testApp.ts';

let app: FastifyInstance;
const clock = Date.parse('2026-03-10T09:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: object, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Token ${token}` } : {},
  });

/** Operations §2 'Profiling questionnaire', §3 'Profiling submission', §5 'Profiling intro'. */
describe('profiling questionnaire submit', () => {
  const SUBMIT = '/api/partner/questionnaire/submit/';
  const answers = [
    { question_code: 'GST_REGISTERED', answer: 'Yes' },
    { question_code: 'TEAM_SIZE', answer: '1 to 5' },
    { question_code: 'SERVICES', answer: 'Laptop repair, CCTV installation' },
    { question_code: 'YEARS_IN_BUSINESS', answer: '4' },
    { question_code: 'SERVICE_AREA', answer: 'Pune' },
    { question_code: 'START_DATE', answer: '2026-04-01' },
  ];
  const submittedAt = '2026-03-10T09:05:00.000Z';

  it("stores a new user's answers with full name and phone", async () => {
    const response = await post(SUBMIT, {
      full_name: 'Ravi K',
      phone: '+91 98765-43210',
      answers,
      submitted_at: submittedAt,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Assessment submitted successfully!');
    const [row] = await app.ctx.db.query<Record<string, unknown>>(
      `SELECT kind, form_id, full_name, phone, user_uuid, answers, submitted_at FROM questionnaire_submissions ORDER BY id DESC LIMIT 1`,
    );
    expect(row).toMatchObject({
      kind: 'profiling',
      form_id: 201,
      full_name: 'Ravi K',
      phone: '+91 98765-43210',
      user_uuid: null,
      answers,
    });
    expect((row!.submitted_at as Date).toISOString()).toBe(submittedAt);
  });

  it('identifies a known user by uuid and phone', async () => {
    const [user] = await app.ctx.db.query<{ uuid: string; full_name: string }>(
      `SELECT uuid, full_name FROM users WHERE email = 'partner@demo.test'`,
    );
    const response = await post(SUBMIT, {
      user_uuid: user!.uuid,
      user_phone: '9876543210',
      answers,
      submitted_at: submittedAt,
    });
    expect(response.statusCode).toBe(200);
    const unknown = await post(SUBMIT, {
      user_uuid: 'nobody',
      user_phone: '9876543210',
      answers,
      submitted_at: submittedAt,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the intro and completeness texts (operations §5)', async () => {
    const cases: [object, string][] = [
      [{ phone: '9876543210', answers, submitted_at: submittedAt }, 'Full name is required'],
      [{ full_name: 'R', answers, submitted_at: submittedAt }, 'Phone number is required'],
      [
        { full_name: 'R', phone: '12345', answers, submitted_at: submittedAt },
        'Please enter a valid phone number',
      ],
      [
        { full_name: 'R', phone: '9876543210', answers: answers.slice(1), submitted_at: submittedAt },
        'Please answer all questions before submitting.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(SUBMIT, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
