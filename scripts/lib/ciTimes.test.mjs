import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childCpuMs } from './ciTimes.mjs';

describe('childCpuMs', () => {
  it("adds the children's user and system time of bash and dash output", () => {
    expect(childCpuMs('0m0.001s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65_750);
    expect(childCpuMs('0m0.000000s 0m0.000000s\n0m1.930000s 0m0.040000s\n')).toBe(1_970);
  });

  it('is undefined without the second line', () => {
    expect(childCpuMs('')).toBeUndefined();
    expect(childCpuMs('0m0.000s 0m0.000s\n')).toBeUndefined();
  });

  it("reads the CPU time a real shell's `times` reports for a busy child", () => {
    const output = execFileSync('sh', ['-c', `(node -e "let s=0;for(let i=0;i<1e8;i++)s+=i"); times`], {
      encoding: 'utf8',
    });
    expect(childCpuMs(output)).toBeGreaterThan(20);
  });
});
