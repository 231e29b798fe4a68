import fc from 'fast-check';
import Fastify, { type FastifyInstance, type HTTPMethods, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../testing/testApp.ts';
import { API_ROUTES } from './index.ts';

// Issue 15 'Bad input never gives 500': generated bodies, query strings and path parameters sent to
// every API route, anonymously and as the admin, must never answer 5xx. Fixed seed and bounded
// runs keep it reproducible and quick (a few seconds).

const SEED = 15;
const RUNS_PER_ROUTE = 30;

interface FuzzRoute {
  method: HTTPMethods;
  url: string;
  multipart: boolean;
  fields: string[];
}

/** The API's routes (method, path, body and query field names), collected as routeSchemas.test does. */
async function collectRoutes(): Promise<FuzzRoute[]> {
  const routes: FuzzRoute[] = [];
  const app = Fastify();
  app.decorate('ctx', { db: {}, config: {}, now: () => new Date() } as never);
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<
      string,
      { properties?: Record<string, unknown> } | undefined
    >;
    const fields = [
      ...Object.keys(schema.body?.properties ?? {}),
      ...Object.keys(schema.querystring?.properties ?? {}),
    ];
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        multipart: (route.config as { multipartBody?: boolean } | undefined)?.multipartBody === true,
        fields,
      });
    }
  });
  for (const area of API_ROUTES) await app.register(area.plugin);
  await app.ready();
  await app.close();
  return routes;
}

/** Texts that broke servers before: NUL, lone surrogates, LIKE metacharacters, huge numbers. */
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\\',
  '%',
  '_%\\',
  "'; DROP TABLE users; --",
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  '1e308',
  'NaN',
  '',
  ' ',
  '../../etc/passwd',
  '{"a":1}',
  'null',
);
const text = fc.oneof(
  { arbitrary: nasty, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  fc.array(fc.dictionary(fc.constantFrom('key', 'value', 'question_id', 'answer', 'source', 'id'), scalar), {
    maxLength: 3,
  }),
);

/** A body and query made of the route's own field names (plus a few strangers) with generated values. */
const inputFor = (route: FuzzRoute) => {
  const name = fc.oneof(
    route.fields.length > 0 ? fc.constantFrom(...route.fields) : fc.constant('id'),
    fc.constantFrom('page', 'page_size', 'search', 'ordering', 'city', 'state', 'id', 'email'),
    fc.string({ maxLength: 6 }),
  );
  return fc.record({
    body: fc.oneof(fc.dictionary(name, value, { maxKeys: 8 }), fc.jsonValue({ maxDepth: 2 })),
    query: fc.dictionary(name, text, { maxKeys: 5 }),
    param: text,
    anonymous: fc.constantFrom(true, false, false, false),
    rawBody: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 60 })),
  });
};

let app: FastifyInstance;
let routes: FuzzRoute[];
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => new Date('2026-03-10T09:00:00Z') });
  token = await signIn(app, 'admin@demo.test');
  routes = await collectRoutes();
});

afterAll(async () => {
  await app?.close();
});

/** `text` as one path segment; a lone surrogate (not URI-encodable) goes as its raw UTF-8 bytes. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text) || 'x';
  } catch {
    return '%ED%A0%80';
  }
}

/** Calls that would end or delete the admin's session: fuzzed anonymously only. */
const ENDS_SESSION = /logout|delet|remov|password|passphrase/;

describe('fuzzing every API route (fast-check)', () => {
  it('never answers 5xx (503 of a feature switched off aside)', { timeout: 120_000 }, async () => {
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const result = await fc.check(
        fc.asyncProperty(inputFor(route), async (input) => {
          const path = route.url.replace(/:[A-Za-z_]+/g, () => pathSegment(input.param));
          const query = new URLSearchParams(input.query).toString();
          const url = `/api${path}${query ? `?${query}` : ''}`;
          const anonymous = input.anonymous || ENDS_SESSION.test(route.url);
          const headers: Record<string, string> = anonymous ? {} : { authorization: `Token ${token}` };
          let payload: string | undefined;
          if (route.method !== 'GET' && route.method !== 'DELETE') {
            if (route.multipart && input.rawBody !== undefined) {
              headers['content-type'] = 'multipart/form-data; boundary=fuzz';
              payload = `--fuzz\r\n${input.rawBody}`;
            } else if (input.rawBody !== undefined && input.anonymous) {
              headers['content-type'] = 'application/json';
              payload = input.rawBody;
            } else {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(input.body);
            }
          }
          const response = await app.inject({ method: route.method, url, headers, payload });
          // 503 is a documented answer of features this test server runs without (chat, storage,
          // WhatsApp webhook); any other 5xx is a fault.
          if (response.statusCode >= 500 && response.statusCode !== 503) {
            throw new Error(
              `${route.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (!anonymous && response.statusCode === 401) token = await signIn(app, 'admin@demo.test');
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${route.method} ${route.url}: ${String((result.errorInstance as Error | undefined)?.message ?? '')}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
