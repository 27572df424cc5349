/**
 * A refused call's field issues on the form that sent it (spec console §5 "the server's field
 * errors show on their fields"): the `details.fields` of a RequestError (src/client/request.ts),
 * each put on its form field by name. Other errors put nothing (request.ts has shown them).
 */
import type { FormInstance } from 'antd';
import { RequestError } from '../../client/request-error.ts';
import type { FieldIssue } from '../../shared/errors.ts';

/** A form field's name: its name or its path. */
type NamePath = Parameters<FormInstance['getFieldValue']>[0];

/** A dotted wire field ("lines.2.qty") as the form's name path (['lines', 2, 'qty']). */
export const dottedPath = (field: string): NamePath => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts the field issues of `error` on `form`, each under `nameOf(field)` (the wire name by default);
 * answers the issues it put (none when `error` carries no field issue).
 */
export function showFieldRefusals(form: FormInstance, error: unknown, nameOf: (field: string) => NamePath = (field) => field): FieldIssue[] {
  const issues = error instanceof RequestError ? (error.details?.fields ?? []) : [];
  if (issues.length > 0) form.setFields(issues.map((issue) => ({ name: nameOf(issue.field), errors: [issue.message] })));
  return issues;
}
