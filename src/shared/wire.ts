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
} as const;

export const TOKEN_COOKIE = 'wms_token';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 1000;
