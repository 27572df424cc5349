/**
 * Mobile (PDA) app versions (spec console §7 System "PDA version: list, getlastapk, add"; workflows
 * §3 mobile version fields, §5 one file and no parentheses in the version number; menu
 * mobile-version 160201):
 *
 * - IPdaVersionService/getpdaversionlist `{ current, size, condition: { versionNo? } }` (isSearch):
 *   versions newest first (createDate descending), each with downloadPath; the console's latest
 *   version is this call with current 1, size 1.
 * - IPdaVersionService/getlastapk `{}` (any signed-in user, so a device can look for an update):
 *   the newest version with its downloadPath, or null when none was uploaded.
 * - `POST /wms-restful/IPdaVersionService/addpdaversion` (multipart: fields versionNo and remark
 *   before exactly one file part `file`, at most PDA_FILE_SIZE_MAX bytes; isAdd): stores the
 *   version with its file. Refusals, before any write: VALIDATION_FAILED on versionNo (blank, too
 *   long, parentheses, other characters) or remark, FILE_REQUIRED, PDA_ONE_FILE (a second file),
 *   FILE_TOO_LARGE, DUPLICATE_KEY (the version number exists).
 * - `GET /wms-restful/IPdaVersionService/downloadapk?id=` answers the file; open without a session,
 *   since a device downloads the app (by the QR code of the page) before anyone can sign in on it.
 */
import { createHash } from 'node:crypto';
import { desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PDA_FILE_SIZE_MAX, PDA_REMARK_MAX, PDA_VERSION_MENU, PDA_VERSION_NO_MAX, PDA_VERSION_SERVICE, pdaDownloadPath, versionNoProblem } from '../../shared/mobile-version.ts';
import { pageRequestSchema, RPC_BASE } from '../../shared/rpc.ts';
import type { FieldIssue } from '../../shared/errors.ts';
import { contentDisposition } from '../basecfg/file-routes.ts';
import { likePattern } from '../crud/custom-values.ts';
import type { Database, Db } from '../db/client.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { bodyIssues } from '../rpc/body-guard.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';
import { sysPdaVersion } from './sysapp-schema.ts';

const APK_TYPE = 'application/vnd.android.package-archive';
const listed = {
  id: sysPdaVersion.id, versionNo: sysPdaVersion.versionNo, remark: sysPdaVersion.remark, originalName: sysPdaVersion.originalName,
  fileSize: sysPdaVersion.fileSize, sha256: sysPdaVersion.sha256, createName: sysPdaVersion.createName, createDate: sysPdaVersion.createDate,
};
type Listed = { id: number } & Record<string, unknown>;
const withPath = (row: Listed) => ({ ...row, downloadPath: pdaDownloadPath(row.id) });
const conditionSchema = z.object({ versionNo: z.string().max(PDA_VERSION_NO_MAX).optional() });

async function latest(db: Db) {
  const [row] = await db.select(listed).from(sysPdaVersion).orderBy(desc(sysPdaVersion.createDate), desc(sysPdaVersion.id)).limit(1);
  return row ? withPath(row) : null;
}

export const pdaVersionCalls: CallDef[] = [
  defineCall({
    service: PDA_VERSION_SERVICE,
    method: 'getpdaversionlist',
    summary: 'Mobile app versions, newest first, each with its download path',
    permission: { menuNo: PDA_VERSION_MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const { versionNo } = conditionSchema.parse(condition);
      const where = versionNo?.trim() ? ilike(sysPdaVersion.versionNo, likePattern(versionNo.trim())) : undefined;
      const db = ctx.database.db;
      const [rows, total] = await Promise.all([
        db.select(listed).from(sysPdaVersion).where(where).orderBy(desc(sysPdaVersion.createDate), desc(sysPdaVersion.id)).limit(size).offset((current - 1) * size),
        db.$count(sysPdaVersion, where),
      ]);
      return { records: rows.map(withPath), total, pages: Math.ceil(total / size), current, size };
    },
  }),
  defineCall({
    service: PDA_VERSION_SERVICE,
    method: 'getlastapk',
    summary: 'The newest mobile app version with its download path, or null',
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => latest(ctx.database.db),
  }),
];

/** Reads the multipart form: its text fields and the one file (refusing a second). */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('FILE_REQUIRED');
  const fields: Record<string, string> = {};
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PDA_FILE_SIZE_MAX, files: 1 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else file = { name: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('PDA_ONE_FILE');
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { max: PDA_FILE_SIZE_MAX / 1024 / 1024 });
    throw error;
  }
  return { fields, file };
}

async function add(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: PDA_VERSION_MENU, flag: 'isAdd' });
  const { fields, file } = await readForm(request);
  const versionNo = (fields.versionNo ?? '').trim();
  const remark = (fields.remark ?? '').trim();
  const issues: FieldIssue[] = [...bodyIssues({ versionNo, remark, originalName: file?.name ?? '' })];
  const problem = versionNoProblem(versionNo);
  if (problem) issues.push({ field: 'versionNo', ...problem });
  if (remark.length > PDA_REMARK_MAX) issues.push({ field: 'remark', message: 'validation.textTooLong', params: { max: PDA_REMARK_MAX + 1 } });
  if (issues.length) throw fieldError(issues);
  if (!file || file.content.length === 0) throw new AppError('FILE_REQUIRED');
  const db = ctx.database.db;
  const [row] = await db
    .insert(sysPdaVersion)
    .values({ versionNo, remark: remark || null, originalName: file.name || `${versionNo}.apk`, fileSize: file.content.length, sha256: createHash('sha256').update(file.content).digest('hex'), content: file.content, createName: ctx.user.userNo })
    .onConflictDoNothing({ target: sysPdaVersion.versionNo })
    .returning(listed);
  if (!row) throw new AppError('DUPLICATE_KEY', { field: 'versionNo', value: versionNo });
  return { code: 0, data: withPath(row) };
}

async function download(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const id = Number((request.query as { id?: unknown }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND');
  const [row] = await database.db.select({ name: sysPdaVersion.originalName, content: sysPdaVersion.content }).from(sysPdaVersion).where(eq(sysPdaVersion.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return reply.header('content-type', APK_TYPE).header('content-disposition', contentDisposition(row.name)).send(row.content);
}

/** Registers the upload (addpdaversion) and download (downloadapk) routes of mobile app versions. */
export function registerPdaVersionRoutes(app: FastifyInstance, database: Database): void {
  const base = `${RPC_BASE}/${PDA_VERSION_SERVICE}`;
  app.post(`${base}/addpdaversion`, async (request, reply) => {
    try {
      return await add(database, request, reply);
    } catch (error) {
      return sendError(request, reply, error);
    }
  });
  app.get(`${base}/downloadapk`, async (request, reply) => {
    try {
      return await download(database, request, reply);
    } catch (error) {
      return sendError(request, reply, error);
    }
  });
}
