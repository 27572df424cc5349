/**
 * Dock door working hours and the warehouse's time zone (issue 24, decision 0812). A door has one
 * entry per weekday (fields hoursMon … hoursSun of the dock door): empty (open all day, as doors
 * were before), "closed", or "HH:mm-HH:mm" (opening and closing time, 00:00-24:00, opening before
 * closing), in the warehouse's IANA time zone (the warehouse's timeZone, else the server's).
 * A one-hour slot is bookable when it lies inside its weekday's hours; a slot across midnight needs
 * both days open. Times are compared in minutes of the local day.
 */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The dock door's field of each weekday's hours. */
export const HOURS_FIELDS = WEEKDAYS.map((day) => `hours${day}` as const);
export type DoorHours = Partial<Record<(typeof HOURS_FIELDS)[number], string | null>>;

const HOURS = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;
const DAY_MINUTES = 24 * 60;

/** A weekday's entry as minutes [open, close), 'closed', or null (open all day); undefined when it is malformed. */
export function parseHours(value: string | null | undefined): { open: number; close: number } | 'closed' | null | undefined {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.toLowerCase() === 'closed') return 'closed';
  const match = HOURS.exec(text);
  if (!match) return undefined;
  const [h1, m1, h2, m2] = match.slice(1).map(Number);
  const open = h1 * 60 + m1;
  const close = h2 * 60 + m2;
  if (h1 > 23 || m1 > 59 || m2 > 59 || close > DAY_MINUTES || open >= close) return undefined;
  return { open, close };
}

/** Whether `zone` is an IANA time zone name this runtime knows (Intl). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The local date (YYYY-MM-DD), weekday and minute of the day of the instant `ms` in `timeZone`. */
export function localTime(ms: number, timeZone: string): { date: string; weekday: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, weekday: part('weekday') as Weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** "HH:mm" of the instant `iso` in `timeZone`. */
export function zonedHourMinute(iso: string, timeZone: string): string {
  const { minutes } = localTime(new Date(iso).getTime(), timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "YYYY-MM-DD HH:mm Zone" of the instant `iso` in `timeZone` (the kiosk ticket, refusals naming a slot). */
export function zonedDateTime(iso: string, timeZone: string): string {
  return `${localTime(new Date(iso).getTime(), timeZone).date} ${zonedHourMinute(iso, timeZone)} ${timeZone}`;
}

function openDuring(hours: DoorHours, weekday: Weekday, from: number, to: number): boolean {
  const entry = parseHours(hours[`hours${weekday}`]);
  if (entry === null) return true;
  if (entry === 'closed' || entry === undefined) return false;
  return from >= entry.open && to <= entry.close;
}

/** Whether the door is closed for the one-hour slot starting at `slotStartMs` (local weekday hours in `timeZone`). */
export function slotClosed(hours: DoorHours, slotStartMs: number, timeZone: string): boolean {
  const start = localTime(slotStartMs, timeZone);
  if (start.minutes + 60 <= DAY_MINUTES) return !openDuring(hours, start.weekday, start.minutes, start.minutes + 60);
  const next = localTime(slotStartMs + 3600_000, timeZone);
  return !openDuring(hours, start.weekday, start.minutes, DAY_MINUTES) || !openDuring(hours, next.weekday, 0, next.minutes);
}

/**
 * The hours of a day's slot grid worth showing: from the first hour any door is open to the last
 * (hours when every door is closed, before opening and after closing, are left out; a closed hour
 * between two open ones stays, so the grid has no gaps). Slots are `{ doors: [{ closed }] }` in
 * time order; no open door at all answers [].
 */
export function openingHours<T extends { doors: { closed: boolean }[] }>(slots: readonly T[]): T[] {
  const open = (slot: T) => slot.doors.some((door) => !door.closed);
  const first = slots.findIndex(open);
  if (first < 0) return [];
  const last = slots.length - 1 - [...slots].reverse().findIndex(open);
  return slots.slice(first, last + 1);
}
