/**
 * Upload and download of Base.File contents (spec console §2 file-management; workflows §8 "upload
 * failed; file does not exist; only one file allowed; please select the file first"):
 *
 * - `POST /wms-restful/ISysFileService/uploadfile` (multipart, one field `file`, at most
 *   FILE_SIZE_MAX bytes; isAdd or isModify on file-management) stores the bytes in
 *   sys_file_content and answers `{ contentId, originalName, contentType, fileSize, sha256 }`. The
 *   add/modify form then saves the file row with that contentId. Contents never attached to a file
 *   are removed after UNATTACHED_HOURS, by the next upload.
 * - `POST /wms-restful/ISysFileService/downloadfile { id }` or `{ contentId }` (or GET `?id=`, for
 *   links that carry the session cookie; isSearch on file-management, within the data scope) answers the
 *   bytes of a saved file with a content-disposition naming the original file.
 *
 * Errors: FILE_REQUIRED (no file part), VALIDATION_FAILED (a NUL in the file's name or type), FILE_TOO_LARGE, NOT_FOUND (no such file row, or no content),
 * FORBIDDEN, SESSION_EXPIRED.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_SIZE_MAX, fileEntity } from '../../shared/entities/file.entity.ts';
import { RPC_BASE } from '../../shared/rpc.ts';
import type { Database } from '../db/client.ts';
import { sysFile, sysFileContent } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { bodyIssues } from '../rpc/body-guard.ts';
import { hasFlag } from '../rpc/permission.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';

export const UNATTACHED_HOURS = 24;
const SERVICE = fileEntity.calls.service;

/** An ASCII fallback plus the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  return `attachment; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function upload(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const ctx = await contextOf(database, request, reply);
  if (!ctx.user) throw new AppError('SESSION_EXPIRED');
  const menuNo = fileEntity.menuNo;
  if (!hasFlag(ctx.user, menuNo, 'isAdd') && !hasFlag(ctx.user, menuNo, 'isModify')) throw new AppError('FORBIDDEN');
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: FILE_SIZE_MAX, files: 1 } }) : undefined;
  if (!part) throw new AppError('FILE_REQUIRED');
  const issues = bodyIssues({ originalName: part.filename, contentType: part.mimetype });
  if (issues.length) throw fieldError(issues);
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { max: FILE_SIZE_MAX / 1024 / 1024 });
    throw error;
  });
  const db = ctx.database.db;
  const stale = sql`now() - make_interval(hours => ${UNATTACHED_HOURS})`;
  await db.delete(sysFileContent).where(and(lt(sysFileContent.createDate, stale), notExists(db.select().from(sysFile).where(eq(sysFile.contentId, sysFileContent.id)))));
  const [row] = await db
    .insert(sysFileContent)
    .values({
      originalName: part.filename || 'file',
      contentType: part.mimetype || 'application/octet-stream',
      fileSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createName: ctx.user.userNo,
    })
    .returning({ contentId: sysFileContent.id, originalName: sysFileContent.originalName, contentType: sysFileContent.contentType, fileSize: sysFileContent.fileSize, sha256: sysFileContent.sha256 });
  return { code: 0, data: row };
}

/** `{ id }` names the file row; `{ contentId }` its content (the modify form's current file). */
async function download(database: Database, request: FastifyRequest, reply: FastifyReply, params: { id?: unknown; contentId?: unknown } | undefined) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: fileEntity.menuNo, flag: 'isSearch' });
  const byContent = params?.contentId !== undefined;
  const wanted = Number(byContent ? params?.contentId : params?.id);
  if (!Number.isSafeInteger(wanted) || wanted <= 0) throw new AppError('NOT_FOUND');
  const [row] = await ctx.database.db
    .select({ name: sysFileContent.originalName, type: sysFileContent.contentType, content: sysFileContent.content })
    .from(sysFile)
    .innerJoin(sysFileContent, eq(sysFileContent.id, sysFile.contentId))
    .where(byContent ? eq(sysFile.contentId, wanted) : eq(sysFile.id, wanted));
  if (!row) throw new AppError('NOT_FOUND');
  return reply.header('content-type', row.type).header('content-disposition', contentDisposition(row.name)).send(row.content);
}

/** A route handler that answers a thrown refusal as the call envelope does (sendError). */
export function guard(run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (error) {
      return sendError(request, reply, error);
    }
  };
}

export function registerBaseFileRoutes(app: FastifyInstance, database: Database): void {
  app.post(`${RPC_BASE}/${SERVICE}/uploadfile`, guard((request, reply) => upload(database, request, reply)));
  app.post(`${RPC_BASE}/${SERVICE}/downloadfile`, guard((request, reply) => download(database, request, reply, request.body as { id?: unknown } | undefined)));
  app.get(`${RPC_BASE}/${SERVICE}/downloadfile`, guard((request, reply) => download(database, request, reply, request.query as { id?: unknown })));
}
