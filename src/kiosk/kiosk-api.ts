/**
 * The kiosk's calls (src/client/device-call.ts) with the kiosk's session token (kept in localStorage:
 * a kiosk signs in once) or a receiver's (dock receiving: kept in memory only,
 * src/client/staff-sign-in.ts), its language, the
 * gate-kiosk menu number and, for writes, a client request id. A business refusal rejects with a
 * KioskRefusal carrying the server's localized message; a network failure with NetworkDown (the
 * offline queue keeps the request, offline-queue.ts).
 */
import { CallRefusal, deviceCall, NetworkDown } from '../client/device-call.ts';

export { CallRefusal as KioskRefusal, NetworkDown };

const TOKEN_KEY = 'wms-kiosk-token';
/** The gate-kiosk menu (src/shared/menus.ts Inbound / Dock and yard). */
export const KIOSK_MENU = '110404';
/** The wire code of an expired or missing session (src/shared/errors.ts). */
export const SESSION_EXPIRED = 10004;

export const kioskToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY)),
};

let language = 'en-US';
/** The Accept-Language of every call (the server localizes its refusals). */
export function setCallLanguage(value: string): void {
  language = value;
}

/** How a call is sent: its client request id (writes) and a staff token instead of the kiosk's (a receiver signed in at the dock). */
export type CallOptions = { requestId?: string; token?: string };

/** Sends one call; answers its data. Rejects with KioskRefusal or NetworkDown. */
export async function kioskCall<T>(service: string, method: string, body: unknown, { requestId, token = kioskToken.get() ?? undefined }: CallOptions = {}): Promise<T> {
  try {
    return await deviceCall<T>(service, method, body, { token: token ?? null, language, moduleNo: KIOSK_MENU, requestId });
  } catch (error) {
    if (error instanceof CallRefusal && error.code === SESSION_EXPIRED && token === kioskToken.get()) kioskToken.set(null);
    throw error;
  }
}
