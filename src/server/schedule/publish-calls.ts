/**
 * Publish and cancel publish of schedules, procurement plans and forecasts (workflows §4
 * "pending publish, published, with cancel publish"; §5 "publishing needs at least one item
 * selected"; §8 "only unpublished status can publish schedules"). Each call takes the selected rows
 * `{ list: [{ id, version }] }` and changes all of them or none, in one transaction; permission
 * isSubmit on the entity's menu. Publish: status 0 -> 1 (a schedule also records who and when);
 * cancel publish: 1 -> 0 (a schedule also drops the supplier's reply, and is refused once something
 * was delivered against it).
 *
 * Errors: SCHEDULE_SELECTION_REQUIRED (empty list), NOT_FOUND (absent or out of scope),
 * STALE_VERSION, PUBLISH_NOT_PENDING / PUBLISH_NOT_PUBLISHED { docNo }, SCHEDULE_DELIVERED { docNo }.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { procurementForecastEntity } from '../../shared/entities/procurement-forecast.entity.ts';
import { procurementPlanEntity } from '../../shared/entities/procurement-plan.entity.ts';
import { scheduleEntity } from '../../shared/entities/schedule.entity.ts';
import type { EntityDef } from '../../shared/entity.ts';
import { PAGE_SIZE_MAX } from '../../shared/rpc.ts';
import { PENDING, PUBLISHED } from '../../shared/schedule.ts';
import { idSchema, versionSchema } from '../../shared/validation.ts';
import type { Tx } from '../db/client.ts';
import { entityTables } from '../db/schema.ts';
import { scopeCondition } from '../crud/scope.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import type { SessionUser } from '../rpc/session.ts';

type Row = Record<string, unknown>;

/** The selected rows with the versions the user saw; an empty selection is the spec's refusal, not a field error. */
export const selectionSchema = z.object({ list: z.array(z.object({ id: idSchema, version: versionSchema })).max(PAGE_SIZE_MAX) });

/**
 * Locks the selected rows of `entity` in scope (id order, so concurrent batches never deadlock)
 * and answers them in the selection's order. Errors NOT_FOUND, STALE_VERSION.
 */
export async function lockSelected(tx: Tx, entity: EntityDef, user: SessionUser, list: { id: number; version: number }[]): Promise<Row[]> {
  const table = entityTables[entity.name];
  const ids = [...new Set(list.map((entry) => entry.id))].sort((a, b) => a - b);
  const rows = await tx.select().from(table).where(and(sql`${table.id} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::bigint)`, scopeCondition(entity, table, user))).orderBy(table.id).for('update');
  const byId = new Map(rows.map((row) => [row.id as number, row as Row]));
  return list.map(({ id, version }) => {
    const row = byId.get(id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.version !== version) throw new AppError('STALE_VERSION');
    return row;
  });
}

type PublishTarget = {
  entity: EntityDef;
  statusField: string;
  names: { publish: string; cancel: string };
  /** Extra columns set on publish. */
  published?: (user: SessionUser) => Row;
  /** Refuses a cancel, and the extra columns it resets. */
  cancelled?: { check: (row: Row) => void; values: Row };
};

function transitionCall(target: PublishTarget, method: string, from: string, to: string): CallDef {
  const { entity, statusField } = target;
  const table = entityTables[entity.name];
  const isPublish = to === PUBLISHED;
  return defineCall({
    service: entity.calls.service,
    method,
    summary: `${isPublish ? 'Publish' : 'Cancel the publish of'} the selected ${entity.name} rows (all or none)`,
    permission: { menuNo: entity.menuNo, flag: 'isSubmit' },
    input: selectionSchema,
    handle: async ({ list }, ctx) => {
      if (list.length === 0) throw new AppError('SCHEDULE_SELECTION_REQUIRED');
      return ctx.database.db.transaction(async (tx) => {
        const rows = await lockSelected(tx, entity, ctx.user, list);
        for (const row of rows) {
          const docNo = String(row[entity.keyField]);
          if (row[statusField] !== from) throw new AppError(isPublish ? 'PUBLISH_NOT_PENDING' : 'PUBLISH_NOT_PUBLISHED', { docNo });
          if (!isPublish) target.cancelled?.check(row);
        }
        const extra = isPublish ? (target.published?.(ctx.user) ?? {}) : (target.cancelled?.values ?? {});
        for (const row of rows) {
          await tx
            .update(table)
            .set({ [statusField]: to, ...extra, version: sql`${table.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
            .where(eq(table.id, row.id as number));
        }
        return { count: rows.length };
      });
    },
  });
}

const TARGETS: PublishTarget[] = [
  {
    entity: scheduleEntity,
    statusField: 'publishStatus',
    names: { publish: 'publishSchedule', cancel: 'cancelPublishSchedule' },
    published: (user) => ({ publishName: user.userNo, publishDate: sql`now()` }),
    cancelled: {
      check: (row) => {
        if (Number(row.deliveryQty ?? 0) > 0 || Number(row.receiveQty ?? 0) > 0) throw new AppError('SCHEDULE_DELIVERED', { docNo: String(row.scheduleNo) });
      },
      values: { publishName: null, publishDate: null, replyStatus: '0', answerQuantity: null, preDelivery: null, replyRemark: null, replyName: null, replyDate: null },
    },
  },
  { entity: procurementPlanEntity, statusField: 'publishStatus', names: { publish: 'publishPlan', cancel: 'cancelPublishPlan' } },
  { entity: procurementForecastEntity, statusField: 'predictStatus', names: { publish: 'publishForecast', cancel: 'cancelPublishForecast' } },
];

export const publishCalls: CallDef[] = TARGETS.flatMap((target) => [
  transitionCall(target, target.names.publish, PENDING, PUBLISHED),
  transitionCall(target, target.names.cancel, PUBLISHED, PENDING),
]);
