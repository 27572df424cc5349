/**
 * Print template upload (spec console §7 Printing "print template list/get/add/update/delete/
 * upload"; docs/decisions/0445): an administrator uploads the layout file of a print template (the
 * template a bill type prints with, Base.Print bill-template):
 *
 * - `POST /wms-restful/IBmPrintTemplateService/upload?id=&version=` (multipart, one field `file`, at
 *   most FILE_SIZE_MAX bytes; isModify on template-management) stores the bytes as the template's
 *   file (replacing the previous one), sets the template's templateFile to the file's name and
 *   answers the template row with its new version. A stale version is refused and nothing is stored.
 *   A stored (or refused at the store) upload is in the operation journal as Upload file of
 *   template management, its subject the file's name (walk 14-26 #2).
 * - `GET|POST /wms-restful/IBmPrintTemplateService/downloadtemplate` `{ id }` (isSearch) answers
 *   the bytes with a content-disposition naming the original file.
 *
 * The file is kept for the label print agent and for download, never read by the renderer; only
 * the formats of template-file-format.ts are taken, checked by content (docs/decisions/1005).
 *
 * Errors: FILE_REQUIRED, FILE_TOO_LARGE, VALIDATION_FAILED (an empty file, a NUL in its name or
 * type, another format or content not of its format), NOT_FOUND (no such template or no file), STALE_VERSION, FORBIDDEN, SESSION_EXPIRED.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_SIZE_MAX } from '../../shared/entities/file.entity.ts';
import { printTemplateEntity, TEMPLATE_FILE_EXTENSIONS } from '../../shared/entities/print-template.entity.ts';
import { HEADERS, RPC_BASE } from '../../shared/rpc.ts';
import { contentDisposition, guard } from '../basecfg/file-routes.ts';
import type { Database } from '../db/client.ts';
import { bmPrintTemplate } from '../db/schema.ts';
import { indexRouteAction, journaled, noteChange } from '../journal/operation-journal.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { bodyIssues } from '../rpc/body-guard.ts';
import { authorize, contextOf } from '../rpc/router.ts';
import { templateFileIssue } from './template-file-format.ts';
import { bmPrintTemplateFile } from './template-file-schema.ts';

const SERVICE = printTemplateEntity.calls.service;
const UPLOAD_CALL = `${SERVICE}/upload`;
const t = bmPrintTemplate;

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

async function upload(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: printTemplateEntity.menuNo, flag: 'isModify' });
  const query = request.query as { id?: unknown; version?: unknown };
  const id = positive(query.id);
  const version = positive(query.version);
  if (!id || version === undefined) throw fieldError([{ field: id ? 'version' : 'id', message: 'validation.required' }]);
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: FILE_SIZE_MAX, files: 1 } }) : undefined;
  if (!part) throw new AppError('FILE_REQUIRED');
  const issues = bodyIssues({ originalName: part.filename, contentType: part.mimetype });
  if (issues.length) throw fieldError(issues);
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE', { max: FILE_SIZE_MAX / 1024 / 1024 });
    throw error;
  });
  if (content.length === 0) throw fieldError([{ field: 'file', message: 'validation.required' }]);
  const originalName = part.filename || 'template';
  const formatIssue = templateFileIssue(originalName, content);
  if (formatIssue) throw fieldError([{ field: 'file', message: formatIssue, params: { name: originalName, types: TEMPLATE_FILE_EXTENSIONS.join(' ') } }]);
  const clientRequestId = request.headers[HEADERS.requestId];
  const body = { id, version, fileName: originalName };
  return journaled(ctx, UPLOAD_CALL, typeof clientRequestId === 'string' ? clientRequestId : undefined, body, () => ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id));
    const [row] = await tx
      .update(t)
      .set({ templateFile: originalName, version: sql`${t.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id));
      throw new AppError(exists ? 'STALE_VERSION' : 'NOT_FOUND');
    }
    const file = {
      originalName,
      contentType: part.mimetype || 'application/octet-stream',
      fileSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      createName: ctx.user.userNo,
    };
    await tx.insert(bmPrintTemplateFile).values({ templateId: id, ...file }).onConflictDoUpdate({ target: bmPrintTemplateFile.templateId, set: { ...file, createDate: sql`now()` } });
    noteChange(printTemplateEntity.name, before, row);
    return { code: 0, data: row };
  }));
}

async function download(database: Database, request: FastifyRequest, reply: FastifyReply, params: { id?: unknown } | undefined) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: printTemplateEntity.menuNo, flag: 'isSearch' });
  const id = positive(params?.id);
  const [file] = id ? await ctx.database.db.select().from(bmPrintTemplateFile).where(eq(bmPrintTemplateFile.templateId, id)) : [];
  if (!file) throw new AppError('NOT_FOUND');
  return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.originalName)).send(file.content);
}

export function registerTemplateFileRoutes(app: FastifyInstance, database: Database): void {
  indexRouteAction(UPLOAD_CALL, { menuNo: printTemplateEntity.menuNo, flag: 'isModify' });
  app.post(`${RPC_BASE}/${UPLOAD_CALL}`, guard((request, reply) => upload(database, request, reply)));
  app.post(`${RPC_BASE}/${SERVICE}/downloadtemplate`, guard((request, reply) => download(database, request, reply, request.body as { id?: unknown } | undefined)));
  app.get(`${RPC_BASE}/${SERVICE}/downloadtemplate`, guard((request, reply) => download(database, request, reply, request.query as { id?: unknown })));
}
