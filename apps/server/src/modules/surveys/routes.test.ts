import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { SURVEY_MESSAGES as M } from './schemas.ts';
import { withMessageId } from '../../testing/messageIds.ts';

const NOW = new Date('2026-11-25T09:00:00Z');
let app: FastifyInstance;
const token: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp({ now: () => NOW, config: { storageMode: 'local' } });
  for (const role of ['admin', 'project_manager', 'coordinator', 'auditor_user', 'partner']) {
    token[role] = await signIn(app, `${role}@demo.test`);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const call = (role: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: role ? { authorization: `Token ${token[role]}` } : {},
    ...(payload ? { payload } : {}),
  });

interface Survey {
  id: number;
  title: string;
  description_html: string;
  questions: { id: number; kind: string; text: string; required: boolean; options: string[] }[];
  is_active: boolean;
  version: number;
  can_edit: boolean;
  images?: Record<string, string>;
}

const body = {
  title: 'Printer visit feedback',
  description_html:
    '<p>Tell us about <strong>today</strong>.</p><img src="uploads/2026/11/25/team.png" alt="Our team">',
  questions: [
    { kind: 'rating', text: 'How was the visit?', required: true },
    { kind: 'single_choice', text: 'Which engineer?', required: false, options: ['Ravi', 'Asha'] },
    { kind: 'yes_no', text: 'Was the problem fixed?', required: true },
    { kind: 'text', text: 'Anything else?', required: false },
  ],
};

describe('surveys (issue 20)', () => {
  it('lists the two demo surveys, one active', async () => {
    const response = await call('auditor_user', 'GET', '/management/surveys/');
    expect(response.statusCode).toBe(200);
    const results = response.json<{ results: Survey[] }>().results;
    expect(results.map((survey) => survey.title)).toEqual(
      expect.arrayContaining(['After-visit satisfaction', 'Installation quality check']),
    );
    expect(results.filter((survey) => survey.is_active)).toHaveLength(1);
    expect(results.every((survey) => !survey.can_edit)).toBe(true);
  });

  it('creates a survey with a rich-text description, signs its image for 60 s on read, and edits it', async () => {
    const created = await call('project_manager', 'POST', '/management/surveys/', body);
    expect(created.statusCode).toBe(201);
    const { survey, message } = created.json<{ survey: Survey; message: string }>();
    expect(message).toBe('Survey "Printer visit feedback" created.');
    expect(survey.questions.map((question) => [question.id, question.kind])).toEqual([
      [1, 'rating'],
      [2, 'single_choice'],
      [3, 'yes_no'],
      [4, 'text'],
    ]);
    const read = await call('coordinator', 'GET', `/management/surveys/${survey.id}/`);
    const detail = read.json<{ survey: Survey; expires_in: number }>();
    expect(detail.survey).toMatchObject({ description_html: body.description_html, can_edit: false });
    const link = new URL(detail.survey.images!['uploads/2026/11/25/team.png']!);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');

    const reordered = [...body.questions].reverse();
    const patched = await call('project_manager', 'PATCH', `/management/surveys/${survey.id}/`, {
      version: survey.version,
      title: 'Printer visit feedback (v2)',
      questions: reordered,
    });
    expect(patched.statusCode).toBe(200);
    const next = patched.json<{ survey: Survey }>().survey;
    expect(next.questions.map((question) => question.text)).toEqual(
      reordered.map((question) => question.text),
    );
    expect(next.version).toBe(survey.version + 1);

    const stale = await call('project_manager', 'PATCH', `/management/surveys/${survey.id}/`, {
      version: survey.version,
      is_active: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.stale);
  });

  it('keeps one survey active, and the public satisfaction survey opens with its description', async () => {
    const created = (await call('admin', 'POST', '/management/surveys/', body)).json<{ survey: Survey }>()
      .survey;
    const activated = await call('admin', 'PATCH', `/management/surveys/${created.id}/`, {
      version: created.version,
      is_active: true,
    });
    expect(activated.json().message).toBe(
      `Survey "${body.title}" is now active: customers see it in the satisfaction survey.`,
    );
    const list = (await call('admin', 'GET', '/management/surveys/')).json<{ results: Survey[] }>().results;
    expect(list.filter((survey) => survey.is_active).map((survey) => survey.id)).toEqual([created.id]);

    const template = await app.inject({
      method: 'GET',
      url: '/api/management/csat-template/',
      query: { ticket: DEMO_TICKET_IDS.printerInstall },
    });
    const answer = template.json<{
      data: { id: number }[];
      intro: { title: string; html: string; images: Record<string, string> };
    }>();
    expect(answer.data[0]).toMatchObject({ id: 1 });
    expect(answer.intro).toMatchObject({ title: body.title, html: body.description_html });
    expect(
      new URL(answer.intro.images['uploads/2026/11/25/team.png']!).searchParams.get('X-Amz-Expires'),
    ).toBe('60');
  });

  it('lets a project manager change only their own surveys (403), and answers 404 for an unknown one', async () => {
    const mine = (await call('admin', 'POST', '/management/surveys/', body)).json<{ survey: Survey }>()
      .survey;
    const refused = await call('project_manager', 'PATCH', `/management/surveys/${mine.id}/`, {
      version: mine.version,
      title: 'Taken over',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notYours);
    expect((await call('admin', 'GET', '/management/surveys/999999/')).statusCode).toBe(404);
    expect(
      (await call('admin', 'PATCH', '/management/surveys/999999/', { version: 1, title: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await call('coordinator', 'POST', '/management/surveys/', body)).statusCode).toBe(403);
    expect((await call('partner', 'GET', '/management/surveys/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/management/surveys/')).statusCode).toBe(401);
  });

  it('refuses malformed surveys, foreign images and markup outside the editor with 400 and a message', async () => {
    for (const payload of [
      {},
      { ...body, title: 'x' },
      { ...body, questions: [] },
      { ...body, questions: [{ kind: 'essay', text: 'Why?', required: true }] },
      { ...body, description_html: 'x'.repeat(50_001) },
    ]) {
      const response = await call('admin', 'POST', '/management/surveys/', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.invalid);
    }
    const oneOption = await call('admin', 'POST', '/management/surveys/', {
      ...body,
      questions: [{ kind: 'single_choice', text: 'Pick', required: true, options: ['Only'] }],
    });
    expect(oneOption.json().message).toBe(
      'A single-choice question needs 2 to 10 different options (question 1).',
    );
    for (const html of ['<img src="https://tracker.example/p.gif">', '<img src="uploads/../secret.pem">']) {
      const response = await call('admin', 'POST', '/management/surveys/', {
        ...body,
        description_html: html,
      });
      expect(response.json()).toEqual(withMessageId({ status: 400, message: M.imageSource }));
    }
    for (const html of [
      '<script>alert(1)</script>',
      '<p onclick="x()">Hi</p>',
      '<a href="javascript:x()">x</a>',
      '<!-- x -->',
    ]) {
      const response = await call('admin', 'POST', '/management/surveys/', {
        ...body,
        description_html: html,
      });
      expect(response.statusCode).toBe(400);
    }
    const badPatch = await call('admin', 'PATCH', '/management/surveys/1/', { title: 'No version' });
    expect(badPatch.json()).toEqual(withMessageId({ status: 400, message: M.patchInvalid }));
    expect((await call('admin', 'GET', '/management/surveys/abc/')).statusCode).toBe(400);
  });
});
