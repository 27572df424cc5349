/**
 * Delivery scheduling, procurement plans and forecasts, DSB (workflows §3 schedule rows and
 * plan/forecast fields, §4 publish states, §5 schedule settings and span rules, §7 getCommonSetting,
 * §9 horizons, five compared items; docs/decisions/ "Supplier portal: delivery scheduling and
 * forecasts"). Pure declarations and checks shared by the server and the console.
 */
import type { FieldIssue } from './errors.ts';

/** Publish state of schedules, plans and forecasts (PUBLISH_STATUS): 0 pending publish, 1 published. */
export const PUBLISH_STATUSES = ['0', '1'] as const;
export const PENDING = '0';
export const PUBLISHED = '1';

/** The supplier's reply to a schedule line (REPLY_STATUS): 0 not replied, 1 replied. */
export const REPLY_STATUSES = ['0', '1'] as const;

/** The supplier portal's pending schedule page (SUP 5201): its isSave is the supplier's reply. */
export const SCHEDULE_REPLY_MENU = '5201';

/** Forecast horizons in days (FORECAST_HORIZON, §9: 2 weeks, 1 month, 3 months, half a year, 1 year). */
export const FORECAST_HORIZONS = ['14', '30', '90', '180', '365'] as const;
export type ForecastHorizon = (typeof FORECAST_HORIZONS)[number];

/** Where a plan or forecast row came from (DATA_SOURCE): 1 entered, 2 imported, 3 manual get (from the plans). */
export const DATA_SOURCES = ['1', '2', '3'] as const;

/** DSB monitoring compares at most this many items (§5, §9). */
export const DSB_MAX_ITEMS = 5;

/** The largest number of lines one board answer carries (the board is virtualized; narrow the search beyond). */
export const BOARD_MAX_LINES = 20_000;

/** Plan periods of the scheduling board (day, week, month plans). */
export const PLAN_MODES = ['day', 'week', 'month'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

/**
 * One row of the difference suggestions: a supplier reply that differs from the scheduled
 * quantity by a percentage within [lowerLimit, upperLimit] gets `description` as its suggestion.
 */
export type DifferenceRule = { lowerLimit: number; upperLimit: number; description: string };

/**
 * The schedule display settings (ISrmSchedulingDisplayConfigService/getCommonSetting): how many
 * days, weeks and months the day, week and month plans show (each at least 1; monthPlanDays keeps
 * the spec's name and counts months, default 2), the lock period in days (imports of demand dates
 * within it are refused) and the difference suggestions.
 */
export type ScheduleSetting = {
  dayPlanDays: number;
  weekPlanWeeks: number;
  monthPlanDays: number;
  lockDays: number;
  differenceRules: DifferenceRule[];
  version: number;
};

export const DEFAULT_SCHEDULE_SETTING: ScheduleSetting = {
  dayPlanDays: 14,
  weekPlanWeeks: 4,
  monthPlanDays: 2,
  lockDays: 3,
  differenceRules: [
    { lowerLimit: -100, upperLimit: -10, description: 'Short reply: expedite or find a second source' },
    { lowerLimit: -10, upperLimit: 10, description: 'Within tolerance' },
    { lowerLimit: 10, upperLimit: 1000, description: 'Over reply: confirm the extra quantity with the buyer' },
  ],
  version: 0,
};

/**
 * Field issues of a setting (§5): plan lengths whole numbers of at least 1, a lock period of 0 or
 * more days, at least one difference row, each with a description, an upper limit not below its
 * lower limit and not above the next row's upper limit. Issue fields are `differenceRules.{i}.{name}`.
 */
export function settingIssues(setting: Omit<ScheduleSetting, 'version'>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of ['dayPlanDays', 'weekPlanWeeks', 'monthPlanDays'] as const) {
    if (!Number.isInteger(setting[field]) || setting[field] < 1) issues.push({ field, message: 'schedule.planMinimum' });
  }
  if (!Number.isInteger(setting.lockDays) || setting.lockDays < 0) issues.push({ field: 'lockDays', message: 'validation.notNegative' });
  const rules = setting.differenceRules;
  if (rules.length === 0) issues.push({ field: 'differenceRules', message: 'schedule.ruleRequired' });
  rules.forEach((rule, index) => {
    const at = `differenceRules.${index}`;
    if (!rule.description.trim()) issues.push({ field: `${at}.description`, message: 'schedule.ruleDescription' });
    if (rule.upperLimit < rule.lowerLimit) issues.push({ field: `${at}.upperLimit`, message: 'schedule.upperBelowLower' });
    const next = rules[index + 1];
    if (next && rule.upperLimit > next.upperLimit) issues.push({ field: `${at}.upperLimit`, message: 'schedule.upperAboveNext' });
  });
  return issues;
}

/** The reply's difference from the scheduled quantity in percent (2 decimals), or undefined before a reply or without a schedule. */
export function differencePercent(scheduleQty: string | number | null, answerQuantity: string | number | null): number | undefined {
  const scheduled = Number(scheduleQty);
  if (answerQuantity === null || answerQuantity === '' || !scheduled) return undefined;
  return Math.round(((Number(answerQuantity) - scheduled) / scheduled) * 10_000) / 100;
}

/** The suggestion of the first difference row whose interval holds `percent`. */
export function suggestionOf(rules: readonly DifferenceRule[], percent: number | undefined): string | undefined {
  if (percent === undefined) return undefined;
  return rules.find((rule) => percent >= rule.lowerLimit && percent <= rule.upperLimit)?.description;
}

/**
 * The refusal of a date range (§5): both dates required, start not after end, a span up to one
 * year, and a range crossing a year may not end in the month it starts. Dates are YYYY-MM-DD.
 */
export function rangeRefusal(dateFrom: string | undefined, dateTo: string | undefined): 'SCHEDULE_RANGE_REQUIRED' | 'SCHEDULE_START_AFTER_END' | 'SCHEDULE_SPAN_TOO_LONG' | undefined {
  if (!dateFrom || !dateTo) return 'SCHEDULE_RANGE_REQUIRED';
  if (dateFrom > dateTo) return 'SCHEDULE_START_AFTER_END';
  const yearLater = `${Number(dateFrom.slice(0, 4)) + 1}${dateFrom.slice(4)}`;
  const crossesWithSameMonth = dateFrom.slice(0, 4) !== dateTo.slice(0, 4) && dateFrom.slice(5, 7) === dateTo.slice(5, 7);
  return dateTo >= yearLater || crossesWithSameMonth ? 'SCHEDULE_SPAN_TOO_LONG' : undefined;
}
