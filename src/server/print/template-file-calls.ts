/**
 * Removing a print template's uploaded file (Base.Print template-management; docs/decisions/1005):
 *
 * - IBmPrintTemplateService/deletetemplatefile { id, version } (isModify on template-management)
 *   -> the template row: removes the template's uploaded file and clears its templateFile,
 *   version checked. NOT_FOUND when there is no such template or it has no file, STALE_VERSION
 *   when the version moved; nothing changes then.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { printTemplateEntity } from '../../shared/entities/print-template.entity.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import { bmPrintTemplate } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { bmPrintTemplateFile } from './template-file-schema.ts';

const t = bmPrintTemplate;

const removeTemplateFile = defineCall({
  service: printTemplateEntity.calls.service,
  method: 'deletetemplatefile',
  summary: "Removes a print template's uploaded file (version checked)",
  permission: { menuNo: printTemplateEntity.menuNo, flag: 'isModify' },
  input: z.object({ id: idSchema, version: versionSchema }),
  handle: ({ id, version }, ctx) =>
    ctx.database.db.transaction(async (tx) => {
      const [current] = await tx.select({ templateFile: t.templateFile }).from(t).where(eq(t.id, id));
      if (!current?.templateFile) throw new AppError('NOT_FOUND');
      const [row] = await tx
        .update(t)
        .set({ templateFile: null, version: sql`${t.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
        .where(and(eq(t.id, id), eq(t.version, version)))
        .returning();
      if (!row) throw new AppError('STALE_VERSION');
      await tx.delete(bmPrintTemplateFile).where(eq(bmPrintTemplateFile.templateId, id));
      return row;
    }),
});

export const templateFileCalls: CallDef[] = [removeTemplateFile];
