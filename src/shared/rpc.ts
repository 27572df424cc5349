/**
 * The wire contract (DESIGN.md "Wire contract", spec console §7): every call is
 * `POST /wms-restful/{Service}/{method}` with a JSON body and answers an envelope.
 */
import { z } from 'zod';
import type { ErrorDetails } from './errors.ts';

export const RPC_BASE = '/wms-restful';

/** Header names of every call (spec console §7). */
export const HEADERS = {
  token: 'authentication-info',
  module: 'app-module-number',
  invoker: 'invokerparam',
  language: 'accept-language',
  /** A client request id: a retried call with the same id answers the first answer (DESIGN.md "Tasks, scans and request ids"). */
  requestId: 'request-id',
} as const;

/** A client request id: 1 to 64 letters, digits and . _ : - (a UUID fits). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export const TOKEN_COOKIE = 'wms_token';

export type Envelope<T> =
  | { code: 0; data: T }
  | { code: number; errorMessage: string; data: null; details?: ErrorDetails };

/**
 * Paged answer; `pages` is the page count (spec console §3 Paged response). `totalEstimated` marks
 * a total above the server's exact-total limit, estimated (the console shows "about").
 */
export type Page<T> = { records: T[]; total: number; pages: number; current: number; size: number; totalEstimated?: boolean };

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 1000;

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
