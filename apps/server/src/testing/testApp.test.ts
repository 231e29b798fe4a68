import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './testApp.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('buildTestApp', () => {
  it("gives each app's local object storage a temporary folder of its own, removed on close", async () => {
    for (let i = 0; i < 2; i += 1) apps.push(await buildTestApp({ config: { storageMode: 'local' } }));
    const [first, second] = apps.map((app) => app.ctx.storage?.directory);
    expect(first?.startsWith(tmpdir())).toBe(true);
    expect(second?.startsWith(tmpdir())).toBe(true);
    expect(first).not.toBe(second);
    await apps[0]!.close();
    expect(existsSync(first!)).toBe(false);
  });
});
