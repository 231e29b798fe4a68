// Server figure of `pnpm bench` (issue 13): the time of the ticket list call
// (GET /management/tickets/) over 10,000 tickets, through the whole Fastify stack (routing, the
// token check, validation, SQL on PGlite, JSON), measured in process with app.inject.
// Usage: tsx src/cli/benchTickets.ts [--tickets 10000] [--calls 200] [--out FILE]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { DEMO_TICKET_COUNT, insertDemoTickets } from '../seedTickets.ts';
import { TEST_PASSWORD_PARAMS } from '../testing/testApp.ts';

const { values } = parseArgs({
  options: { tickets: { type: 'string' }, calls: { type: 'string' }, out: { type: 'string' } },
});
const total = Number(values.tickets ?? 10_000);
const calls = Number(values.calls ?? 200);

const app = await buildApp({
  passwordParams: TEST_PASSWORD_PARAMS,
  config: {
    nodeEnv: 'test',
    dataDir: 'memory://',
    databaseUrl: undefined,
    logLevel: 'silent',
    portalDist: '/nonexistent-portal-dist',
    storageMode: 'off',
  },
});
try {
  const now = app.ctx.now();
  await app.ctx.db.transaction((tx) =>
    insertDemoTickets(tx, { now, offset: DEMO_TICKET_COUNT, count: Math.max(0, total - DEMO_TICKET_COUNT) }),
  );
  await app.ctx.db.exec('ANALYZE');
  const login = await app.inject({
    method: 'POST',
    url: '/api/partner/login/',
    payload: { email: 'coordinator@demo.test', password: 'demo-pass-2026' },
  });
  const token = login.json<{ token: string }>().token;
  const [{ count } = { count: 0 }] = await app.ctx.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM field_tickets WHERE ticket_number IS NOT NULL',
  );
  // The lists a coordinator opens most: the first page, each filter, a search, the SLA sort.
  const queries = [
    '',
    'status=new',
    'sla=overdue',
    'sla=due_today&ordering=sla_due_at',
    'priority=critical&status=assigned',
    'project=3',
    'search=Sharma',
    'page=40',
  ];
  const times: number[] = [];
  const byQuery: Record<string, number[]> = {};
  for (let round = -2; round < Math.ceil(calls / queries.length); round++) {
    for (const query of queries) {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'GET',
        url: `/api/management/tickets/?page_size=20&${query}`,
        headers: { authorization: `Token ${token}` },
      });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
      if (round < 0) continue; // warm-up
      times.push(ms);
      (byQuery[query || 'first page'] ??= []).push(ms);
    }
  }
  const percentile = (list: number[], p: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };
  const result = {
    tickets: count,
    calls: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    budgetP95Ms: 50,
    byQuery: Object.fromEntries(
      Object.entries(byQuery).map(([query, list]) => [
        query,
        { p50Ms: percentile(list, 50), p95Ms: percentile(list, 95) },
      ]),
    ),
  };
  if (values.out) writeFileSync(values.out, JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result));
} finally {
  await app.close();
}
