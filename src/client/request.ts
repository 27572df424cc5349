/**
 * The only envelope handler of the signed-in client apps: the console and the big screen
 * (spec console §7, §8; STYLE.md (e) 4). Every call goes through here: it adds Accept-Language, App-Module-Number, Authentication-Info and invokerParam;
 * answers `data` of `{ code: 0 }`; opens the session-expired dialog for 10004 and its variant
 * 000701 (spec console §8, in an envelope or in a non-200 answer's body; once at a time,
 * never on the login page); shows other errors for 5 s and rejects with a RequestError carrying
 * the field and row details; maps non-200 answers and network failures to localized messages.
 * A call or download locks the button, menu item or form whose click started it until it settles
 * (action-lock.ts).
 */
import type { App } from 'antd';
import { ERROR_CODES } from '../shared/errors.ts';
import type { Envelope } from '../shared/rpc.ts';
import { HEADERS, RPC_BASE } from '../shared/wire.ts';
import { holdArmed } from './action-lock.ts';
import { RequestError } from './request-error.ts';
import { i18next } from './i18n.ts';
import { useSession } from './session-store.ts';

const TIMEOUT_MS = 300_000;
export const LOGIN_TIMEOUT_MS = 30_000;
const IMPORT_TIMEOUT_MS = 600_000;
const ERROR_SECONDS = 5;

export { RequestError } from './request-error.ts';

type AppApi = ReturnType<typeof App.useApp>;
type Shell = { message: AppApi['message']; modal: AppApi['modal']; navigate: (to: string) => void };
let shell: Shell | undefined;
let expiredOpen = false;
let callingModule: string | undefined;

/** Connects the handler to the antd feedback API and the router (called once by the app). */
export function bindShell(next: Shell): void {
  shell = next;
}

/** The menu number of the page in front (the console shell sets it before the page's own calls run), sent as App-Module-Number. */
export function setCallingModule(menuNo: string | undefined): void {
  callingModule = menuNo;
}

export type CallOptions = {
  timeout?: number;
  /** No toast or dialog: the caller reports the failure itself (guard, dashboard counts, pickers). */
  quiet?: boolean;
  /** A client request id (Request-Id header): a retried call with the same id posts once and answers the first answer. */
  requestId?: string;
};

function headers(json: boolean): Record<string, string> {
  const { token } = useSession.getState();
  return {
    ...(json && { 'content-type': 'application/json' }),
    [HEADERS.language]: i18next.language,
    ...(callingModule && { [HEADERS.module]: callingModule }),
    ...(token && { [HEADERS.token]: token, [HEADERS.invoker]: '1' }),
  };
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function showSessionExpired(): void {
  if (expiredOpen || !shell || window.location.pathname === '/login') return;
  expiredOpen = true;
  const { navigate } = shell;
  shell.modal.confirm({
    title: i18next.t('login.expiredTitle'),
    content: i18next.t('login.confirmTip'),
    okText: i18next.t('login.confirmLogOut'),
    cancelText: i18next.t('login.stay'),
    onOk: () => {
      const redirect = currentPath();
      useSession.getState().reset();
      navigate(`/login?redirect=${encodeURIComponent(redirect)}`);
    },
    afterClose: () => {
      expiredOpen = false;
    },
  });
}

/** The spec's other session-expired code (console §8 "000701 variants"), numeric or as text. */
const SESSION_EXPIRED_VARIANT = '000701';

/** Whether a wire code means the session expired: 10004, or 000701 (701 when sent as a number). */
function isSessionExpired(code: unknown): boolean {
  return code === ERROR_CODES.SESSION_EXPIRED || String(code).padStart(SESSION_EXPIRED_VARIANT.length, '0') === SESSION_EXPIRED_VARIANT;
}

function fail(error: RequestError, quiet: boolean | undefined): never {
  error.shown = !quiet;
  if (!quiet) {
    if (isSessionExpired(error.code)) showSessionExpired();
    // A password that must be changed first: the guard (RequireAuth) shows the password page instead.
    else if (error.code !== ERROR_CODES.PASSWORD_EXPIRED) shell?.message.error(error.message, ERROR_SECONDS);
  }
  throw error;
}

function unwrap<T>(envelope: Envelope<T>, quiet: boolean | undefined): T {
  if (envelope.code === 0) return envelope.data as T;
  const failure = envelope as Extract<Envelope<T>, { errorMessage: string }>;
  return fail(new RequestError(failure.code, failure.errorMessage || i18next.t('request.error'), failure.details), quiet);
}

async function send(url: string, init: RequestInit, timeout: number, quiet: boolean | undefined): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    if (response.status !== 200) {
      const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
      if (isSessionExpired(body?.code)) fail(new RequestError(ERROR_CODES.SESSION_EXPIRED, i18next.t('error.SESSION_EXPIRED')), quiet);
      fail(new RequestError(ERROR_CODES.SERVER_ERROR, i18next.t('error.SERVER_ERROR')), quiet);
    }
    return response;
  } catch (error) {
    if (error instanceof RequestError) throw error;
    const key = controller.signal.aborted ? 'request.timeout' : 'request.networkError';
    return fail(new RequestError(0, i18next.t(key)), quiet);
  } finally {
    clearTimeout(timer);
  }
}

/** `POST /wms-restful/{service}/{method}` with a JSON body; answers the envelope's data. */
/** The button, menu item or form whose click started it stays locked until it settles (action-lock.ts). */
export async function call<T>(service: string, method: string, body: unknown = {}, options: CallOptions = {}): Promise<T> {
  const release = holdArmed();
  try {
    const response = await send(
      `${RPC_BASE}/${service}/${method}`,
      { method: 'POST', headers: { ...headers(true), ...(options.requestId && { [HEADERS.requestId]: options.requestId }) }, body: JSON.stringify(body) },
      options.timeout ?? TIMEOUT_MS,
      options.quiet,
    );
    return unwrap<T>(await response.json(), options.quiet);
  } finally {
    release();
  }
}

/** A downloaded file with the name of its content-disposition. */
export type DownloadedFile = { blob: Blob; fileName: string };

function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? 'export.xlsx';
}

/** Downloads a file port (exportexcel, downExcelTemplate); an envelope answer is an error. */
export async function download(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<DownloadedFile> {
  const release = holdArmed();
  try {
    const response = await send(
      `${RPC_BASE}/${path}`,
      { method: init.method, headers: headers(init.body !== undefined), body: init.body === undefined ? undefined : JSON.stringify(init.body) },
      TIMEOUT_MS,
      false,
    );
    if (response.headers.get('content-type')?.includes('application/json')) return unwrap<never>(await response.json(), false);
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } finally {
    release();
  }
}

/** Uploads one file as multipart field `file`, after the text `fields` if any, and reports upload progress (0–100); `quiet`: no toast, the caller reports the failure. */
export function upload<T>(path: string, file: File, onProgress: (percent: number) => void, fields: Record<string, string> = {}, options: Pick<CallOptions, 'quiet'> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${RPC_BASE}/${path}`);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers(false))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const settle = (run: () => T) => {
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status !== 200) return fail(new RequestError(ERROR_CODES.SERVER_ERROR, i18next.t('error.SERVER_ERROR')), options.quiet);
        return unwrap<T>(JSON.parse(xhr.responseText) as Envelope<T>, options.quiet);
      });
    xhr.onerror = () => settle(() => fail(new RequestError(0, i18next.t('request.networkError')), options.quiet));
    xhr.ontimeout = () => settle(() => fail(new RequestError(0, i18next.t('request.timeout')), options.quiet));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
