/**
 * Reads the records of a source (src/shared/integration.ts): a 'http' source is fetched with GET
 * (its authHeader as Authorization, JSON accepted, at most SYNC_LIMITS.timeoutMs and
 * SYNC_LIMITS.bytes, redirects refused) and the array at its recordsPath (dotted; empty: the answer
 * itself) taken; a 'file' source reads its Base.File content as an import does (xlsx or CSV by the
 * file name, IMPORT_LIMITS). Answers one flat record per row, each value a string, number, boolean
 * or nested JSON; at most IMPORT_LIMITS.rows records.
 *
 * Errors: SYNC_SOURCE_UNREACHABLE (network failure, timeout, a status other than 2xx),
 * SYNC_SOURCE_TOO_LARGE, SYNC_SOURCE_INVALID (not JSON, no array of objects at the path),
 * IMPORT_TOO_MANY_ROWS, NOT_FOUND (the file is gone), and the import readers' IMPORT_* refusals.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysFile, sysFileContent } from '../db/schema.ts';
import { IMPORT_LIMITS } from '../crud/import-limits.ts';
import { readSheet } from '../crud/sheet.ts';
import { AppError } from '../rpc/app-error.ts';

export type SourceRow = { integrationNo: string; sourceType: string; url: string | null; authHeader: string | null; recordsPath: string | null; fileNo: string | null };
export type SourceRecord = Record<string, unknown>;

const MB = 1024 * 1024;
export const SYNC_LIMITS = {
  /** Milliseconds an ERP has to answer completely (WMS_SYNC_TIMEOUT_MS, default 30 s). */
  timeoutMs: Number(process.env.WMS_SYNC_TIMEOUT_MS) > 0 ? Number(process.env.WMS_SYNC_TIMEOUT_MS) : 30_000,
  /** Bytes of an ERP's answer: the import's file limit. */
  bytes: IMPORT_LIMITS.fileBytes,
};

/** The value at a dotted path of a JSON value ('' is the value itself). */
export function valueAt(value: unknown, path: string): unknown {
  return path.split('.').filter(Boolean).reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), value);
}

async function readBody(response: Response, integrationNo: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () => new AppError('SYNC_SOURCE_TOO_LARGE', { integrationNo, max: SYNC_LIMITS.bytes / MB });
  if (declared > SYNC_LIMITS.bytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.length;
    if (size > SYNC_LIMITS.bytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function fetchRecords(source: SourceRow): Promise<unknown> {
  const { integrationNo } = source;
  const unreachable = (reason: string) => new AppError('SYNC_SOURCE_UNREACHABLE', { integrationNo, reason });
  let text: string;
  try {
    const response = await fetch(source.url ?? '', {
      headers: { accept: 'application/json', ...(source.authHeader ? { authorization: source.authHeader } : {}) },
      redirect: 'error',
      signal: AbortSignal.timeout(SYNC_LIMITS.timeoutMs),
    });
    if (!response.ok) throw unreachable(`HTTP ${response.status}`);
    text = await readBody(response, integrationNo);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreachable(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
  }
  try {
    return valueAt(JSON.parse(text), source.recordsPath ?? '');
  } catch {
    throw new AppError('SYNC_SOURCE_INVALID', { integrationNo, path: source.recordsPath ?? '' });
  }
}

async function fileRecords(db: Db, source: SourceRow): Promise<SourceRecord[]> {
  const [file] = await db
    .select({ name: sysFileContent.originalName, content: sysFileContent.content })
    .from(sysFile)
    .innerJoin(sysFileContent, eq(sysFileContent.id, sysFile.contentId))
    .where(eq(sysFile.fileNo, source.fileNo ?? ''));
  if (!file) throw new AppError('NOT_FOUND');
  if (file.content.length > IMPORT_LIMITS.fileBytes) throw new AppError('IMPORT_FILE_TOO_LARGE', { max: IMPORT_LIMITS.fileBytes / MB });
  return (await readSheet(file.content, file.name)).rows;
}

/** The records of a source, read as described above. */
export async function readSourceRecords(db: Db, source: SourceRow): Promise<SourceRecord[]> {
  const records = source.sourceType === 'file' ? await fileRecords(db, source) : await fetchRecords(source);
  const isRecord = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!Array.isArray(records) || !records.every(isRecord)) throw new AppError('SYNC_SOURCE_INVALID', { integrationNo: source.integrationNo, path: source.recordsPath ?? '' });
  if (records.length > IMPORT_LIMITS.rows) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: IMPORT_LIMITS.rows });
  return records as SourceRecord[];
}
