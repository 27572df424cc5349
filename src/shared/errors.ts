/**
 * The error catalogue (spec console §8, DESIGN.md "Wire contract"): every business error the server
 * can answer, with its numeric wire code. The localized text of each code is the dictionary key
 * `error.<NAME>` in src/shared/i18n; the server picks the language from Accept-Language.
 *
 * A business error travels as HTTP 200 `{ code, errorMessage, data: null }`; only a server fault
 * is HTTP 500. Code 10004 is the spec's "session expired or missing". The floor's and the supplier
 * portal's codes stand in error-codes-floor.ts and error-codes-portal.ts.
 */
import { FLOOR_ERROR_CODES } from './error-codes-floor.ts';
import { PORTAL_ERROR_CODES } from './error-codes-portal.ts';

export const ERROR_CODES = {
  ...FLOOR_ERROR_CODES,
  ...PORTAL_ERROR_CODES,
  VALIDATION_FAILED: 10001,
  NOT_FOUND: 10002,
  STALE_VERSION: 10003,
  SESSION_EXPIRED: 10004,
  FORBIDDEN: 10005,
  LOGIN_FAILED: 10006,
  UNKNOWN_CALL: 10008,
  MALFORMED_REQUEST: 10009,
  DUPLICATE_KEY: 10010,
  IMPORT_FAILED: 10011,
  IN_USE: 10012,
  TOO_MANY_REQUESTS: 10013,
  FILE_REQUIRED: 10014,
  FILE_INVALID: 10015,
  INVALID_STATE: 10016,
  INSUFFICIENT_STOCK: 10017,
  INSUFFICIENT_ALLOCATED: 10018,
  INSUFFICIENT_FROZEN: 10019,
  NOTHING_TO_REVERSE: 10020,
  REQUEST_ID_INVALID: 10021,
  REQUEST_ID_REUSED: 10022,
  // Stock documents and queries (workflows §4, §5, §8).
  DOC_NOT_INITIAL: 10040,
  DOC_NOT_IN_PROGRESS: 10041,
  DOC_NOT_INITIAL_OR_IN_PROGRESS: 10042,
  DOC_NOT_COMPLETED: 10043,
  DOC_NOT_FROZEN: 10044,
  BATCH_SCOPE_MIXED: 10045,
  DOC_LINES_REQUIRED: 10046,
  RANGE_TOO_LARGE: 10047,
  STOCK_FROZEN_BY_COUNT: 10048,
  STOCK_CELL_UNDER_COUNT: 10049,
  // Warehouse layout (console §7 Warehouse view).
  CELL_HOLDS_STOCK: 10060,
  // Base.File (workflows §8 file messages).
  FILE_TOO_LARGE: 10080,
  // Number rules (console §2 Base.Rule).
  RULE_UNKNOWN: 10100,
  RULE_INVALID: 10101,
  RULE_SEQUENCE_EXHAUSTED: 10102,
  UNIT_NO_CONVERSION: 10103,
  // Rules and strategies that are disabled or outside their validity dates (workflows §4 "not effective").
  RULE_NOT_EFFECTIVE: 10104,
  // Printing (console §5 print dialog, workflows §8).
  PRINT_NO_ROWS: 10200,
  PRINT_MIXED_SCOPE: 10201,
  PRINT_TEMPLATE_REQUIRED: 10202,
  PRINT_TEMPLATE_UNKNOWN: 10203,
  PRINT_PRINTER_REQUIRED: 10204,
  PRINT_NOT_GS1: 10205,
  PRINT_SUMMARY_TIMING: 10206,
  PRINT_NOT_PRINTABLE: 10207,
  PRINT_FAILED: 10208,
  PRINT_SPLIT_QTY: 10209,
  // Stock-take (console §4 stock check, workflows §4 refusals).
  CHECK_NOT_SUBMITTED: 10220,
  CHECK_NOT_COUNTING: 10221,
  CHECK_NOT_PLANNED: 10222,
  CHECK_NOT_OPEN: 10223,
  CHECK_TASKS_OPEN: 10224,
  CHECK_NOTHING_IN_SCOPE: 10225,
  TASK_NOT_OPEN: 10226,
  TASK_SUSPENDED: 10227,
  TASK_NOT_SUSPENDED: 10228,
  TASK_LINES_UNCOUNTED: 10229,
  CHECK_NO_WRITE_BACK: 10230,
  CHECK_NO_DIFFERENCE: 10231,
  CHECK_LABELS_CLOSED: 10232,
  CHECK_LABELS_NONE: 10233,
  CHECK_LABELS_TOO_MANY: 10234,
  CHECK_FOUND_IN_SNAPSHOT: 10235,
  CHECK_FOUND_IN_BOOK: 10236,
  // Bounded imports (issue 11 defects 2 and 11; src/server/crud/import-limits.ts).
  IMPORT_FILE_TOO_LARGE: 10310,
  IMPORT_UNPACKED_TOO_LARGE: 10311,
  IMPORT_TOO_MANY_PARTS: 10312,
  IMPORT_TOO_MANY_ROWS: 10313,
  IMPORT_TOO_MANY_COLUMNS: 10314,
  IMPORT_CELL_TOO_LONG: 10315,
  IMPORT_TOO_MANY_STRINGS: 10316,
  IMPORT_BUSY_USER: 10317,
  IMPORT_BUSY_SERVER: 10318,
  IMPORT_INVALID_TEXT: 10319,
  IMPORT_ENCODING_UNKNOWN: 10320,
  // Request values (issue 11): a value the database refused that no schema caught.
  INVALID_VALUE: 10350,
  // System administration: users, roles, menus (console §6, §7 Users, Roles, Menu).
  ACCOUNT_SELF_DELETE: 11200,
  ADMIN_PROTECTED: 11201,
  ROLE_IN_USE: 11202,
  GRANT_NOT_HELD: 11203,
  MENU_HAS_CHILDREN: 11220,
  MENU_PEER_NEEDS_LEVEL: 11221,
  MENU_SUBMENU_NOT_ALLOWED: 11222,
  // Password policy and sign-in exceptions (workflows §3, §5 Password; issue 16 part 2: 11230-11399).
  PASSWORD_EXPIRED: 11230,
  // Scheduled jobs (workflows §3, §4 job states).
  JOB_BUILT_IN: 11240,
  JOB_RUNNING: 11241,
  // Reports (console §2 Report, workflows §5 search rules).
  REPORT_NARROWING_REQUIRED: 11400,
  REPORT_RANGE_REQUIRED: 11401,
  REPORT_START_AFTER_END: 11402,
  REPORT_BARCODE_REQUIRED: 11403,
  // Production work orders and tracing (issue 18 part 2).
  WORK_ORDER_STATUS: 11410,
  WORK_ORDER_BARCODE_TAKEN: 11411,
  TRACE_ORDER_AND_BARCODE_REQUIRED: 11412,
  TRACE_BARCODE_NOT_OF_ORDER: 11413,
  TRACE_START_REQUIRED: 11414,
  // Messages that leave: mail and webhooks (issue 16: 12900-12949).
  MESSAGE_CONFIG_NOT_MAIL: 12900,
  MAIL_SEND_FAILED: 12901,
  // System application: feedbacks, cache, barcode operations, mobile versions (issue 16, sysapp).
  FEEDBACK_NOT_OPEN: 12600,
  FEEDBACK_NOT_ANSWERABLE: 12601,
  PDA_ONE_FILE: 12620,
  // The server's own cache (issue 16, cache: 12650-12669).
  CACHE_KEY_NOT_FOUND: 12650,
  // System integration: sources and synchronisation (issue 16; 12800-12849).
  SYNC_SOURCE_UNREACHABLE: 12800,
  SYNC_SOURCE_INVALID: 12801,
  SYNC_SOURCE_TOO_LARGE: 12802,
  SYNC_DISABLED: 12803,
  SYNC_RUNNING: 12804,
  // Second factor, sessions and licence (issue 16, syssec: 12700-12749).
  TOTP_CODE_REQUIRED: 12700,
  TOTP_CODE_WRONG: 12701,
  TOTP_ENROLMENT_REQUIRED: 12702,
  TOTP_REQUIRED_BY_POLICY: 12703,
  TOTP_STAFF_ONLY: 12704,
  // Licence (issue 16: 12750-12769).
  LICENCE_REQUIRED: 12750,
  LICENCE_MALFORMED: 12751,
  LICENCE_SIGNATURE_INVALID: 12752,
  LICENCE_EXPIRED: 12753,
  LICENCE_NOT_YET_VALID: 12754,
  LICENCE_FILE_REQUIRED: 12755,
  LICENCE_FILE_TOO_LARGE: 12756,
  SERVER_ERROR: 10500,
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

/** One field's problem: `field` is the wire field name, `message` a dictionary key with params. */
export type FieldIssue = { field: string; message: string; params?: Record<string, string | number> };

/** One import row's problems; `row` is the 1-based spreadsheet row (header is row 1). */
export type RowIssue = { row: number; issues: FieldIssue[] };

/** Payload carried next to errorMessage in `data` for validation and import errors. */
export type ErrorDetails = { fields?: FieldIssue[]; rows?: RowIssue[] };

/** Reverse lookup: wire code to its catalogue name, for the client's localized fallback. */
export function errorNameOf(code: number): ErrorName | undefined {
  return (Object.keys(ERROR_CODES) as ErrorName[]).find((name) => ERROR_CODES[name] === code);
}
