/**
 * The schedule display settings (workflows §5 schedule settings, §7 getCommonSetting; menu
 * scheduleSetting 170301): `ISrmSchedulingDisplayConfigService/getCommonSetting` (no payload, any
 * signed-in user: the board, kanban and supplier pages read it) answers the ScheduleSetting,
 * the defaults of src/shared/schedule.ts (monthPlanDays 2) until a first save;
 * `saveCommonSetting` (isModify) stores a whole setting with the version read (0 before the first
 * save). Errors: VALIDATION_FAILED with settingIssues' fields (plan minimums, difference rows),
 * STALE_VERSION.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_SCHEDULE_SETTING, settingIssues, type ScheduleSetting } from '../../shared/schedule.ts';
import { integerSchema, versionSchema } from '../../shared/validation.ts';
import type { Db, Tx } from '../db/client.ts';
import { lockKey } from '../db/lock.ts';
import { srmScheduleSetting } from '../db/schema.ts';
import { AppError, fieldError } from '../rpc/app-error.ts';
import { defineCall } from '../rpc/call.ts';

const SERVICE = 'ISrmSchedulingDisplayConfigService';
const SETTING_MENU = '170301';
const LIMIT = 1_000_000;

/** The stored setting, or the defaults before the first save. */
export async function readSetting(db: Db | Tx): Promise<ScheduleSetting> {
  const [row] = await db.select().from(srmScheduleSetting).limit(1);
  if (!row) return DEFAULT_SCHEDULE_SETTING;
  const { dayPlanDays, weekPlanWeeks, monthPlanDays, lockDays, differenceRules, version } = row;
  return { dayPlanDays, weekPlanWeeks, monthPlanDays, lockDays, differenceRules, version };
}

const ruleSchema = z.object({
  lowerLimit: z.number().min(-LIMIT).max(LIMIT),
  upperLimit: z.number().min(-LIMIT).max(LIMIT),
  description: z.string().max(99),
});

const saveSchema = z.object({
  dayPlanDays: integerSchema(0, 366),
  weekPlanWeeks: integerSchema(0, 53),
  monthPlanDays: integerSchema(0, 12),
  lockDays: integerSchema(0, 365),
  differenceRules: z.array(ruleSchema).max(50),
  version: versionSchema,
});

export const settingCalls = [
  defineCall({
    service: SERVICE,
    method: 'getCommonSetting',
    summary: 'The schedule display settings: plan lengths (monthPlanDays default 2), lock days, difference suggestions',
    permission: 'signedIn',
    input: z.object({}),
    handle: (_input, ctx) => readSetting(ctx.database.db),
  }),
  defineCall({
    service: SERVICE,
    method: 'saveCommonSetting',
    summary: 'Save the schedule display settings (whole, with the version read; 0 before the first save)',
    permission: { menuNo: SETTING_MENU, flag: 'isModify' },
    input: saveSchema,
    handle: async (input, ctx) => {
      const { version, ...setting } = input;
      const issues = settingIssues(setting);
      if (issues.length) throw fieldError(issues);
      return ctx.database.db.transaction(async (tx) => {
        await lockKey(tx, 'srm_schedule_setting');
        const [current] = await tx.select({ id: srmScheduleSetting.id, version: srmScheduleSetting.version }).from(srmScheduleSetting).limit(1);
        if ((current?.version ?? 0) !== version) throw new AppError('STALE_VERSION');
        if (!current) {
          await tx.insert(srmScheduleSetting).values({ ...setting, version: 1, createName: ctx.user.userNo, updateName: ctx.user.userNo });
        } else {
          await tx
            .update(srmScheduleSetting)
            .set({ ...setting, version: sql`${srmScheduleSetting.version} + 1`, updateName: ctx.user.userNo, updateDate: sql`now()` })
            .where(and(eq(srmScheduleSetting.id, current.id), eq(srmScheduleSetting.version, version)));
        }
        return readSetting(tx);
      });
    },
  }),
];
