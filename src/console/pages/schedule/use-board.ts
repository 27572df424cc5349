/**
 * The board's data: the schedule settings (plan lengths, difference suggestions) and the schedule
 * lines of the chosen demand-date range and search (getScheduleBoard). The range starts as the
 * plan of today for the chosen mode and the settings' plan length.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_SCHEDULE_SETTING, type PlanMode, type ScheduleSetting } from '../../../shared/schedule.ts';
import { planRange, type BoardLine } from '../../../shared/schedule-board.ts';
import { getBoard, getSetting, today } from './schedule-api.ts';

export type BoardQuery = { dateFrom: string; dateTo: string; condition: Record<string, unknown> };

const LENGTH: Record<PlanMode, keyof ScheduleSetting> = { day: 'dayPlanDays', week: 'weekPlanWeeks', month: 'monthPlanDays' };

/** The default range of `mode` under `setting`. */
export function defaultRange(setting: ScheduleSetting, mode: PlanMode): { dateFrom: string; dateTo: string } {
  return planRange(today(), mode, setting[LENGTH[mode]] as number);
}

export function useBoard(mode: PlanMode) {
  // The first range only: later mode changes keep the user's range.
  const [initialMode] = useState(mode);
  const [setting, setSetting] = useState<ScheduleSetting>(DEFAULT_SCHEDULE_SETTING);
  const [query, setQuery] = useState<BoardQuery | undefined>();
  const [lines, setLines] = useState<BoardLine[]>([]);
  const [truncated, setTruncated] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    getSetting().then(
      (loaded) => {
        setSetting(loaded);
        setQuery((q) => q ?? { ...defaultRange(loaded, initialMode), condition: {} });
      },
      () => setQuery((q) => q ?? { ...defaultRange(DEFAULT_SCHEDULE_SETTING, initialMode), condition: {} }),
    );
  }, [initialMode]);

  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    setLoading(true);
    getBoard(query.condition, query.dateFrom, query.dateTo)
      .then((answer) => {
        if (cancelled) return;
        setLines(answer.records);
        setTruncated(answer.truncated);
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [query]);

  return { setting, query, setQuery, lines, truncated, loading };
}
