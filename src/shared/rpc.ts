/**
 * The wire contract (DESIGN.md "Wire contract", spec console §7): every call is
 * `POST /wms-restful/{Service}/{method}` with a JSON body and answers an envelope.
 */
import { z } from 'zod';
import type { ErrorDetails } from './errors.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './wire.ts';

export { HEADERS, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, REQUEST_ID_PATTERN, RPC_BASE, TOKEN_COOKIE } from './wire.ts';

export type Envelope<T> =
  | { code: 0; data: T }
  | { code: number; errorMessage: string; data: null; details?: ErrorDetails };

/**
 * Paged answer; `pages` is the page count (spec console §3 Paged response). `totalEstimated` marks
 * a total above the server's exact-total limit, estimated (the console shows "about").
 */
export type Page<T> = { records: T[]; total: number; pages: number; current: number; size: number; totalEstimated?: boolean };

/** A list request: `condition` holds the search fields; `sorter` one allow-listed column. */
export const pageRequestSchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  condition: z.record(z.string(), z.unknown()).default({}),
  sorter: z.object({ field: z.string(), order: z.enum(['ascend', 'descend']) }).optional(),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** Delete request: every row with the version the user saw (optimistic lock). */
export const deleteRequestSchema = z.object({
  delList: z.array(z.object({ id: z.coerce.number().int().positive(), version: z.coerce.number().int().nonnegative() })).min(1).max(PAGE_SIZE_MAX),
});
export type DeleteRequest = z.infer<typeof deleteRequestSchema>;

export const byIdSchema = z.object({ id: z.coerce.number().int().positive() });

/** Every stored row's audit fields (DESIGN.md "Database"). */
export type AuditFields = { id: number; version: number; createName: string | null; createDate: string; updateName: string | null; updateDate: string };

/** Answer of an import (spec console §4 state 6, workflows §8 "imported with counts added and updated"). */
export type ImportResult = { added: number; updated: number };
