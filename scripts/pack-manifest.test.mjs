import { describe, expect, it } from 'vitest';
import { publishManifest, resolveWorkspaceRange } from './pack-manifest.mjs';

describe('pack-manifest (npm pack = pnpm pack, issue 22)', () => {
  it('resolves workspace ranges like pnpm does', () => {
    expect(resolveWorkspaceRange('workspace:^', '0.2.0')).toBe('^0.2.0');
    expect(resolveWorkspaceRange('workspace:~', '0.2.0')).toBe('~0.2.0');
    expect(resolveWorkspaceRange('workspace:*', '0.2.0')).toBe('0.2.0');
    expect(resolveWorkspaceRange('workspace:>=0.1.0 <1.0.0', '0.2.0')).toBe('>=0.1.0 <1.0.0');
  });

  it('publishes dist exports, concrete ranges and no devDependencies', () => {
    const pkg = {
      name: '@partner-portal/forms',
      exports: { './sign-in': './src/exports/sign-in.ts' },
      publishConfig: {
        access: 'public',
        exports: { './sign-in': { types: './dist/sign-in.d.ts', import: './dist/sign-in.js' } },
      },
      dependencies: { '@partner-portal/api': 'workspace:^', dompurify: '^3.4.18' },
      peerDependencies: { '@partner-portal/ui': 'workspace:>=0.1.0 <1.0.0', react: '^19.0.0' },
      devDependencies: { '@partner-portal/ui': 'workspace:*', tsup: 'catalog:' },
    };
    const out = publishManifest(pkg, { '@partner-portal/api': '0.3.0', '@partner-portal/ui': '0.3.0' });
    expect(out.exports).toEqual(pkg.publishConfig.exports);
    expect(out.dependencies).toEqual({ '@partner-portal/api': '^0.3.0', dompurify: '^3.4.18' });
    expect(out.peerDependencies['@partner-portal/ui']).toBe('>=0.1.0 <1.0.0');
    expect(out.devDependencies).toBeUndefined();
    expect(pkg.exports['./sign-in']).toBe('./src/exports/sign-in.ts'); // input untouched
  });

  it('refuses a catalog: range in what consumers install', () => {
    expect(() => publishManifest({ name: 'x', dependencies: { yup: 'catalog:' } }, {})).toThrow(/catalog:/);
  });

  it('every published package runs it on prepack and postpack', async () => {
    const { readFileSync } = await import('node:fs');
    for (const name of ['ui', 'forms', 'api', 'chat']) {
      const pkg = JSON.parse(
        readFileSync(new URL(`../packages/${name}/package.json`, import.meta.url), 'utf8'),
      );
      expect(pkg.scripts.prepack).toContain('pack-manifest.mjs prepack');
      expect(pkg.scripts.postpack).toContain('pack-manifest.mjs postpack');
      expect(pkg.license).toBe('MIT');
      expect(pkg.publishConfig.access).toBe('public');
      expect(pkg.files).toEqual(['dist']);
      for (const [dep, range] of Object.entries(pkg.dependencies ?? {})) {
        if (!String(range).startsWith('workspace:')) expect(range, `${name} ${dep}`).toMatch(/^\^/);
      }
    }
  });
});
