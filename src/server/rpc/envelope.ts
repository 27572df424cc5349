/**
 * Maps anything a call throws to the envelope of DESIGN.md "Wire contract": AppError and known
 * database refusals (unique and foreign keys; any data exception, SQLSTATE class 22, as
 * INVALID_VALUE: a backstop behind the request schemas, issue 11) to HTTP 200
 * `{ code, errorMessage, data: null, details? }`, everything else to HTTP 500 with the localized
 * "server internal exception".
 */
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { fillPlaceholders } from '../../shared/entities/error-message.entity.ts';
import { ERROR_CODES, type FieldIssue } from '../../shared/errors.ts';
import type { Envelope } from '../../shared/rpc.ts';
import { AppError } from './app-error.ts';

type PgError = { code?: string; constraint?: string; detail?: string };

/** Localizes the message and params of field issues in place of their dictionary keys. */
export function localizeIssues(t: TFunction, issues: FieldIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    ...issue,
    // A nested field (lines.0.qty) is labelled by its last segment.
    message: t(issue.message, { field: t(`field.${issue.field.split('.').at(-1)}`, { defaultValue: issue.field }), ...issue.params }),
  }));
}

/** The dictionary key and params of a zod issue: a custom issue's own, a too long text textTooLong, else option. */
function issueMessage(issue: z.core.$ZodIssue): { message: string; params: Record<string, string | number> } {
  if (issue.code === 'custom') return { message: issue.message, params: (issue as { params?: Record<string, string | number> }).params ?? {} };
  if (issue.code === 'too_big' && issue.origin === 'string') return { message: 'validation.textTooLong', params: { max: Number(issue.maximum) + 1 } };
  return { message: 'validation.option', params: {} };
}

function fromZod(error: z.ZodError): AppError {
  return new AppError('VALIDATION_FAILED', {}, {
    fields: error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', ...issueMessage(issue) })),
  });
}

/** The columns that scope a business key (its organisation and warehouse), not an owner of it. */
const SCOPE_COLUMNS = new Set(['org_no', 'warehouse_no', 'tenant_id']);

function fromPg(error: PgError): AppError | undefined {
  if (error.code === '23505') {
    const m = /\((.+)\)=\((.+)\)/.exec(error.detail ?? '');
    const columns = m?.[1].split(', ') ?? [];
    const values = m?.[2].split(', ') ?? [];
    const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    const field = camel(columns.at(-1) ?? '');
    // A key unique per another business field (a cell per item: org, warehouse, item, cell) names that field too, as its owner.
    const owner: Record<string, string> = columns.length > 1 && !SCOPE_COLUMNS.has(columns.at(-2) ?? '') ? { context: 'owned', owner: camel(columns.at(-2) ?? ''), ownerValue: values.at(-2) ?? '' } : {};
    return new AppError('DUPLICATE_KEY', { field, value: values.at(-1) ?? '', ...owner });
  }
  if (error.code === '23503') return new AppError('IN_USE');
  // Class 22 is a data exception (out of range, NUL, bad text for a type): the request's values, never a fault of the server.
  if (error.code?.startsWith('22')) return new AppError('INVALID_VALUE');
  if (error.code === '40001' || error.code === '40P01') return undefined;
  return undefined;
}

/** The AppError a thrown value stands for, or undefined for a server fault. */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return fromZod(error);
  if (error && typeof error === 'object' && 'code' in error) return fromPg(error as PgError);
  // drizzle wraps driver errors in DrizzleQueryError with the pg error as its cause.
  if (error instanceof Error && error.cause) return toAppError(error.cause);
  return undefined;
}

/**
 * The envelope of a business refusal in the language of `t`; `override` (an administrator's text
 * for the code, src/shared/entities/error-message.entity.ts) replaces the catalogue text, with
 * the same params filled into its placeholders.
 */
export function errorEnvelope(t: TFunction, error: AppError, override?: string): Envelope<never> {
  const params = { ...error.params };
  for (const name of ['field', 'owner']) if (typeof params[name] === 'string') params[name] = t(`field.${params[name]}`, { defaultValue: params[name] });
  const details = error.details && {
    ...(error.details.fields && { fields: localizeIssues(t, error.details.fields) }),
    ...(error.details.rows && { rows: error.details.rows.map((row) => ({ row: row.row, issues: localizeIssues(t, row.issues) })) }),
  };
  const errorMessage = override === undefined ? t(`error.${error.errorName}`, params) : fillPlaceholders(override, params);
  return { code: error.code, errorMessage, data: null, ...(details && { details }) };
}

/** The envelope of a server fault (HTTP 500): "server internal exception", or the administrator's `override` of it. */
export function serverErrorEnvelope(t: TFunction, override?: string): Envelope<never> {
  return { code: ERROR_CODES.SERVER_ERROR, errorMessage: override ?? t('error.SERVER_ERROR'), data: null };
}
