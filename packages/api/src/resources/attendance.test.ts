import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';

const state = {
  status: 200,
  is_active: true,
  started_time: '2026-03-02T04:00:00.000Z',
  ended_time: null,
  average_start_time: '09:30',
  average_ended_time: '17:30',
};
const today = {
  isActive: true,
  startedAt: '2026-03-02T04:00:00.000Z',
  endedAt: null,
  averageStart: '09:30',
  averageEnd: '17:30',
};

function clientWith(respond: Parameters<typeof createFakeFetch>[0]) {
  const { fetch, calls } = createFakeFetch(respond);
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://portal.example/api',
    getToken: () => 'tok',
    fetch,
    onError,
  });
  return { client, calls, onError };
}

describe('client.attendance', () => {
  it("reads today's attendance with the token", async () => {
    const { client, calls } = clientWith(() => jsonResponse(state));
    await expect(client.attendance.today()).resolves.toEqual(today);
    expect(calls[0]!.url).toBe('https://portal.example/api/partner/partner-active-time/');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.headers.get('Authorization')).toBe('Token tok');
  });

  it('punches in and out with the spec payload', async () => {
    const { client, calls } = clientWith(() => jsonResponse({ ...state, message: 'Punch In Successfully!' }));
    await expect(client.attendance.punch('in')).resolves.toEqual({
      ...today,
      message: 'Punch In Successfully!',
    });
    await client.attendance.punch('out');
    expect(calls.map((call) => [call.init.method, JSON.parse(String(call.init.body))])).toEqual([
      ['POST', { is_active: true }],
      ['POST', { is_ended: true }],
    ]);
  });

  it('rejects a refused punch with the server message, without a generic notice', async () => {
    const { client, onError } = clientWith(() =>
      jsonResponse({ status: 409, message: 'You have already punched in today.' }, 409),
    );
    const failure = client.attendance.punch('in');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'You have already punched in today.',
    });
    // The dialog shows 'Error Punch In!' itself.
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects on a server error, a time-out and offline', async () => {
    const { client: failing } = clientWith(() => jsonResponse({}, 500));
    await expect(failing.attendance.today()).rejects.toMatchObject({ kind: 'http', status: 500 });
    const { client: offline } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline.attendance.today()).rejects.toMatchObject({ kind: 'network' });
  });
});
