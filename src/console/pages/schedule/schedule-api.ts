/** The schedule calls of the console's custom pages (src/server/schedule). */
import type { ScheduleSetting } from '../../../shared/schedule.ts';
import type { BoardLine } from '../../../shared/schedule-board.ts';
import { call } from '../../../client/request.ts';

export const SETTING_SERVICE = 'ISrmSchedulingDisplayConfigService';
export const SCHEDULE_SERVICE = 'ISrmScheduleService';

export function getSetting(): Promise<ScheduleSetting> {
  return call<ScheduleSetting>(SETTING_SERVICE, 'getCommonSetting', {});
}

export function saveSetting(setting: ScheduleSetting): Promise<ScheduleSetting> {
  return call<ScheduleSetting>(SETTING_SERVICE, 'saveCommonSetting', setting);
}

export type BoardAnswer = { records: BoardLine[]; truncated: boolean };

export function getBoard(condition: Record<string, unknown>, dateFrom: string, dateTo: string): Promise<BoardAnswer> {
  return call<BoardAnswer>(SCHEDULE_SERVICE, 'getScheduleBoard', { condition, dateFrom, dateTo });
}

export type DsbAnswer = { dates: string[]; series: { itemNo: string; demand: number[]; supply: number[]; received: number[] }[] };

export function getDsb(itemNos: string[], dateFrom: string, dateTo: string): Promise<DsbAnswer> {
  return call<DsbAnswer>('ISrmDsbService', 'getDsbCompare', { itemNos, dateFrom, dateTo });
}

/** Today's date (UTC), YYYY-MM-DD: the plans start here. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
