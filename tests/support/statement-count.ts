/**
 * Counts the SQL statements this process sends to PostgreSQL, through every pg.Client (pooled
 * connections and the LISTEN connection alike): `startCounting()` patches pg.Client#query once and
 * answers a counter whose `stop()` ends the count and answers the statements (their texts, in
 * order) and the commits: each COMMIT, and each writing statement sent outside a transaction block
 * (its own implicit commit). A read outside a block writes no WAL and is no commit. The counting
 * test keeps the scheduler still (WMS_JOB_TICK_MS), whose jobs run on the instance's own clock.
 */
import pg from 'pg';

export type StatementCount = { statements: string[]; commits: number };

const query = pg.Client.prototype.query;
let current: string[] | null = null;
let commits = 0;
const inBlock = new WeakSet<pg.Client>();

function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  return typeof config === 'object' && config !== null ? String((config as { text?: unknown }).text ?? '') : '';
}

pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const text = textOf(args[0]);
  const statement = text.replace(/\s+/g, ' ').trim();
  if (/^begin\b/i.test(statement)) inBlock.add(this);
  const ended = /^(commit|rollback)\b/i.test(statement);
  if (current) {
    current.push(statement);
    if (/^commit\b/i.test(statement) || (!inBlock.has(this) && !/^(select|begin|rollback|listen)\b/i.test(statement))) commits += 1;
  }
  if (ended) inBlock.delete(this);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** Starts a count (one at a time); `stop()` answers what was sent since. */
export function startCounting(): { stop: () => StatementCount } {
  const statements: string[] = [];
  current = statements;
  commits = 0;
  return {
    stop: () => {
      current = null;
      return { statements, commits };
    },
  };
}
