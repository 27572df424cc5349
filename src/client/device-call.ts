/**
 * One call of the wire contract (DESIGN.md "Wire contract") from a device surface that keeps its
 * own token and works through network losses: the gate kiosk (src/kiosk/kiosk-api.ts) and the
 * handheld (src/pda/pda-api.ts). POST /wms-restful/{service}/{method} with the JSON body, the
 * device's token, language, App-Module-Number and, for writes, a client request id.
 *
 * Answers `data` of `{ code: 0 }`. Rejects with CallRefusal (the server's localized message and its
 * code, e.g. 10004 session expired) for any other code, and with NetworkDown when the request met
 * no network or a 5xx answer (the caller's offline queue keeps a write for later).
 */
import { HEADERS, RPC_BASE } from '../shared/wire.ts';

export class CallRefusal extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

export class NetworkDown extends Error {}

/** The headers of a device's call: its token (null before sign-in), language, menu number and request id. */
export type DeviceCallHeaders = { token: string | null; language: string; moduleNo?: string; requestId?: string };

export async function deviceCall<T>(service: string, method: string, body: unknown, headers: DeviceCallHeaders): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${RPC_BASE}/${service}/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [HEADERS.language]: headers.language,
        [HEADERS.invoker]: '1',
        ...(headers.moduleNo ? { [HEADERS.module]: headers.moduleNo } : {}),
        ...(headers.token ? { [HEADERS.token]: headers.token } : {}),
        ...(headers.requestId ? { [HEADERS.requestId]: headers.requestId } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NetworkDown('network');
  }
  if (response.status >= 500) throw new NetworkDown(`HTTP ${response.status}`);
  const answer = (await response.json()) as { code: number; data: T; errorMessage?: string };
  if (answer.code !== 0) throw new CallRefusal(answer.code, answer.errorMessage ?? String(answer.code));
  return answer.data;
}
