import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sampleDescendantsCpu } from './processCpu.mjs';

/** A child that spends 300 ms of CPU time, says so, then waits until its stdin closes. */
const BUSY_CHILD = `
const start = process.cpuUsage();
while (process.cpuUsage(start).user < 300_000);
process.stdout.write('busy done');
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

describe('sampleDescendantsCpu', () => {
  it("counts a child process's CPU time", async () => {
    const sampler = sampleDescendantsCpu(process.pid, 60_000);
    const child = spawn(process.execPath, ['-e', BUSY_CHILD]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    // Stopping samples once more, while the child is still there.
    const { user, sys, processes } = sampler.stop();
    child.stdin.end();
    await new Promise((resolve) => child.on('exit', resolve));
    expect(processes).toBeGreaterThanOrEqual(1);
    expect(user + sys).toBeGreaterThanOrEqual(0.25);
  });
});
