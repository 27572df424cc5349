/**
 * sendWebhook: one signed HTTP POST of a JSON body, the way every webhook of the product leaves
 * (message webhooks here; other code such as ERP callbacks may call it too).
 *
 * The body is sent as `application/json; charset=utf-8` exactly as serialized once; the header
 * `X-WMS-Signature: sha256=<hex>` carries the HMAC-SHA256 of those bytes with the endpoint's
 * secret (absent when the endpoint has none), so the receiver recomputes it over the raw body and
 * compares in constant time. `X-WMS-Delivery` names the delivery (the message number) so a receiver
 * can drop a repeat. One attempt only: retries belong to the caller (deliver.ts for messages).
 *
 * Answers `{ status }` for a 2xx answer; throws WebhookError (message: "HTTP <status>", or the
 * network error, or "timeout after <ms> ms") otherwise.
 */
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-wms-signature';
export const DELIVERY_HEADER = 'x-wms-delivery';
/** Default time allowed for the whole request, in ms. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export class WebhookError extends Error {}

export type Webhook = {
  url: string;
  /** HMAC key of the endpoint; null or empty sends no signature. */
  secret: string | null;
  body: unknown;
  /** Names this delivery for the receiver (X-WMS-Delivery). */
  deliveryId: string;
  timeoutMs?: number;
};

/** `sha256=<hex>` of HMAC-SHA256(secret, payload): the signature header's value. */
export function webhookSignature(secret: string, payload: string): string {
  return `sha256=${createHmac('sha256', secret).update(payload, 'utf8').digest('hex')}`;
}

export async function sendWebhook({ url, secret, body, deliveryId, timeoutMs = WEBHOOK_TIMEOUT_MS }: Webhook): Promise<{ status: number }> {
  const payload = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', [DELIVERY_HEADER]: deliveryId };
  if (secret) headers[SIGNATURE_HEADER] = webhookSignature(secret, payload);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers, body: payload, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = error instanceof Error && error.name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new WebhookError(cause);
  }
  await response.body?.cancel();
  if (!response.ok) throw new WebhookError(`HTTP ${response.status}`);
  return { status: response.status };
}
