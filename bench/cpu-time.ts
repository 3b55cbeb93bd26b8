import { readdirSync, readFileSync } from 'node:fs';

// CPU time used by processes, from Linux's /proc (user + system), to price a request in CPU
// milliseconds: the latency of a loaded two-core machine says little about where time goes.

/** Clock ticks per second of /proc's counters (USER_HZ, 100 on Linux everywhere in practice). */
const TICKS_PER_S = 100;

interface Stat {
  ppid: number;
  cpuMs: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    // The command name, in parentheses, may hold spaces: fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_S };
  } catch {
    return undefined; // gone meanwhile, or not Linux
  }
}

/** CPU milliseconds the process has used so far. */
export function processCpuMs(pid: number): number {
  return readStat(pid)?.cpuMs ?? NaN;
}

/**
 * CPU milliseconds used by a process and its living children, e.g. a PostgreSQL postmaster and
 * its backends (a backend that has exited meanwhile takes its share with it).
 */
export function processTreeCpuMs(rootPid: number): number {
  let total = readStat(rootPid)?.cpuMs ?? NaN;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat?.ppid === rootPid) total += stat.cpuMs;
  }
  return total;
}
