/**
 * CPU time the API processes spend during the measured run, read from /proc (Linux): the cost of
 * a request that does not depend on how busy the machine is, unlike its latency.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in seconds, or undefined when it is gone (or not on Linux). */
function cpuSeconds(pid: number): number | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Adds up the CPU seconds of the processes `pids()` names, sampled every `intervalMs`, until stopped. */
export function trackCpu(pids: () => number[], intervalMs = 500): { stop: () => number } {
  const last = new Map<number, number>();
  let total = 0;
  const sample = () => {
    for (const pid of pids()) {
      const now = cpuSeconds(pid);
      if (now === undefined) continue;
      total += now - (last.get(pid) ?? now);
      last.set(pid, now);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return total;
    },
  };
}

/** The PostgreSQL server's processes on this machine (postmaster and backends), read from /proc. */
export function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}
