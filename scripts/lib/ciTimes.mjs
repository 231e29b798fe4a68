/**
 * CPU time (user + system, ms) of a step's processes from the shell's `times` output: its second
 * line is the children's, e.g. `1m2.500s 0m3.250s` (bash) or `1m2.500000s 0m3.250000s` (dash).
 * Undefined when the output is not there (the step was killed).
 * @param {string} output
 */
export function childCpuMs(output) {
  const line = output.trim().split('\n')[1];
  const parts = [...(line ?? '').matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return Math.round(
    parts.reduce((sum, [, minutes, seconds]) => sum + Number(minutes) * 60_000 + Number(seconds) * 1000, 0),
  );
}
