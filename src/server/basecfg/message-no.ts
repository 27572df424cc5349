/** Message numbers of sys_message rows (in-app notices, e-mail and webhook messages, integration callbacks). */
import { randomBytes } from 'node:crypto';

/** A unique message number: MSG, the time in base 36 and 6 random hex digits. */
export function newMessageNo(): string {
  return `MSG-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
}
