/**
 * CPU seconds of processes from /proc (Linux), for the benches that split a run's CPU between the
 * server and PostgreSQL (scale.ts, capacity.ts). A process that has gone counts 0.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { childPids } from '../tests/support/product-process.ts';

/** CPU seconds (user + system, in clock ticks of 1/100 s) a process has used so far; with `reaped`, also its children that exited and were waited for. */
export function cpuSeconds(pid: number | undefined, reaped = false): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by one PostgreSQL server: its postmaster (`pid`), the backends and helpers
 * that exited (reaped by it) and those still running, so other PostgreSQL servers on the machine
 * (other people's tests) are not counted.
 */
export function postmasterCpuSeconds(pid: number): number {
  return cpuSeconds(pid, true) + childPids(pid).reduce((sum, child) => sum + cpuSeconds(child), 0);
}

/** CPU seconds used so far by every PostgreSQL process of the machine (the bench's is the only one). */
export function postgresCpuSeconds(): number {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).reduce((sum, pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + cpuSeconds(Number(pid)) : sum;
    } catch {
      return sum;
    }
  }, 0);
}
