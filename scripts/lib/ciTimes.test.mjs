import { describe, expect, it } from 'vitest';
import { busyCpuMs, machineBusyMs } from './ciTimes.mjs';

describe('busyCpuMs', () => {
  it('adds user, nice, system, irq, softirq and steal ticks of the cpu line, not idle or iowait', () => {
    const stat = 'cpu  1000 20 300 99999 5000 4 6 10 0 0\ncpu0 500 10 150 50000 2500 2 3 5 0 0\n';
    expect(busyCpuMs(stat)).toBe((1000 + 20 + 300 + 4 + 6 + 10) * 10);
  });

  it('is undefined without a cpu line', () => {
    expect(busyCpuMs('intr 1 2 3\n')).toBeUndefined();
  });

  it("grows while this process keeps a core busy (the machine's own /proc/stat)", () => {
    const before = machineBusyMs();
    expect(before).toBeGreaterThan(0);
    const until = process.cpuUsage().user + 200_000;
    while (process.cpuUsage().user < until) Math.sqrt(Math.random());
    expect(machineBusyMs()).toBeGreaterThanOrEqual((before ?? 0) + 150);
  });
});
