/**
 * Schedule settings (workflows §5 interval rules, §7 getCommonSetting), the scheduling board's
 * range rules (§5 span up to a year), procurement plans and forecasts (§4 publish states, §6
 * manual get, §9 horizons) and DSB monitoring (§5 at most five items).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSchedule, dayFromToday, SCHEDULE, scheduleApp, selection, type ScheduleApp } from './schedule-support.ts';

const SETTING = 'ISrmSchedulingDisplayConfigService';
const PLAN = 'ISrmProcurementPlanService';
const FORECAST = 'ISrmProcurementForecastService';

let t: ScheduleApp;
beforeAll(async () => {
  t = await scheduleApp();
});
afterAll(() => t.close());

const rules = [
  { lowerLimit: -100, upperLimit: -5, description: 'Short' },
  { lowerLimit: -5, upperLimit: 5, description: 'Fine' },
];
const setting = { dayPlanDays: 7, weekPlanWeeks: 2, monthPlanDays: 3, lockDays: 2, differenceRules: rules };

describe('schedule settings', () => {
  it('should answer the defaults (month plan 2) to any signed-in user, and save a whole setting with its version', async () => {
    const defaults = await t.as(t.supplier1, `${SETTING}/getCommonSetting`);
    expect(defaults.data).toMatchObject({ monthPlanDays: 2, version: 0 });
    const saved = await t.as(t.buyer, `${SETTING}/saveCommonSetting`, { ...setting, version: 0 });
    expect(saved).toMatchObject({ code: 0, data: { ...setting, version: 1 } });
    expect((await t.as(t.buyer, `${SETTING}/saveCommonSetting`, { ...setting, version: 0 })).code).toBe(10003);
    expect((await t.as(t.supplier1, `${SETTING}/saveCommonSetting`, { ...setting, version: 1 })).code).toBe(10005);
  });

  it('should refuse plans under 1, no difference row, an upper limit below its lower or above the next one, an empty suggestion', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const answer = await t.as(t.buyer, `${SETTING}/saveCommonSetting`, { ...setting, version: 1, ...body });
      expect(answer.code).toBe(10001);
      return answer.details.fields.map((f: any) => [f.field, f.message]);
    };
    expect(await fields({ dayPlanDays: 0, weekPlanWeeks: 0, monthPlanDays: 0 })).toEqual(['dayPlanDays', 'weekPlanWeeks', 'monthPlanDays'].map((f) => [f, 'At least 1 (day plan 1 day, week plan 1 week, month plan 1 month)']));
    expect(await fields({ differenceRules: [] })).toEqual([['differenceRules', 'Keep at least one difference suggestion']]);
    expect(await fields({ differenceRules: [{ lowerLimit: 0, upperLimit: -1, description: 'x' }, { lowerLimit: 0, upperLimit: 50, description: ' ' }] })).toEqual([
      ['differenceRules.0.upperLimit', 'The upper limit may not be below the lower limit'],
      ['differenceRules.1.description', 'Please enter the suggestion'],
    ]);
    expect(await fields({ differenceRules: [{ lowerLimit: 0, upperLimit: 60, description: 'a' }, { lowerLimit: 10, upperLimit: 50, description: 'b' }] })).toEqual([
      ['differenceRules.0.upperLimit', "The upper limit may not exceed the next interval's upper limit"],
    ]);
    expect((await t.as(t.buyer, `${SETTING}/getCommonSetting`)).data).toMatchObject({ ...setting, version: 1 });
  });
});

describe('scheduling board range', () => {
  it('should answer the lines of the range in board order and refuse a missing, reversed or too long range', async () => {
    await addSchedule(t, { itemNo: 'P002', demandDate: dayFromToday(5) });
    await addSchedule(t, { itemNo: 'P001', demandDate: dayFromToday(6) });
    const answer = await t.as(t.buyer, `${SCHEDULE}/getScheduleBoard`, { dateFrom: dayFromToday(0), dateTo: dayFromToday(30), condition: { supplierNo: 'S001' } });
    expect(answer.data.records.map((r: any) => r.itemNo)).toEqual(['P001', 'P002']);
    expect(answer.data.truncated).toBe(false);
    const refusal = async (dateFrom?: string, dateTo?: string) => (await t.as(t.buyer, `${SCHEDULE}/getScheduleBoard`, { dateFrom, dateTo })).code;
    expect(await refusal(undefined, '2026-01-01')).toBe(12056);
    expect(await refusal('2026-02-01', '2026-01-01')).toBe(12057);
    expect(await refusal('2026-01-01', '2027-01-01')).toBe(12058);
    expect(await refusal('2026-03-15', '2027-03-10')).toBe(12058);
    expect(await refusal('2026-03-15', '2027-02-28')).toBe(0);
  });
});

describe('procurement plans and forecasts', () => {
  const plan = (planNo: string, values: Record<string, unknown> = {}) =>
    t.as(t.buyer, `${PLAN}/addsrmprocurementplan`, { planNo, orgNo: 'NWT', bmItemNo: 'P003', planTime: dayFromToday(5), planNum: '100', supplierNo: 'S001', supplierRatio: '60', ...values });

  it('should make a forecast version of the published plans within the horizon, each share by the supplier ratio', async () => {
    const near = (await plan('PL-1')).data;
    const far = (await plan('PL-2', { planTime: dayFromToday(60) })).data;
    await plan('PL-3', { planTime: dayFromToday(7) });
    expect((await t.as(t.buyer, `${PLAN}/publishPlan`, selection(near, far))).code).toBe(0);
    const got = await t.as(t.buyer, `${FORECAST}/manualGetForecast`, { orgNo: 'NWT', horizon: '30' });
    expect(got.code).toBe(0);
    expect(got.data).toMatchObject({ count: 1, predictVersion: expect.stringMatching(/^F\d{17}$/) });
    const rows = (await t.as(t.buyer, `${FORECAST}/getsrmprocurementforecastlistbyparams`, { condition: { predictVersion: got.data.predictVersion } })).data.records;
    expect(rows.map((r: any) => [r.bmItemNo, r.planNum, r.horizon, r.dataSource, r.predictStatus])).toEqual([['P003', '60.00000', '30', '3', '0']]);
    const year = await t.as(t.buyer, `${FORECAST}/manualGetForecast`, { orgNo: 'NWT', horizon: '365' });
    expect(year.data.count).toBe(2);
    expect((await t.as(t.buyer, `${FORECAST}/manualGetForecast`, { orgNo: 'NWT', horizon: '60' })).code).toBe(10001);
  });

  it('should refuse modifying a published plan and show the supplier only its published plans and forecasts', async () => {
    const published = (await t.as(t.buyer, `${PLAN}/getsrmprocurementplanlistbyparams`, { condition: { planNo: 'PL-1' } })).data.records[0];
    expect((await t.as(t.buyer, `${PLAN}/updatesrmprocurementplanbyid`, { id: published.id, version: published.version, planNum: '1' })).code).toBe(12053);
    const plans = await t.call(`${PLAN}/getsrmprocurementplanlistbyparams`, { condition: {} }, { token: t.supplier1, headers: { 'app-module-number': '5303' } });
    expect(plans.data.records.map((r: any) => r.planNo).sort()).toEqual(['PL-1', 'PL-2']);
    expect((await t.call(`${PLAN}/getsrmprocurementplanlistbyparams`, { condition: {} }, { token: t.supplier2, headers: { 'app-module-number': '5303' } })).data.records).toEqual([]);
    const forecasts = await t.call(`${FORECAST}/getsrmprocurementforecastlistbyparams`, { condition: {} }, { token: t.supplier1, headers: { 'app-module-number': '5304' } });
    expect(forecasts.data.records).toEqual([]);
    const pending = (await t.as(t.buyer, `${FORECAST}/getsrmprocurementforecastlistbyparams`, { size: 100, condition: {} })).data.records;
    expect((await t.as(t.buyer, `${FORECAST}/publishForecast`, selection(...pending))).code).toBe(0);
    const visible = await t.call(`${FORECAST}/getsrmprocurementforecastlistbyparams`, { condition: {} }, { token: t.supplier1, headers: { 'app-module-number': '5304' } });
    expect(visible.data.records).toHaveLength(pending.length);
  });

  it('should refuse a forecast of an organisation outside the buyer scope', async () => {
    const answer = await t.as(t.buyer, `${FORECAST}/manualGetForecast`, { orgNo: 'ELSEWHERE', horizon: '14' });
    expect(answer.code).toBe(10001);
  });
});

describe('DSB monitoring', () => {
  const compare = (itemNos: string[]) => t.as(t.buyer, 'ISrmDsbService/getDsbCompare', { itemNos, dateFrom: dayFromToday(0), dateTo: dayFromToday(9) });

  it('should answer demand, supply and receipts per day for up to five items', async () => {
    const line = await addSchedule(t, { itemNo: 'P010', demandDate: dayFromToday(2), planQty: '7', scheduleQty: '7' });
    await t.as(t.buyer, `${SCHEDULE}/publishSchedule`, selection(line));
    const published = (await t.as(t.admin, `${SCHEDULE}/getsrmschedulebyid`, { id: line.id })).data;
    await t.as(t.supplier1, `${SCHEDULE}/replySchedule`, { replyList: [{ id: line.id, version: published.version, answerQuantity: '6' }] });
    const answer = await compare(['P010', 'P011']);
    expect(answer.code).toBe(0);
    expect(answer.data.dates).toHaveLength(10);
    expect(answer.data.series[0]).toMatchObject({ itemNo: 'P010', demand: [0, 0, 7, 0, 0, 0, 0, 0, 0, 0], supply: [0, 0, 6, 0, 0, 0, 0, 0, 0, 0] });
    expect(answer.data.series[1].demand.every((n: number) => n === 0)).toBe(true);
  });

  it('should refuse a sixth item and no item with the spec messages', async () => {
    const six = await compare(['P001', 'P002', 'P003', 'P004', 'P005', 'P006']);
    expect([six.code, six.errorMessage]).toEqual([12061, 'Compare at most 5 items']);
    expect((await compare([])).code).toBe(12060);
    expect((await t.as(t.supplier1, 'ISrmDsbService/getDsbCompare', { itemNos: ['P001'], dateFrom: dayFromToday(0), dateTo: dayFromToday(9) })).code).toBe(10005);
  });
});
