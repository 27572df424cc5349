/**
 * The guard every request body and query passes before any schema (issue 11, defects 7 and 9):
 * whatever a call declares, a body may nest at most BODY_DEPTH_MAX levels, hold at most
 * BODY_VALUES_MAX values (keys and leaves), and no text or key may contain NUL, which PostgreSQL
 * cannot store. bodyIssues walks without recursion, so a body nested a million levels deep is
 * refused instead of overflowing the stack (of the guard or of a later String() or zod parse).
 *
 * Answers field issues (`validation.nul`, `validation.tooDeep` with max, `validation.tooLarge`
 * with max; the field is the dotted path, `body` for the top), at most ISSUES_MAX of them;
 * guardRequest throws them as VALIDATION_FAILED.
 */
import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../shared/errors.ts';
import { fieldError } from './app-error.ts';

/** Deepest nesting of objects and arrays in a body (a list condition with custom values is 3). */
export const BODY_DEPTH_MAX = 32;
/** Most keys and values in one body (1,000 document lines of 50 fields are 51,000). */
export const BODY_VALUES_MAX = 200_000;
const ISSUES_MAX = 20;

const fieldOf = (path: string[]) => path.join('.').replaceAll('\u0000', '') || 'body';

/** The issues of one parsed body (or query); none for a clean one. */
export function bodyIssues(body: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  let values = 1;
  while (stack.length && issues.length < ISSUES_MAX) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ field: fieldOf(path), message: 'validation.nul' });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (path.length >= BODY_DEPTH_MAX) {
      issues.push({ field: fieldOf(path), message: 'validation.tooDeep', params: { max: BODY_DEPTH_MAX } });
      continue;
    }
    const entries = Object.entries(value);
    values += entries.length;
    if (values > BODY_VALUES_MAX) return [{ field: 'body', message: 'validation.tooLarge', params: { max: BODY_VALUES_MAX } }];
    for (const [key, item] of entries) {
      if (key.includes('\u0000')) issues.push({ field: fieldOf([...path, key]), message: 'validation.nul' });
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return issues;
}

/** A fastify preValidation hook: refuses a request whose body or query has issues (VALIDATION_FAILED). */
export async function guardRequest(request: FastifyRequest): Promise<void> {
  const issues = [...bodyIssues(request.body), ...bodyIssues(request.query)];
  if (issues.length) throw fieldError(issues.slice(0, ISSUES_MAX));
}
