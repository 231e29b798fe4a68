import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { QuestionStructureError } from './questionnaire.ts';

function setup(answer: (url: string) => unknown) {
  const { fetch, calls } = createFakeFetch((url) => jsonResponse(answer(url)));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const body = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body)) as unknown;

const wireQuestion = {
  id: 4,
  text: 'Do you travel?',
  question_code: 'COVERAGE',
  answer_type: 'yes_no',
  tips: '',
  placeholder: '',
  is_required: true,
  category: 'Coverage',
  order: 4,
  options: [{ id: 7, text: 'Yes', answer_type: 'yes_no', next_question_code: 'TRAVEL_KM' }],
};

/** Operations §3, §7 'Questionnaires'. */
describe('client.questionnaire and client.profilingQuestionnaire', () => {
  it('reads a question by upper-cased code in camelCase, and refuses an answer without one', async () => {
    let data: unknown = { form_id: 101, questionnaire: [wireQuestion] };
    const { client, calls } = setup(() => ({ status: 200, data }));
    await expect(client.questionnaire.question(101, 'coverage')).resolves.toMatchObject({
      code: 'COVERAGE',
      answerType: 'yes_no',
      options: [{ id: 7, text: 'Yes', answerType: 'yes_no', nextQuestionCode: 'TRAVEL_KM' }],
    });
    expect(calls[0]?.url).toBe(
      'https://api.example.com/api/partner/question/?template_id=101&question_code=COVERAGE',
    );
    data = { form_id: 101, questionnaire: [] };
    await expect(client.questionnaire.question(101, 'X')).rejects.toBeInstanceOf(QuestionStructureError);
  });

  it('sends interactive answers in the server words, known users and new users on their own paths', async () => {
    const { client, calls } = setup(() => ({ status: 200, message: 'Assessment submitted successfully!' }));
    const input = {
      templateId: 101,
      onboarding: true,
      fullName: 'Asha',
      phone: '9876543210',
      answers: [{ questionCode: 'BUSINESS_TYPE', answer: 'Repair shop', phone: '9876543210' }],
    };
    await client.questionnaire.respondAsNewUser(input);
    await client.questionnaire.respond({ ...input, onboarding: false });
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/partner/answer_responded/public/',
      'https://api.example.com/api/partner/answer_responded/',
    ]);
    expect(body(calls[0])).toEqual({
      onboarding: true,
      template_id: 101,
      fullname: 'Asha',
      phone: '9876543210',
      answers: [
        { question_code: 'BUSINESS_TYPE', answer: 'Repair shop', phone: '9876543210', template_id: 101 },
      ],
    });
  });

  it('submits profiling answers with either identity and submitted_at', async () => {
    const { client, calls } = setup(() => ({ status: 200, message: 'ok' }));
    const answers = [{ questionCode: 'GST_REGISTERED', answer: 'Yes' }];
    await client.profilingQuestionnaire.submit({
      identity: { kind: 'known', userUuid: 'u-1', userPhone: '9876543210' },
      answers,
      submittedAt: '2026-03-10T09:00:00.000Z',
    });
    await client.profilingQuestionnaire.submit({
      identity: { kind: 'new', fullName: 'Ravi', phone: '9876543210' },
      answers,
      submittedAt: '2026-03-10T09:00:00.000Z',
    });
    expect(body(calls[0])).toEqual({
      user_uuid: 'u-1',
      user_phone: '9876543210',
      answers: [{ question_code: 'GST_REGISTERED', answer: 'Yes' }],
      submitted_at: '2026-03-10T09:00:00.000Z',
    });
    expect(body(calls[1])).toMatchObject({ full_name: 'Ravi', phone: '9876543210' });
  });
});
