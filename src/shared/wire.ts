/**
 * The constants of the wire contract (DESIGN.md "Wire contract", spec console §7) without zod, so the
 * console's first load (request.ts) does not carry the schema library; rpc.ts re-exports them next
 * to the request schemas.
 */
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

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 1000;
