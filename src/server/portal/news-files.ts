/**
 * Attachments of a news (workflows §5 "announcement image within 1MB, ratio 1:1", §7
 * ISrmSysNewsFileService/downloadSrmNewsFileFileId; issue 14):
 *
 * - `POST /wms-restful/ISrmSysNewsFileService/uploadSrmNewsFile?newsId=` (multipart, one file of
 *   at most NEWS_FILE_MAX bytes; isModify on the news page) attaches the file to a draft news (at
 *   most NEWS_FILES_MAX). An image (image/*) must be a PNG, GIF or JPEG with a 1:1 ratio. Answers
 *   `{ id, originalName, contentType, fileSize, width, height }`.
 * - `ISrmSysNewsFileService/deleteSrmNewsFile { id }` (a call; isModify) removes one of a draft's files.
 * - `POST .../downloadSrmNewsFileFileId { fileId }` or GET `?fileId=` answers the bytes of a file
 *   of a news the caller may read (news-access.ts), with a content-disposition naming the file.
 *
 * Errors: FILE_REQUIRED, NEWS_FILE_TOO_LARGE, NEWS_IMAGE_UNREADABLE, NEWS_IMAGE_NOT_SQUARE,
 * NEWS_TOO_MANY_FILES, NEWS_NOT_DRAFT, NOT_FOUND, FORBIDDEN, SESSION_EXPIRED, VALIDATION_FAILED.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { imageSize } from 'image-size';
import { NEWS_DRAFT } from '../../shared/entities/news.entity.ts';
import { RPC_BASE } from '../../shared/rpc.ts';
import { idSchema } from '../../shared/validation.ts';
import { contentDisposition } from '../basecfg/file-routes.ts';
import type { Database } from '../db/client.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { bodyIssues } from '../rpc/body-guard.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';
import { NEWS_MENU, NEWS_READER_MENUS, news, readableNewsRow } from './news-access.ts';
import { srmNewsFile } from './portal-schema.ts';

/** Width and height in pixels of an image's bytes (the image-size package), or undefined when they are no image it can read. */
function readableSize(content: Buffer): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(content);
    return { width, height };
  } catch {
    return undefined;
  }
}

/** Largest attachment, in bytes (workflows §5: 1 MB). */
export const NEWS_FILE_MAX = 1024 * 1024;
/** Attachments of one news at most. */
export const NEWS_FILES_MAX = 10;
const SERVICE = 'ISrmSysNewsFileService';

/** The draft news of `id`, or NOT_FOUND / NEWS_NOT_DRAFT. */
async function draftNews(database: Database, id: number) {
  const [row] = await database.db.select({ newsNo: news.newsNo, ispublish: news.ispublish }).from(news).where(eq(news.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.ispublish !== NEWS_DRAFT) throw new AppError('NEWS_NOT_DRAFT', { newsNo: String(row.newsNo) });
}

async function upload(database: Database, request: FastifyRequest, reply: FastifyReply) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: NEWS_MENU, flag: 'isModify' });
  const parsed = idSchema.safeParse((request.query as { newsId?: unknown }).newsId);
  if (!parsed.success) throw fieldError([{ field: 'newsId', message: 'validation.required' }]);
  const newsId = parsed.data;
  await draftNews(database, newsId);
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: NEWS_FILE_MAX, files: 1 } }) : undefined;
  if (!part) throw new AppError('FILE_REQUIRED');
  const issues = bodyIssues({ originalName: part.filename, contentType: part.mimetype });
  if (issues.length) throw fieldError(issues);
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('NEWS_FILE_TOO_LARGE', { max: NEWS_FILE_MAX / 1024 / 1024 });
    throw error;
  });
  const isImage = (part.mimetype ?? '').startsWith('image/');
  const size = isImage ? readableSize(content) : undefined;
  if (isImage && !size) throw new AppError('NEWS_IMAGE_UNREADABLE');
  if (size && size.width !== size.height) throw new AppError('NEWS_IMAGE_NOT_SQUARE', { width: size.width, height: size.height });
  const row = await database.db.transaction(async (tx) => {
    // Lock the news so two uploads cannot both pass the count; it must still be a draft.
    const [locked] = await tx.select({ ispublish: news.ispublish, newsNo: news.newsNo }).from(news).where(eq(news.id, newsId)).for('update');
    if (locked?.ispublish !== NEWS_DRAFT) throw new AppError('NEWS_NOT_DRAFT', { newsNo: String(locked?.newsNo ?? '') });
    const [{ files }] = await tx.select({ files: count() }).from(srmNewsFile).where(eq(srmNewsFile.newsId, newsId));
    if (files >= NEWS_FILES_MAX) throw new AppError('NEWS_TOO_MANY_FILES', { max: NEWS_FILES_MAX });
    const [added] = await tx
      .insert(srmNewsFile)
      .values({ newsId, originalName: part.filename || 'file', contentType: part.mimetype || 'application/octet-stream', fileSize: content.length, width: size?.width, height: size?.height, content, createName: ctx.user.userNo })
      .returning({ id: srmNewsFile.id, originalName: srmNewsFile.originalName, contentType: srmNewsFile.contentType, fileSize: srmNewsFile.fileSize, width: srmNewsFile.width, height: srmNewsFile.height });
    return added;
  });
  return { code: 0, data: row };
}

async function download(database: Database, request: FastifyRequest, reply: FastifyReply, params: { fileId?: unknown } | undefined) {
  const ctx = authorize(await contextOf(database, request, reply), { menuNo: NEWS_READER_MENUS[0], flag: 'isSearch', alsoOn: [NEWS_MENU, ...NEWS_READER_MENUS.slice(1)] });
  const parsed = idSchema.safeParse(params?.fileId);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  const [file] = await database.db.select().from(srmNewsFile).where(eq(srmNewsFile.id, parsed.data));
  if (!file) throw new AppError('NOT_FOUND');
  await readableNewsRow(database.db, ctx.user, file.newsId);
  return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.originalName)).send(file.content);
}

/** Registers the upload and download routes of news attachments. */
export function registerNewsFileRoutes(app: FastifyInstance, database: Database): void {
  const guard = (run: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (error) {
      return sendError(request, reply, error);
    }
  };
  app.post(`${RPC_BASE}/${SERVICE}/uploadSrmNewsFile`, guard((request, reply) => upload(database, request, reply)));
  app.post(`${RPC_BASE}/${SERVICE}/downloadSrmNewsFileFileId`, guard((request, reply) => download(database, request, reply, request.body as { fileId?: unknown } | undefined)));
  app.get(`${RPC_BASE}/${SERVICE}/downloadSrmNewsFileFileId`, guard((request, reply) => download(database, request, reply, request.query as { fileId?: unknown })));
}

/** The attachment calls: removing one file of a draft news. */
export const newsFileCalls: CallDef[] = [
  defineCall({
    service: SERVICE,
    method: 'deleteSrmNewsFile',
    summary: 'Remove one attachment of a draft news',
    permission: { menuNo: NEWS_MENU, flag: 'isModify' },
    input: z.object({ id: idSchema }),
    handle: async ({ id }, ctx) => {
      const [file] = await ctx.database.db.select({ newsId: srmNewsFile.newsId }).from(srmNewsFile).where(eq(srmNewsFile.id, id));
      if (!file) throw new AppError('NOT_FOUND');
      await draftNews(ctx.database, file.newsId);
      await ctx.database.db.delete(srmNewsFile).where(eq(srmNewsFile.id, id));
      return { id };
    },
  }),
];
