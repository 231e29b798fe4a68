import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { joinSurveyChoices } from './satisfactionSurvey.ts';

function setup(answer: (url: string) => unknown = () => ({ status: 200, message: 'Saved' })) {
  const { fetch, calls } = createFakeFetch((url) => jsonResponse(answer(url)));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const body = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('client.satisfactionSurvey', () => {
  it('reads the first survey in camelCase, or null, and submits in the server words', async () => {
    const question = {
      id: 2,
      type: 'checkboxes',
      questionText: 'What went well?',
      note: '',
      options: ['Arrived on time', 'Kept the area clean'],
      required: true,
      placeholderText: '',
    };
    let surveys: unknown[] = [{ id: 1, name: 'CSAT', description: 'd', show_logo: false, data: [question] }];
    const { client, calls } = setup((url) =>
      url.includes('csat-template') ? { status: 200, data: surveys } : { status: 200, message: 'Thanks' },
    );
    await expect(client.satisfactionSurvey.survey('T1')).resolves.toEqual({
      id: 1,
      name: 'CSAT',
      description: 'd',
      showLogo: false,
      questions: [question],
    });
    surveys = [];
    await expect(client.satisfactionSurvey.survey('T1')).resolves.toBeNull();
    await client.satisfactionSurvey.submit({
      ticket: 'T1',
      surveyId: 1,
      answers: [
        {
          questionId: 2,
          answer: joinSurveyChoices(['Arrived on time', 'Kept the area clean']),
          source: 'web',
        },
      ],
    });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://api.example.com/api/management/csat-template/?ticket=T1',
      'GET https://api.example.com/api/management/csat-template/?ticket=T1',
      'POST https://api.example.com/api/management/csat-response/',
    ]);
    expect(body(calls[2])).toEqual({
      ticket: 'T1',
      template: 1,
      data: [{ question_id: 2, answer: 'Arrived on time, Kept the area clean', source: 'web' }],
    });
    expect(calls[2]?.headers.get('Content-Type')).toBe('application/json');
  });
});
