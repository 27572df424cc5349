/**
 * The handheld's calls (src/client/device-call.ts): the console's calls with the handheld's
 * session token (localStorage: a handheld stays signed in across reloads and offline starts), its
 * language, the PDA menu of the flow in front as App-Module-Number and, for writes, a client
 * request id. No handheld-only server logic.
 *
 * Errors: a business refusal rejects with PdaRefusal (the server's localized message and code); a
 * network failure or a 5xx answer with NetworkDown (the offline queue keeps a write,
 * offline-queue.ts). A session-expired answer (10004) forgets the token and calls the
 * `onSignedOut` listener (the app shows the sign-in).
 */
import { CallRefusal, deviceCall, NetworkDown } from '../client/device-call.ts';

export { CallRefusal as PdaRefusal, NetworkDown };

const TOKEN_KEY = 'wms-pda-token';
const SESSION_EXPIRED = 10004;

let language = 'en-US';
let moduleNo: string | undefined;
let signedOut: () => void = () => undefined;

export const pdaToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? localStorage.setItem(TOKEN_KEY, token) : localStorage.removeItem(TOKEN_KEY)),
};

/** The Accept-Language of every call (the server localizes its refusals). */
export function setCallLanguage(value: string): void {
  language = value;
}

/** The PDA menu number of the flow in front (App-Module-Number), or undefined on the menu. */
export function setCallModule(menuNo: string | undefined): void {
  moduleNo = menuNo;
}

/** Called when the server answers that the session has ended. */
export function onSignedOut(listener: () => void): void {
  signedOut = listener;
}

/** Sends one call; answers its data. Rejects with PdaRefusal or NetworkDown. */
export async function pdaCall<T>(service: string, method: string, body: unknown, requestId?: string): Promise<T> {
  const token = pdaToken.get();
  try {
    return await deviceCall<T>(service, method, body, { token, language, moduleNo, requestId });
  } catch (error) {
    if (error instanceof CallRefusal && error.code === SESSION_EXPIRED && token) {
      pdaToken.set(null);
      signedOut();
    }
    throw error;
  }
}
