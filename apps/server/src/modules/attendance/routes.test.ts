import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { ATTENDANCE_MESSAGES, attendanceDay } from './schemas.ts';

const URL = '/api/partner/partner-active-time/';

let app: FastifyInstance;
// 09:30 in India (04:00 UTC) on 2 March 2026.
let clock = Date.parse('2026-03-02T04:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date(clock) });
});

afterAll(async () => {
  await app?.close();
});

const get = (token?: string) =>
  app.inject({ method: 'GET', url: URL, headers: token ? { authorization: `Token ${token}` } : {} });
const punch = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: URL, payload, headers: { authorization: `Token ${token}` } });

describe('attendanceDay', () => {
  it('counts days in India: 20:00 UTC is already the next day', () => {
    expect(attendanceDay(new Date('2026-03-02T17:00:00Z'))).toBe('2026-03-02');
    expect(attendanceDay(new Date('2026-03-02T20:00:00Z'))).toBe('2026-03-03');
  });
});

describe('/partner/partner-active-time/', () => {
  it('answers 401 without a token, before looking at the body', async () => {
    expect((await get()).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/partner-active-time/',
      payload: { is_active: 'yes' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('punches in and out once a day and reports the elapsed state', async () => {
    const token = await signIn(app, 'coordinator@demo.test');
    const before = (await get(token)).json();
    expect(before).toMatchObject({ status: 200, is_active: false, started_time: null, ended_time: null });

    const punchedIn = await punch(token, { is_active: true });
    expect(punchedIn.statusCode).toBe(200);
    expect(punchedIn.json()).toMatchObject({
      status: 200,
      message: ATTENDANCE_MESSAGES.punchedIn,
      is_active: true,
      started_time: '2026-03-02T04:00:00.000Z',
      ended_time: null,
    });

    const again = await punch(token, { is_active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ATTENDANCE_MESSAGES.alreadyIn);

    clock += (8 * 60 + 15) * 60_000;
    const punchedOut = await punch(token, { is_ended: true });
    expect(punchedOut.json()).toMatchObject({
      message: ATTENDANCE_MESSAGES.punchedOut,
      is_active: false,
      ended_time: '2026-03-02T12:15:00.000Z',
    });
    const twice = await punch(token, { is_ended: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ATTENDANCE_MESSAGES.alreadyOut);
  });

  it('refuses a punch out before any punch in, and a body with neither or both flags', async () => {
    const token = await signIn(app, 'qc@demo.test');
    const out = await punch(token, { is_ended: true });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(ATTENDANCE_MESSAGES.notIn);
    for (const body of [{}, { is_active: true, is_ended: true }, { is_active: 'yes' }]) {
      const response = await punch(token, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ATTENDANCE_MESSAGES.badBody);
    }
  });

  it('averages the punch times of the previous days in India time', async () => {
    // Day 1: 09:00-17:00 IST, day 2: 10:00-18:00 IST. Tokens expire, so each step signs in anew.
    const at = async (iso: string) => {
      clock = Date.parse(iso);
      return signIn(app, 'kci@demo.test');
    };
    await punch(await at('2026-04-01T03:30:00Z'), { is_active: true });
    await punch(await at('2026-04-01T11:30:00Z'), { is_ended: true });
    await punch(await at('2026-04-02T04:30:00Z'), { is_active: true });
    await punch(await at('2026-04-02T12:30:00Z'), { is_ended: true });
    // Day 3: the averages cover the two days before.
    const token = await at('2026-04-03T02:00:00Z');
    expect((await get(token)).json()).toMatchObject({
      is_active: false,
      started_time: null,
      average_start_time: '09:30',
      average_ended_time: '17:30',
    });
  });
});

describe('located punches and /management/attendance-records/ (issue 23)', () => {
  const records = (token: string, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/management/attendance-records/${query}`,
      headers: { authorization: `Token ${token}` },
    });

  it('stores a shared place with the punch, and a punch without one still counts', async () => {
    clock = Date.parse('2026-05-04T03:45:00Z'); // 09:15 in India
    const engineer = await signIn(app, 'agent@demo.test');
    const located = await punch(engineer, {
      is_active: true,
      location: { latitude: 12.9716, longitude: 77.5946, accuracy: 18 },
    });
    expect(located.statusCode).toBe(200);
    const refused = await punch(await signIn(app, 'qa@demo.test'), { is_active: true });
    expect(refused.statusCode).toBe(200);
    clock = Date.parse('2026-05-04T12:00:00Z');
    expect(
      (
        await punch(await signIn(app, 'agent@demo.test'), {
          is_ended: true,
          location: { latitude: 12.98, longitude: 77.6, accuracy: 40.5 },
        })
      ).statusCode,
    ).toBe(200);

    const coordinator = await signIn(app, 'coordinator@demo.test');
    const answer = await records(coordinator, '?day=2026-05-04&ordering=full_name');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.count).toBe(2);
    const byEmail = Object.fromEntries(body.results.map((row: { email: string }) => [row.email, row]));
    expect(byEmail['agent@demo.test']).toMatchObject({
      role: 'agent',
      started_at: '2026-05-04T03:45:00.000Z',
      ended_at: '2026-05-04T12:00:00.000Z',
      punch_in_location: { latitude: 12.9716, longitude: 77.5946, accuracy: 18 },
      punch_out_location: { latitude: 12.98, longitude: 77.6, accuracy: 40.5 },
    });
    expect(byEmail['qa@demo.test']).toMatchObject({ punch_in_location: null, punch_out_location: null });

    // Today in India by default; search by e-mail.
    expect((await records(coordinator)).json().count).toBe(2);
    const searched = (await records(coordinator, '?search=qa%40demo')).json();
    expect(searched.results.map((row: { email: string }) => row.email)).toEqual(['qa@demo.test']);
    expect((await records(coordinator, '?day=2026-05-05')).json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers 400 for a place out of range or incomplete, and for a bad day', async () => {
    const token = await signIn(app, 'kci@demo.test');
    for (const location of [
      { latitude: 91, longitude: 0, accuracy: 5 },
      { latitude: 0, longitude: -181, accuracy: 5 },
      { latitude: 0, longitude: 0, accuracy: -1 },
      { latitude: 0, longitude: 0 },
      { latitude: 'north', longitude: 0, accuracy: 5 },
    ]) {
      const response = await punch(token, { is_active: true, location });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ATTENDANCE_MESSAGES.badLocation);
    }
    const coordinator = await signIn(app, 'coordinator@demo.test');
    for (const day of ['2026-02-30', '04-05-2026', 'today', '2026-5-4']) {
      const response = await records(coordinator, `?day=${day}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ATTENDANCE_MESSAGES.badDay);
    }
  });

  it('keeps the records from roles outside the desk (403) and from visitors (401)', async () => {
    expect((await records(await signIn(app, 'qa@demo.test'))).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'GET', url: '/api/management/attendance-records/' });
    expect(visitor.statusCode).toBe(401);
  });
});
