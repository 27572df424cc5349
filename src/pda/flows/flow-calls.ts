/**
 * What every flow does with the server: read a list (the console's list calls, first page of up to
 * LIST_SIZE rows, `{ current, size, condition }`) and send a confirmation through the offline queue
 * with the scan feedback (good on sent or queued, bad on a refusal).
 */
import { PdaRefusal, pdaCall } from '../pda-api.ts';
import type { CallToSend, OfflineQueue } from '../offline-queue.ts';
import type { Scanner } from '../scan/scanner.ts';

/** Rows a flow reads in one list call (a floor's work for a while; walking order is the server's). */
export const LIST_SIZE = 500;

export async function listRows<T>(service: string, method: string, condition: Record<string, unknown>): Promise<T[]> {
  return (await pdaCall<{ records: T[] }>(service, method, { current: 1, size: LIST_SIZE, condition })).records;
}

/** A confirmation's outcome: sent (with the answer), queued on the device, or refused (the server's message and error code, when the server refused it). */
export type Confirmed<T> = { outcome: 'sent'; data: T } | { outcome: 'queued' } | { outcome: 'refused'; message: string; code?: number };

export async function confirmWith<T>(queue: OfflineQueue, scanner: Scanner, call: CallToSend): Promise<Confirmed<T>> {
  try {
    const result = await queue.send<T>(call);
    scanner.good();
    return result.sent ? { outcome: 'sent', data: result.data } : { outcome: 'queued' };
  } catch (error) {
    scanner.bad();
    return error instanceof PdaRefusal ? { outcome: 'refused', message: error.message, code: error.code } : { outcome: 'refused', message: String(error) };
  }
}
