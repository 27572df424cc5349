/**
 * The limits of an import (issue 11 defect 2, docs/decisions/ "Bounded imports"), in one place:
 * each has an environment override listed in the README configuration table, read on each use. A file over a limit
 * is refused with its own error (IMPORT_* codes 10310-10329) as soon as the limit is crossed, before
 * anything is written.
 *
 * The gate bounds how many imports run at once: `IMPORT_LIMITS.perUser` per signed-in user and
 * `IMPORT_LIMITS.perServer` per server process (each import holds its file's rows in memory).
 */
import { AppError } from '../rpc/app-error.ts';

function limit(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const MB = 1024 * 1024;

/** A read sheet: its header row and one object per data row keyed by header (csv-reader.ts, xlsx-reader.ts). */
export type SheetRows = { headers: string[]; rows: Record<string, unknown>[] };

export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file (WMS_IMPORT_MAX_FILE_MB, default 10 MB). */
  get fileBytes() {
    return limit('WMS_IMPORT_MAX_FILE_MB', 10) * MB;
  },
  /** Bytes of an xlsx once unpacked: every part together (WMS_IMPORT_MAX_UNPACKED_MB, default 100 MB). */
  get unpackedBytes() {
    return limit('WMS_IMPORT_MAX_UNPACKED_MB', 100) * MB;
  },
  /** Parts (zip entries) of an xlsx (WMS_IMPORT_MAX_PARTS, default 200). */
  get parts() {
    return limit('WMS_IMPORT_MAX_PARTS', 200);
  },
  /** Data rows below the header (WMS_IMPORT_MAX_ROWS, default 100,000). */
  get rows() {
    return limit('WMS_IMPORT_MAX_ROWS', 100_000);
  },
  /** Columns of a row (WMS_IMPORT_MAX_COLUMNS, default 200). */
  get columns() {
    return limit('WMS_IMPORT_MAX_COLUMNS', 200);
  },
  /** Characters of one cell (WMS_IMPORT_MAX_CELL_CHARS, default 32,767: Excel's own cell limit). */
  get cellChars() {
    return limit('WMS_IMPORT_MAX_CELL_CHARS', 32_767);
  },
  /** Entries of an xlsx's shared-string table (WMS_IMPORT_MAX_SHARED_STRINGS, default 500,000). */
  get sharedStrings() {
    return limit('WMS_IMPORT_MAX_SHARED_STRINGS', 500_000);
  },
  /** Imports running at once for one user (WMS_IMPORT_PER_USER, default 1). */
  get perUser() {
    return limit('WMS_IMPORT_PER_USER', 1);
  },
  /** Imports running at once in this server process (WMS_IMPORT_PER_SERVER, default 2). */
  get perServer() {
    return limit('WMS_IMPORT_PER_SERVER', 2);
  },
};

/**
 * Refuses row `row` (1-based, header is 1) of `width` columns (IMPORT_TOO_MANY_COLUMNS) or with a
 * text cell longer than `cellChars` (IMPORT_CELL_TOO_LONG).
 */
export function checkRow(row: number, width: number, values: unknown[] = []): void {
  if (width > IMPORT_LIMITS.columns) throw new AppError('IMPORT_TOO_MANY_COLUMNS', { row, max: IMPORT_LIMITS.columns });
  if (values.some((value) => typeof value === 'string' && value.length > IMPORT_LIMITS.cellChars)) throw new AppError('IMPORT_CELL_TOO_LONG', { row, max: IMPORT_LIMITS.cellChars });
}

const running = new Map<string, number>();
let runningTotal = 0;

/** Imports running now in this process (for tests and the bench). */
export function importsRunning(): number {
  return runningTotal;
}

/**
 * Runs `work` holding one import slot of `userNo`. Throws IMPORT_BUSY_USER when the user already
 * runs `perUser` imports, IMPORT_BUSY_SERVER when the process runs `perServer`; the slot is
 * released however `work` ends.
 */
export async function withImportSlot<T>(userNo: string, work: () => Promise<T>): Promise<T> {
  const mine = running.get(userNo) ?? 0;
  if (mine >= IMPORT_LIMITS.perUser) throw new AppError('IMPORT_BUSY_USER');
  if (runningTotal >= IMPORT_LIMITS.perServer) throw new AppError('IMPORT_BUSY_SERVER');
  running.set(userNo, mine + 1);
  runningTotal++;
  try {
    return await work();
  } finally {
    runningTotal--;
    const left = (running.get(userNo) ?? 1) - 1;
    if (left > 0) running.set(userNo, left);
    else running.delete(userNo);
  }
}
