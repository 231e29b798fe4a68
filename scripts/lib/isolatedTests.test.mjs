import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS, JSDOM_TEST_ROOTS, NEEDS_ISOLATION } from './isolatedTests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every `*.test.ts(x)` under {@link JSDOM_TEST_ROOTS} (`*` one folder level), relative to the repository root. */
function jsdomTestFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (/\.test\.tsx?$/.test(entry.name)) files.push(path.relative(root, full));
    }
  };
  for (const pattern of JSDOM_TEST_ROOTS) {
    const [parent, rest] = pattern.split('/*/');
    if (rest === undefined) {
      walk(path.join(root, pattern));
      continue;
    }
    for (const name of readdirSync(path.join(root, parent))) {
      const dir = path.join(root, parent, name, rest);
      // A package without src.
      if (existsSync(dir)) walk(dir);
    }
  }
  return files.sort();
}

describe('isolated jsdom tests (Vitest projects unit and unit-isolated)', () => {
  it('lists every jsdom test file that mocks a module, uses a fake IndexedDB or asks to be isolated, and only those', () => {
    const needing = jsdomTestFiles().filter((file) =>
      NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(needing.length).toBeGreaterThan(0);
    expect([...ISOLATED_TESTS].sort()).toEqual(needing);
  });

  it('finds no server test that mocks a module (the server project shares one module graph)', () => {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.test\.ts$/.test(entry.name)) files.push(path.relative(root, full));
      }
    };
    walk(path.join(root, 'apps/server/src'));
    expect(files.length).toBeGreaterThan(40);
    expect(files.filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')))).toEqual(
      [],
    );
  });

  it('matches vi.mock, vi.doMock, fake-indexeddb and a vitest-isolate comment, not vi.fn or vi.mocked', () => {
    expect(NEEDS_ISOLATION.test('// vitest-isolate: replaces the page')).toBe(true);
    expect(NEEDS_ISOLATION.test("vi.mock('x', () => ({}))")).toBe(true);
    expect(NEEDS_ISOLATION.test("vi.doMock('x')")).toBe(true);
    expect(NEEDS_ISOLATION.test("import 'fake-indexeddb/auto';")).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.mocked(send).mock.calls; vi.fn()')).toBe(false);
  });
});
