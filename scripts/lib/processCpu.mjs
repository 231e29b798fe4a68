/**
 * CPU time of a process's descendants (Linux /proc), for timings: `/usr/bin/time` counts only the
 * children a process waits for, so a browser's renderer processes (children of Chromium's zygote)
 * are missing from its user and sys figures. The tree is sampled (once a second by default) and
 * each process's last seen CPU time is kept, so a process that exits loses at most one interval.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** `{ pid: { ppid, cpu } }` for every process (cpu: user + sys seconds). */
function readProcesses() {
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command (which may hold spaces), 1-based from field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(name), {
        ppid: Number(fields[1]),
        user: Number(fields[11]) / TICKS,
        sys: Number(fields[12]) / TICKS,
      });
    } catch {
      // The process exited while being read.
    }
  }
  return processes;
}

/**
 * Starts sampling the descendants of `rootPid` (default: this process).
 * @returns {{ stop: () => { user: number, sys: number, processes: number } }} seconds of CPU of
 *   every descendant seen (not the root itself: `/usr/bin/time` or process.cpuUsage() give that)
 */
export function sampleDescendantsCpu(rootPid = process.pid, intervalMs = 1000) {
  const seen = new Map();
  const sample = () => {
    const processes = readProcesses();
    const inTree = new Set([rootPid]);
    // Parents before children is not guaranteed: repeat until no new descendant is found.
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, info] of processes) {
        if (!inTree.has(pid) && inTree.has(info.ppid)) {
          inTree.add(pid);
          grew = true;
        }
      }
    }
    inTree.delete(rootPid);
    for (const pid of inTree) seen.set(pid, processes.get(pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      sample();
      clearInterval(timer);
      let user = 0;
      let sys = 0;
      for (const info of seen.values()) {
        user += info.user;
        sys += info.sys;
      }
      return { user, sys, processes: seen.size };
    },
  };
}
