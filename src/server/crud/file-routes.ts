/**
 * Import, template and export ports of every entity, under its service (DESIGN.md "Wire
 * contract"): `POST {service}/importexcel` (multipart, one file: xlsx or csv, a CSV's encoding in
 * `?encoding=`; isImport; bounded by IMPORT_LIMITS and one import slot of the user, see import-limits.ts),
 * `GET {service}/downExcelTemplate` (isImport; the columns and headers of the page's import configuration, import-config.ts), `POST {service}/exportexcel` with the list's
 * condition and sorter (isExport; at most EXPORT_MAX rows), with `exportName` the columns of that
 * export template (NOT_FOUND when the page has none of that name). An entity declaring a port absent
 * (`ports`) answers UNKNOWN_CALL there. Files carry a content-disposition with the localized entity name.
 * The template and the export of all fields end with the module's custom fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENTITIES } from '../../shared/entities/index.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { pageRequestSchema, RPC_BASE } from '../../shared/rpc.ts';
import type { Database } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import type { UserContext } from '../rpc/call.ts';
import { authorize, contextOf, sendError } from '../rpc/router.ts';
import { exportableFields, templateColumns } from '../system/export-template-calls.ts';
import { IMPORT_LIMITS, withImportSlot } from './import-limits.ts';
import { customFieldsOfSheet, importRows } from './import-rows.ts';
import { listRows } from './list-query.ts';
import { importMapping } from './import-config.ts';
import { readSheet, writeSheet } from './sheet.ts';

export const EXPORT_MAX = 100_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ServiceRequest = FastifyRequest<{ Params: { service: string } }>;

/** The entity of a service that has the given file port (an entity may declare a port absent). */
function entityOf(service: string, port: 'import' | 'export'): EntityDef {
  const entity = Object.values(ENTITIES).find((e) => e.calls.service === service);
  if (!entity || entity.ports?.[port] === false) throw new AppError('UNKNOWN_CALL', { call: service });
  return entity;
}

function sendFile(reply: FastifyReply, name: string, body: Buffer): FastifyReply {
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}.xlsx`)
    .send(body);
}

async function guarded(database: Database, request: ServiceRequest, reply: FastifyReply, flag: 'isImport' | 'isExport', run: (entity: EntityDef, ctx: UserContext) => Promise<unknown>) {
  try {
    const entity = entityOf(request.params.service, flag === 'isImport' ? 'import' : 'export');
    const ctx = authorize(await contextOf(database, request, reply), { menuNo: entity.menuNo, flag });
    return await run(entity, ctx);
  } catch (error) {
    return sendError(request, reply, error);
  }
}

export function registerFileRoutes(app: FastifyInstance, database: Database): void {
  app.post<{ Params: { service: string } }>(`${RPC_BASE}/:service/importexcel`, (request, reply) =>
    guarded(database, request, reply, 'isImport', (entity, ctx) =>
      withImportSlot(ctx.user.userNo, async () => {
        const file = request.isMultipart() ? await request.file({ limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } }) : undefined;
        if (!file) throw new AppError('FILE_REQUIRED');
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMPORT_FILE_TOO_LARGE', { max: IMPORT_LIMITS.fileBytes / 1024 / 1024 });
          throw error;
        });
        const { encoding } = request.query as { encoding?: unknown };
        const sheet = await readSheet(bytes, file.filename, typeof encoding === 'string' && encoding ? encoding : undefined);
        return { code: 0, data: await importRows(database, entity, ctx.user, sheet) };
      })));

  app.get<{ Params: { service: string } }>(`${RPC_BASE}/:service/downExcelTemplate`, (request, reply) =>
    guarded(database, request, reply, 'isImport', async (entity, ctx) => {
      const mapping = await importMapping(database.db, entity);
      const headers = Object.fromEntries(mapping.templateFields.map((field) => [field, mapping.headerOf(field, ctx.t)]));
      return sendFile(reply, ctx.t(`entity.${entity.name}`), await writeSheet(entity, ctx.t, mapping.templateFields, [], await customFieldsOfSheet(database.db, entity), headers));
    }));

  app.post<{ Params: { service: string } }>(`${RPC_BASE}/:service/exportexcel`, (request, reply) =>
    guarded(database, request, reply, 'isExport', async (entity, ctx) => {
      const body = (request.body ?? {}) as { exportName?: unknown };
      const input = pageRequestSchema.parse({ ...body, current: 1, size: 1 });
      const table = entityTables[entity.name];
      const page = await listRows(database.db, entity, table, ctx.user, { ...input, size: EXPORT_MAX });
      const named = typeof body.exportName === 'string' && body.exportName ? body.exportName : undefined;
      const fields = named ? await templateColumns(database.db, entity.menuNo, named) : exportableFields(entity);
      if (!fields) throw new AppError('NOT_FOUND');
      const custom = named ? [] : await customFieldsOfSheet(database.db, entity);
      return sendFile(reply, ctx.t(`entity.${entity.name}`), await writeSheet(entity, ctx.t, fields, page.records, custom));
    }));
}
