/**
 * The schedule display settings (workflows §5 schedule settings, §7 getCommonSetting): one row for
 * the whole product, created on the first save (until then the defaults of src/shared/schedule.ts
 * apply). differenceRules is the jsonb list of DifferenceRule. Re-exported by schema.ts, which also
 * names the entity tables of schedules, plans and forecasts (declared in src/shared/entities).
 */
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { DifferenceRule } from '../../shared/schedule.ts';
import { auditColumns } from './entity-table.ts';


export const srmScheduleSetting = pgTable('srm_schedule_setting', {
  ...auditColumns(),
  dayPlanDays: integer('day_plan_days').notNull(),
  weekPlanWeeks: integer('week_plan_weeks').notNull(),
  monthPlanDays: integer('month_plan_days').notNull(),
  lockDays: integer('lock_days').notNull(),
  differenceRules: jsonb('difference_rules').$type<DifferenceRule[]>().notNull(),
});
