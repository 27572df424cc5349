/**
 * Burn-in protection and the night dim of a wall display (pure functions of the clock):
 * - drift: static elements move on a slow Lissajous path of at most DRIFT_PX pixels (one loop
 *   about every 10 minutes), so no pixel shows the same edge all day;
 * - layout rotation: the side columns swap every `rotateMinutes` minutes;
 * - dim: between `dimFrom` and `dimTo` (local hours, may wrap midnight) the screen is dimmed.
 * Options come from the URL of the screen (?dimFrom=22&dimTo=6&rotateMinutes=5), so each wall PC
 * keeps its own; see docs/decisions/ "Big screen and dashboard".
 */
export const DRIFT_PX = 8;
const DRIFT_PERIOD_MS = 600_000;

/** `tour`: the 3D view's slow camera tour (`tour=0` in the URL keeps the view still and draws it only when a cell changes: for wall PCs without a graphics card). */
export type ScreenOptions = { dimFrom: number; dimTo: number; rotateMinutes: number; dimOpacity: number; tour: boolean };

export const DEFAULT_OPTIONS: ScreenOptions = { dimFrom: 22, dimTo: 6, rotateMinutes: 5, dimOpacity: 0.7, tour: true };

function hour(value: string | null, fallback: number): number {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 && n <= 23 ? n : fallback;
}

/** The options in a screen URL's query; invalid or missing values take the defaults. */
export function screenOptions(query: URLSearchParams): ScreenOptions {
  const rotate = Number(query.get('rotateMinutes'));
  return {
    dimFrom: hour(query.get('dimFrom'), DEFAULT_OPTIONS.dimFrom),
    dimTo: hour(query.get('dimTo'), DEFAULT_OPTIONS.dimTo),
    rotateMinutes: Number.isFinite(rotate) && rotate >= 1 && rotate <= 240 ? rotate : DEFAULT_OPTIONS.rotateMinutes,
    dimOpacity: DEFAULT_OPTIONS.dimOpacity,
    tour: query.get('tour') !== '0',
  };
}

/** The drift offset in design pixels at `nowMs`. */
export function drift(nowMs: number): { x: number; y: number } {
  const phase = (2 * Math.PI * (nowMs % DRIFT_PERIOD_MS)) / DRIFT_PERIOD_MS;
  return { x: Math.round(DRIFT_PX * Math.sin(phase) * 10) / 10, y: Math.round(DRIFT_PX * Math.sin(2 * phase) * 10) / 10 };
}

/** Whether the side columns are swapped at `nowMs` (alternates every rotateMinutes). */
export function swapped(nowMs: number, rotateMinutes: number): boolean {
  return Math.floor(nowMs / (rotateMinutes * 60_000)) % 2 === 1;
}

/** Whether local hour `hourOfDay` falls in the dim period [dimFrom, dimTo) (wrapping midnight). */
export function dimmed(hourOfDay: number, options: Pick<ScreenOptions, 'dimFrom' | 'dimTo'>): boolean {
  const { dimFrom, dimTo } = options;
  if (dimFrom === dimTo) return false;
  return dimFrom < dimTo ? hourOfDay >= dimFrom && hourOfDay < dimTo : hourOfDay >= dimFrom || hourOfDay < dimTo;
}
