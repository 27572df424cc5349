/**
 * Manual get of procurement forecasts (workflows §6 procurement forecast "manual get"; §9
 * horizons): `ISrmProcurementForecastService/manualGetForecast { orgNo, horizon, supplierNo? }`
 * (isAdd on procurement forecast, 170306) writes a new forecast version from the published
 * procurement plans of the organisation (and supplier) whose planTime falls within the next
 * `horizon` days from today: one pending row per plan with planNum x supplierRatio / 100,
 * dataSource 3. The version is `F` + the UTC time to the millisecond, the rows `{version}-{n}`.
 * Answers `{ predictVersion, count }` (count 0 when no plan falls in the horizon).
 *
 * Errors: VALIDATION_FAILED (horizon not one of 14, 30, 90, 180, 365; an organisation or supplier
 * outside the user's data scope).
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { procurementForecastEntity } from '../../shared/entities/procurement-forecast.entity.ts';
import { procurementPlanEntity } from '../../shared/entities/procurement-plan.entity.ts';
import { FORECAST_HORIZONS, PENDING, PUBLISHED } from '../../shared/schedule.ts';
import { requiredTextSchema } from '../../shared/validation.ts';
import { entityTables } from '../db/schema.ts';
import { scopeCondition, scopeRefusal } from '../crud/scope.ts';
import { fieldError } from '../rpc/app-error.ts';
import { defineCall } from '../rpc/call.ts';

/** The version name of a manual get made at `at`: F + yyyyMMddHHmmssSSS (UTC). */
export function forecastVersion(at: Date): string {
  return `F${at.toISOString().replace(/\D/g, '').slice(0, 17)}`;
}

export const forecastCalls = [
  defineCall({
    service: procurementForecastEntity.calls.service,
    method: 'manualGetForecast',
    summary: 'Make a forecast version of a horizon (14/30/90/180/365 days) from the published procurement plans',
    permission: { menuNo: procurementForecastEntity.menuNo, flag: 'isAdd' },
    input: z.object({ orgNo: requiredTextSchema(32), horizon: z.enum(FORECAST_HORIZONS, { message: 'validation.option' }), supplierNo: z.string().max(32).optional() }),
    handle: async ({ orgNo, horizon, supplierNo }, ctx) => {
      const refused = scopeRefusal(procurementForecastEntity, ctx.user, { orgNo, supplierNo: supplierNo || ctx.user.belongSupplier });
      if (refused && refused !== 'supplierNo') throw fieldError([{ field: refused, message: 'validation.unknownRef', params: { value: orgNo } }]);
      const plans = entityTables.procurementPlan;
      const forecasts = entityTables.procurementForecast;
      return ctx.database.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(plans)
          .where(and(
            scopeCondition(procurementPlanEntity, plans, ctx.user),
            eq(plans.orgNo, orgNo),
            eq(plans.publishStatus, PUBLISHED),
            supplierNo ? eq(plans.supplierNo, supplierNo) : undefined,
            gte(plans.planTime, sql`current_date`),
            lt(plans.planTime, sql`current_date + ${Number(horizon)}::int`),
          ))
          .orderBy(plans.planTime, plans.id);
        const predictVersion = forecastVersion(new Date());
        if (rows.length) {
          await tx.insert(forecasts).values(rows.map((plan, index) => ({
            forecastNo: `${predictVersion}-${String(index + 1).padStart(5, '0')}`,
            predictVersion,
            horizon,
            orgNo,
            purchaseCentre: plan.purchaseCentre,
            supplierNo: plan.supplierNo,
            bmItemNo: plan.bmItemNo,
            unitNo: plan.unitNo,
            planTime: plan.planTime,
            planNum: sql`round(${plan.planNum}::numeric * ${plan.supplierRatio}::numeric / 100, 5)`,
            supplierRatio: plan.supplierRatio,
            dataSource: '3',
            predictStatus: PENDING,
            createName: ctx.user.userNo,
            updateName: ctx.user.userNo,
          })));
        }
        return { predictVersion, count: rows.length };
      });
    },
  }),
];
