/**
 * The error a rejected call raises (request.ts), in a module of its own so the action lock
 * (action-lock.ts), which request.ts imports, can recognise it without an import circle.
 */
import type { ErrorDetails } from '../shared/errors.ts';

/** A rejected call: the wire code (0 for network/HTTP failures), message and details; `shown` once reported to the user (a toast or dialog, not quiet). */
export class RequestError extends Error {
  shown = false;

  constructor(
    readonly code: number,
    message: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
  }
}

