import { describe, expect, it } from 'vitest';
import { environmentForHost, parseHostList } from './environment.ts';

const hosts = { stagingHosts: ['preview.example.in'] };

describe('environmentForHost (operations §7: staging, production or local by host)', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['::1', 'local'],
    ['portal.localhost', 'local'],
    ['staging.example.in', 'staging'],
    ['portal-staging.example.in', 'staging'],
    ['Preview.Example.in', 'staging'],
    ['portal.example.in', 'production'],
    ['stagingarea.example.in', 'production'],
  ])('%s is %s', (host, environment) => {
    expect(environmentForHost(host, hosts)).toBe(environment);
  });

  it('reads a comma-separated host list, ignoring blanks and case', () => {
    expect(parseHostList(' A.example.in, ,b.example.in ')).toEqual(['a.example.in', 'b.example.in']);
    expect(parseHostList(undefined)).toEqual([]);
  });
});
