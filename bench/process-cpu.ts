/**
 * CPU seconds of processes from /proc (Linux), for the benches that split a run's CPU between the
 * server and PostgreSQL (scale.ts, capacity.ts). A process that has gone counts 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds (user + system, in clock ticks of 1/100 s) a process has used so far. */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
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
