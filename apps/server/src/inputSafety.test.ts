import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CSO_URL_IDS, DEMO_TICKET_IDS } from './fieldForms/demo.ts';
import { UNSAFE_TEXT_MESSAGE, hasUnsafeText, likeLiteral, withIntegerMaximum } from './inputSafety.ts';
import { buildTestApp, signIn } from './testing/testApp.ts';

// Issue 15 'Bad input never gives 500': each case below answered 500 before the fix.

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-03-10T09:00:00Z') });
  admin = await signIn(app, 'admin@demo.test');
});

afterAll(async () => {
  await app?.close();
});

const get = (url: string, token = admin) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Token ${token}` } });

/** A JSON body sent as raw text, so escapes such as \u0000 reach the server's parser as written. */
const postJson = (url: string, json: string, token?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Token ${token}` }) },
    payload: json,
  });

describe('NUL characters and lone surrogates', () => {
  it('answer 400 in list filters and searches', async () => {
    for (const url of [
      '/api/management/warehouse/?city=Pune%00',
      '/api/management/warehouse/?search=%00',
      '/api/management/projects/?city=x%00',
      '/api/management/tickets/?search=a%00b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });

  it('answer 400 in partner sign-up and client sign-up', async () => {
    const partner = await postJson(
      '/api/partner/profile/',
      String.raw`{"username":"Nul\u0000Name","email":"nul@example.com","phone":"9876543210","company_name":"Acme\ud800"}`,
    );
    expect(partner.statusCode).toBe(400);
    expect(partner.json().message).toBe(UNSAFE_TEXT_MESSAGE);
    const client = await postJson(
      '/api/finance/client-users-create/',
      String.raw`{"name":"Acme","username":"A\udc00","email":"c@example.com","phone":"+919876543210","designation":"IT"}`,
    );
    expect(client.statusCode).toBe(400);
  });

  it('answer 400 in multipart fields', async () => {
    const form = new FormData();
    form.append('tickets', DEMO_TICKET_IDS.laptopRepair);
    form.append('urlunique_id', DEMO_CSO_URL_IDS.laptopRepair);
    form.append('costumercomment', 'fine\u0000');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/management/cso-data/1/',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('are found in nested values and keys, and well-formed pairs pass', () => {
    expect(hasUnsafeText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(hasUnsafeText({ ['k\uD800']: 1 })).toBe(true);
    expect(hasUnsafeText({ a: 'emoji \uD83D\uDE00 ok', n: 1, t: true, z: null })).toBe(false);
  });
});

describe('integers', () => {
  it('above 2,147,483,647 answer 400 on write calls', async () => {
    for (const project_id of [2_147_483_648, 9_007_199_254_740_991]) {
      const response = await postJson(
        '/api/management/add-sowsubtype-action/',
        JSON.stringify({ project_id, sowsubtype: 'Laptop Repair', action: 'allow' }),
        admin,
      );
      expect(response.statusCode, String(project_id)).toBe(400);
    }
  });

  it('get a maximum in every route schema that lacks one', () => {
    const schema = withIntegerMaximum({
      body: {
        properties: { a: { type: 'integer' }, b: { type: 'integer', maximum: 5 }, c: { type: 'string' } },
      },
    });
    expect(schema.body.properties.a).toEqual({
      type: 'integer',
      maximum: 2_147_483_647,
      minimum: -2_147_483_648,
    });
    expect(schema.body.properties.b).toMatchObject({ maximum: 5 });
    expect(schema.body.properties.c).toEqual({ type: 'string' });
  });
});

describe('malformed multipart', () => {
  const bodies = [
    { type: 'multipart/form-data', body: 'no boundary at all' },
    {
      type: 'multipart/form-data; boundary=XYZ',
      body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished',
    },
    {
      type: 'multipart/form-data; boundary=XYZ',
      body: '--XYZ\r\nbroken header line\r\n\r\nvalue\r\n--XYZ--\r\n',
    },
    { type: 'multipart/form-data; boundary=XYZ', body: '\u0000\u0001garbage' },
  ];
  for (const [method, url] of [
    ['POST', '/api/management/cso-data/'],
    ['PUT', '/api/management/cso-data/1/'],
    ['PATCH', '/api/management/cso-data/1/'],
    ['POST', '/api/partner/temp-partner-add/'],
    ['POST', '/api/partner/temp-partner-edit/'],
  ] as const) {
    it(`answers 4xx, never 5xx, on ${method} ${url}`, async () => {
      for (const { type, body } of bodies) {
        const response = await app.inject({ method, url, headers: { 'content-type': type }, payload: body });
        expect(response.statusCode, `${type} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${type} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    });
  }
});

describe('LIKE patterns in filters', () => {
  it('are literal: a trailing backslash is no 500 and % is no wildcard', async () => {
    for (const url of [
      '/api/management/warehouse/?city=Pune%5C',
      '/api/management/warehouse/?state=%5C',
      '/api/management/projects/?city=%5C',
      '/api/management/tickets/?district=%5C',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json().count, url).toBe(0);
    }
    const all = (await get('/api/management/warehouse/?page_size=100')).json();
    expect(all.count).toBeGreaterThan(0);
    expect((await get('/api/management/warehouse/?city=%25')).json().count).toBe(0);
    expect((await get('/api/management/warehouse/?state=_%25')).json().count).toBe(0);
    const city = all.results[0].city as string;
    expect(
      (await get(`/api/management/warehouse/?city=${encodeURIComponent(city.toUpperCase())}`)).json().count,
    ).toBeGreaterThan(0);
  });

  it('escape backslash, percent and underscore', () => {
    expect(likeLiteral('a\\b%c_d')).toBe('a\\\\b\\%c\\_d');
  });
});
