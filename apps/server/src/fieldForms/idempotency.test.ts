import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUESTIONNAIRE_IDS } from '../questionnaires/demo.ts';
import { buildTestApp, signIn } from '../testing/testApp.ts';
import { DEMO_TICKET_IDS } from './demo.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency.ts';
import { FIELD_FORM_MESSAGES } from './shared.ts';
import { withMessageId } from '../testing/messageIds.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-03-10T09:00:00Z') });
});

afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: object, key?: string, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
  });

/** Issue 23 'Nothing typed is lost': a retried submit of a public field form stores one record. */
describe('Idempotency-Key on the public field forms', () => {
  it('unstructured data: a replay answers the first answer and stores once; another body is 422', async () => {
    const url = '/api/management/unstructured-update-by-template/';
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    const count = async () =>
      (await app.inject({ method: 'GET', url: `/api/dev/unstructured-responses/?ticket=${ticket}` })).json()
        .results.length as number;
    const before = await count();
    const body = {
      ticket,
      data: [
        { key: 'Asset tag', value: 'AT-7' },
        { key: 'Serial number', value: 'SN-7' },
      ],
    };
    const first = await post(url, body, 'usd-key-0001');
    const again = await post(url, body, 'usd-key-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count()).toBe(before + 1);

    const other = await post(
      url,
      { ...body, data: [body.data[0], { key: 'Serial number', value: 'X' }] },
      'usd-key-0001',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 422, message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await count()).toBe(before + 1);
  });

  it('a refused first try (400) leaves the key free for the corrected submit', async () => {
    const url = '/api/management/unstructured-update-by-template/';
    const ticket = DEMO_TICKET_IDS.laptopRepair;
    const refused = await post(url, { ticket, data: [{ key: 'Asset tag', value: 'A' }] }, 'usd-key-0002');
    expect(refused.statusCode).toBe(400);
    const body = {
      ticket,
      data: [
        { key: 'Asset tag', value: 'AT-8' },
        { key: 'Serial number', value: 'SN-8' },
      ],
    };
    const ok = await post(url, body, 'usd-key-0002');
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a malformed key with 400', async () => {
    const response = await post(
      '/api/management/csat-response/',
      { ticket: DEMO_TICKET_IDS.laptopRepair, template: 1, data: [] },
      'bad key!',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.invalidKey });
  });

  it('satisfaction survey: a replay answers 200 again instead of 409, a new key still gets 409', async () => {
    const url = '/api/management/csat-response/';
    const body = {
      ticket: DEMO_TICKET_IDS.laptopRepair,
      template: 1,
      data: [
        { question_id: 1, answer: 'Satisfied', source: 'web' },
        { question_id: 3, answer: 'WhatsApp', source: 'web' },
      ],
    };
    const first = await post(url, body, 'csat-key-0001');
    expect(first.statusCode).toBe(200);
    const again = await post(url, body, 'csat-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(withMessageId({ status: 200, message: FIELD_FORM_MESSAGES.surveySaved }));
    expect(again.headers['idempotent-replayed']).toBe('true');
    const fresh = await post(url, body, 'csat-key-0002');
    expect(fresh.statusCode).toBe(409);
    const other = await post(url, { ...body, template: 2 }, 'csat-key-0001');
    expect(other.statusCode).toBe(422);
  });

  it('questionnaires: public, known-user and profiling submits are stored once per key', async () => {
    const count = async (kind: string) =>
      (
        await app.ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM questionnaire_submissions WHERE kind = $1',
          [kind],
        )
      )[0]!.n;
    const interactive = await count('interactive');
    const body = {
      onboarding: true,
      template_id: DEMO_QUESTIONNAIRE_IDS.onboarding,
      fullname: 'Farah Khan',
      phone: '9876500011',
      answers: [{ question_code: 'EXPERIENCE', answer: '4' }],
    };
    const publicUrl = '/api/partner/answer_responded/public/';
    const first = await post(publicUrl, body, 'q-key-00001');
    const again = await post(publicUrl, body, 'q-key-00001');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await count('interactive')).toBe(interactive + 1);

    const partner = await signIn(app, 'partner@demo.test');
    const known = {
      onboarding: false,
      template_id: DEMO_QUESTIONNAIRE_IDS.onboarding,
      answers: body.answers,
    };
    const k1 = await post('/api/partner/answer_responded/', known, 'q-key-00002', partner);
    const k2 = await post('/api/partner/answer_responded/', known, 'q-key-00002', partner);
    expect(k1.statusCode).toBe(200);
    expect(k2.json()).toEqual(k1.json());
    expect(await count('interactive')).toBe(interactive + 2);

    const profiling = await count('profiling');
    const profile = {
      full_name: 'Farah Khan',
      phone: '9876500011',
      answers: [
        { question_code: 'GST_REGISTERED', answer: 'Yes' },
        { question_code: 'TEAM_SIZE', answer: '1 to 5' },
        { question_code: 'SERVICES', answer: 'Laptop repair' },
        { question_code: 'YEARS_IN_BUSINESS', answer: '4' },
        { question_code: 'SERVICE_AREA', answer: 'Pune' },
        { question_code: 'START_DATE', answer: '2026-04-01' },
      ],
      submitted_at: '2026-03-10T09:05:00.000Z',
    };
    const p1 = await post('/api/partner/questionnaire/submit/', profile, 'p-key-00001');
    const p2 = await post('/api/partner/questionnaire/submit/', profile, 'p-key-00001');
    expect(p1.statusCode).toBe(200);
    expect(p2.json()).toEqual(p1.json());
    expect(await count('profiling')).toBe(profiling + 1);
  });
});
