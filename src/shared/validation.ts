/**
 * Field validation of spec console §5 and workflows §5, derived from an entity declaration and
 * shared by the server (authoritative, before any write) and the console forms.
 *
 * Rules: text under 100 characters and without NUL (PostgreSQL cannot store it); decimals with
 * fewer than 6 places; numbers with fewer than 20 digits; mobile 11 digits, phone with area code,
 * basic email; codes of letters, digits, - and _, user numbers also with inner dots; empty values pass unless required. Ids and versions are whole numbers within their
 * columns (ids bigint carried exactly as JSON numbers, versions integer); a version is never read
 * from null, "" or false (issue 11). Issue messages are dictionary keys (`validation.*`) with
 * params, localized by the caller.
 */
import { z } from 'zod';
import type { EntityDef, FieldDef } from './entity.ts';

export const TEXT_MAX = 99;
export const DECIMAL_PLACES_MAX = 5;
export const DIGITS_MAX = 19;
/** Largest value of a PostgreSQL integer (int4) column: versions, sorts, counts, page numbers. */
export const INT4_MAX = 2_147_483_647;
/** Largest id: ids are bigint columns carried as JSON numbers, exact up to 2^53 - 1. */
export const ID_MAX = Number.MAX_SAFE_INTEGER;

type Issue = { message: string; params?: Record<string, string | number> };
type Checked = { value: unknown } | { issue: Issue };

const MOBILE = /^1\d{10}$|^\d{11}$/;
// Area code and number in the common written forms: 030-0074321, (171) 555-2222, +44 20 7946 0958.
const PHONE = /^(?=(?:\D*\d){6})\+?[\d\s\-().]{6,24}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^[A-Za-z0-9_\-]+$/;
/** A user number: code parts joined by single inner dots ("li.wei"; not ".li", "li." or "li..wei"). */
export const USER_NO = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const NUMBER = /^[+-]?(\d+)(?:\.(\d+))?$/;
const INTEGER = /^[+-]?\d+$/;

/** Dates accepted by the spec's pickers: yyyy-MM-dd, yyyy/MM/dd, yyyyMMdd; answered ISO. */
export function normalizeDate(input: string): string | undefined {
  const m = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})$/.exec(input.trim());
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function checkNumber(def: FieldDef, value: unknown): Checked {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'number' && !Number.isFinite(value)) return { issue: { message: 'validation.notNumber' } };
  const m = NUMBER.exec(text);
  if (!m) return { issue: { message: 'validation.notNumber' } };
  if (m[1].replace(/^0+(?=\d)/, '').length > DIGITS_MAX) {
    return { issue: { message: 'validation.tooManyDigits', params: { max: DIGITS_MAX + 1 } } };
  }
  const places = m[2]?.length ?? 0;
  if (def.kind === 'int') {
    if (places > 0) return { issue: { message: 'validation.notInteger' } };
    // Whole numbers travel as JSON numbers: keep them exact (at most 15 digits).
    return Number.isSafeInteger(Number(text)) && m[1].length <= 15 ? { value: Number(text) } : { issue: { message: 'validation.tooManyDigits', params: { max: 16 } } };
  }
  const allowed = def.scale ?? DECIMAL_PLACES_MAX;
  if (places > allowed) return { issue: { message: 'validation.tooManyDecimals', params: { max: allowed + 1 } } };
  return { value: text.replace(/^\+/, '') };
}

function checkText(def: FieldDef, value: unknown): Checked {
  if (typeof value !== 'string' && typeof value !== 'number') return { issue: { message: 'validation.notText' } };
  const text = String(value).trim();
  if (text.includes('\u0000')) return { issue: { message: 'validation.nul' } };
  const max = def.max ?? TEXT_MAX;
  if (text.length > max) return { issue: { message: 'validation.textTooLong', params: { max: max + 1 } } };
  const pattern = { mobile: MOBILE, phone: PHONE, email: EMAIL, code: CODE, userNo: USER_NO }[def.format ?? 'code'];
  if (def.format && !pattern.test(text)) return { issue: { message: `validation.${def.format}` } };
  return { value: text };
}

function checkBool(value: unknown): Checked {
  if (typeof value === 'boolean') return { value };
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'y', 'yes'].includes(text)) return { value: true };
  if (['0', 'false', 'n', 'no'].includes(text)) return { value: false };
  return { issue: { message: 'validation.bool' } };
}

/**
 * Checks a whole number from `min` to `max`: a JSON number or its digits as text. Absent, null and
 * blank are `validation.required`; false, decimals, arrays and other text `validation.notInteger`;
 * out of range `validation.intRange` with min and max.
 */
export function checkInteger(value: unknown, min: number, max: number): Checked {
  if (isEmpty(value)) return { issue: { message: 'validation.required' } };
  const n = typeof value === 'number' ? value : typeof value === 'string' && INTEGER.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n)) return { issue: { message: 'validation.notInteger' } };
  if (n < min || n > max) return { issue: { message: 'validation.intRange', params: { min, max } } };
  return { value: n };
}

/**
 * The zod schema of checkInteger (JSON Schema: an integer from min to max). It reads any value, so
 * that null, "" and false get checkInteger's issues, but is typed as taking a number (what the
 * console sends; digits as text are accepted too).
 */
export function integerSchema(min: number, max: number): z.ZodType<number, number> {
  return z
    .unknown()
    .transform((value, ctx) => {
      const checked = checkInteger(value, min, max);
      if ('value' in checked) return checked.value as number;
      ctx.addIssue({ code: 'custom', message: checked.issue.message, params: checked.issue.params });
      return z.NEVER;
    })
    .meta({ type: 'integer', minimum: min, maximum: max }) as unknown as z.ZodType<number, number>;
}

/** The zod schema of a required text of at most `max` characters, answered trimmed (checkField's issues: required, notText, nul, textTooLong). */
export function requiredTextSchema(max: number = TEXT_MAX): z.ZodType<string, string> {
  const def: FieldDef = { kind: 'text', required: true, max };
  return z
    .unknown()
    .transform((value, ctx) => {
      const checked = checkField(def, value);
      if ('value' in checked) return checked.value as string;
      ctx.addIssue({ code: 'custom', message: checked.issue.message, params: checked.issue.params });
      return z.NEVER;
    })
    .meta({ type: 'string', maxLength: max }) as unknown as z.ZodType<string, string>;
}

/** A row id (bigint column): 1 to 2^53 - 1. */
export const idSchema = integerSchema(1, ID_MAX);
/** An optimistic-lock version (integer column): 0 to 2^31 - 1, required, never null, "" or false. */
export const versionSchema = integerSchema(0, INT4_MAX);

/** Checks one value against its declaration; `undefined` answers mean "absent". */
export function checkField(def: FieldDef, value: unknown): Checked {
  if (isEmpty(value)) return def.required ? { issue: { message: 'validation.required' } } : { value: null };
  switch (def.kind) {
    case 'text':
      return checkText(def, value);
    case 'int':
    case 'decimal':
      return checkNumber(def, value);
    case 'bool':
      return checkBool(value);
    case 'status': {
      const n = Number(value);
      return n === 0 || n === 1 ? { value: n } : { issue: { message: 'validation.option' } };
    }
    case 'enum': {
      const text = String(value).trim();
      return def.options?.includes(text) ? { value: text } : { issue: { message: 'validation.option' } };
    }
    case 'date': {
      const iso = typeof value === 'string' ? normalizeDate(value) : undefined;
      return iso ? { value: iso } : { issue: { message: 'validation.date' } };
    }
    case 'datetime': {
      const d = new Date(String(value));
      return Number.isNaN(d.getTime()) ? { issue: { message: 'validation.date' } } : { value: d.toISOString() };
    }
  }
}

/** Fields a user may write on add (all declared, not read-only) or modify (also not the key). */
export function writableFields(entity: EntityDef, mode: 'add' | 'update'): string[] {
  return Object.entries(entity.fields)
    .filter(([, def]) => !def.readOnly && !(mode === 'update' && def.key))
    .map(([name]) => name);
}

/** Whether `value` is a flat map of custom values (spec console §3): strings, numbers or null by fieldNo. */
export function isFlatValueMap(value: unknown): value is Record<string, string | number | null> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => v === null || ['string', 'number'].includes(typeof v));
}

/**
 * The zod schema of an add or modify body. Unknown fields are dropped; on modify `id` and
 * `version` are required whole numbers in their columns' range (checkInteger) and absent fields
 * keep their stored value. Each issue's path is the
 * field name and its message a `validation.*` key. The entity's own `check` runs last.
 */
export function entityInputSchema(entity: EntityDef, mode: 'add' | 'update') {
  const fields = writableFields(entity, mode);
  return z.record(z.string(), z.unknown()).transform((input, ctx) => {
    const output: Record<string, unknown> = {};
    if (mode === 'update') {
      for (const [name, [min, max]] of [['id', [1, ID_MAX]], ['version', [0, INT4_MAX]]] as const) {
        const checked = checkInteger(input[name], min, max);
        if ('issue' in checked) ctx.addIssue({ code: 'custom', path: [name], message: checked.issue.message, params: checked.issue.params });
        else output[name] = checked.value;
      }
    }
    for (const name of fields) {
      const def = entity.fields[name];
      const value = input[name];
      if (mode === 'update' && value === undefined) continue;
      if (mode === 'add' && isEmpty(value) && def.default !== undefined) {
        output[name] = def.default;
        continue;
      }
      const checked = checkField(def, value);
      if ('issue' in checked) ctx.addIssue({ code: 'custom', path: [name], message: checked.issue.message, params: checked.issue.params });
      else output[name] = checked.value;
    }
    for (const issue of entity.check?.(output) ?? []) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, params: issue.params });
    // Custom field values (spec console §3): a flat map, checked against the module's definitions by the server.
    const custom = input.customValues;
    if (custom !== undefined && custom !== null) {
      if (isFlatValueMap(custom)) output.customValues = custom;
      else ctx.addIssue({ code: 'custom', path: ['customValues'], message: 'validation.json' });
    }
    return output;
  });
}
