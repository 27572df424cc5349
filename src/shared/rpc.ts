/**
 * The wire contract (DESIGN.md "Wire contract", spec console §7): every call is
 * `POST /wms-restful/{Service}/{method}` with a JSON body and answers an envelope.
 */
import { z } from 'zod';
import type { ErrorDetails } from './errors.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './wire.ts';
import { idSchema, INT4_MAX, integerSchema, versionSchema } from './validation.ts';

export { HEADERS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, REQUEST_ID_PATTERN, RPC_BASE, TOKEN_COOKIE } from './wire.ts';

export type Envelope<T> =
  | { code: 0; data: T }
  | { code: number; errorMessage: string; data: null; details?: ErrorDetails };

/**
 * Paged answer; `pages` is the page count (spec console §3 Paged response). `totalEstimated` marks
 * a total above the server's exact-total limit, estimated (the console shows "about").
 */
export type Page<T> = { records: T[]; total: number; pages: number; current: number; size: number; totalEstimated?: boolean };

/** Most search fields in one list condition; a field name is at most 64 characters. */
export const CONDITION_FIELDS_MAX = 200;
/** Longest text searched for: the longest declared field (a search never matches a longer value). */
export const CONDITION_TEXT_MAX = 2000;

/** Paths and lengths of the texts too long to search for in a condition, at any depth. */
function longTexts(condition: Record<string, unknown>): { path: string[]; length: number }[] {
  const found: { path: string[]; length: number }[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: condition, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string' && value.length > CONDITION_TEXT_MAX) found.push({ path, length: value.length });
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: [...path, key] });
  }
  return found;
}

/**
 * A list condition: search field names to values; at most CONDITION_FIELDS_MAX fields and no text
 * longer than CONDITION_TEXT_MAX (a 2 MB search value would scan every row for nothing). The
 * depth and size of the values are bounded by the body guard of the server.
 */
export const conditionSchema = z.record(z.string().max(64), z.unknown()).superRefine((condition, ctx) => {
  if (Object.keys(condition).length > CONDITION_FIELDS_MAX) ctx.addIssue({ code: 'custom', message: 'validation.tooLarge', params: { max: CONDITION_FIELDS_MAX } });
  for (const { path } of longTexts(condition)) ctx.addIssue({ code: 'custom', path, message: 'validation.textTooLong', params: { max: CONDITION_TEXT_MAX + 1 } });
});

/** A list request: `condition` holds the search fields; `sorter` one allow-listed column. */
export const pageRequestSchema = z.object({
  current: integerSchema(1, INT4_MAX).default(1),
  size: integerSchema(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  condition: conditionSchema.default({}),
  sorter: z.object({ field: z.string(), order: z.enum(['ascend', 'descend']) }).optional(),
  /** A row to show: the answer is the page holding it (when it is in the list), whatever `current` asked. */
  focusId: idSchema.optional(),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** Delete request: every row with the version the user saw (optimistic lock). */
export const deleteRequestSchema = z.object({
  delList: z.array(z.object({ id: idSchema, version: versionSchema })).min(1).max(PAGE_SIZE_MAX),
});
export type DeleteRequest = z.output<typeof deleteRequestSchema>;

/** A batch of rows by id and the version the user saw (document and template actions). */
export const versionedListSchema = z.object({
  list: z.array(z.object({ id: idSchema, version: versionSchema })).min(1).max(PAGE_SIZE_MAX),
});

export const byIdSchema = z.object({ id: idSchema });

/** Every stored row's audit fields (DESIGN.md "Database"). */
export type AuditFields = { id: number; version: number; createName: string | null; createDate: string; updateName: string | null; updateDate: string };

/** Answer of an import (spec console §4 state 6, workflows §8 "imported with counts added and updated"). */
export type ImportResult = { added: number; updated: number };
