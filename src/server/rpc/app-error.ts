/**
 * The one error class of business refusals (STYLE.md (e) 4). `name` is a catalogue entry of
 * src/shared/errors.ts; `params` fill its localized message; `details` carry field or row issues.
 */
import { ERROR_CODES, type ErrorDetails, type ErrorName, type FieldIssue } from '../../shared/errors.ts';

export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly params: Record<string, string | number>;
  readonly details?: ErrorDetails;

  constructor(name: ErrorName, params: Record<string, string | number> = {}, details?: ErrorDetails) {
    super(name);
    this.errorName = name;
    this.params = params;
    this.details = details;
  }

  get code(): number {
    return ERROR_CODES[this.errorName];
  }
}

/** A validation refusal naming the offending fields. */
export function fieldError(fields: FieldIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', {}, { fields });
}
