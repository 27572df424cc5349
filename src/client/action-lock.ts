/**
 * One action, one request (issue 23): every button, menu item and form of the console and the
 * supplier portal that starts a server call through request.ts stays locked until that call has
 * settled, so a double click or a repeated Enter sends once and shows one answer. This is the one
 * place that does it, for the list toolbar, action tables, row actions, dialogs' OK buttons and
 * every page's own buttons alike (docs/decisions/0741-action-lock.md).
 *
 * - installActionGuards(win): a capture-phase `click` and `submit` listener on the document. A click
 *   on a busy button or menu item, or a submit of a busy form, is swallowed before React sees it.
 *   Any other click arms its button (submit: its form) for the rest of the task: the handler's
 *   calls, made at once or after awaits that settle without a new task (form validation), lock it.
 *   It also ends a server refusal's promise that no handler caught: request.ts has already shown
 *   the refusal as a toast, so a RequestError reaching `unhandledrejection` is marked handled instead
 *   of surfacing as an uncaught page error. Answers the function that removes the listeners.
 * - holdArmed(): called by request.ts when a call starts; marks the armed element busy
 *   (aria-busy="true") and answers the release to run when the call settles.
 */
import { RequestError } from './request-error.ts';

const TARGETS = 'button, [role="menuitem"]';
let armed: Element | undefined;
const busy = new Map<Element, number>();

function arm(element: Element | null): void {
  if (!element) return;
  armed = element;
  setTimeout(() => {
    if (armed === element) armed = undefined;
  }, 0);
}

function guard(event: Event, element: Element | null): void {
  if (element && busy.has(element)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  arm(element);
}

export function holdArmed(): () => void {
  const element = armed;
  if (!element) return () => undefined;
  busy.set(element, (busy.get(element) ?? 0) + 1);
  element.setAttribute('aria-busy', 'true');
  return () => {
    const left = (busy.get(element) ?? 1) - 1;
    if (left > 0) return void busy.set(element, left);
    busy.delete(element);
    element.removeAttribute('aria-busy');
  };
}

export function installActionGuards(win: Window): () => void {
  const onClick = (event: Event) => guard(event, event.target instanceof Element ? event.target.closest(TARGETS) : null);
  const onSubmit = (event: Event) => guard(event, event.target instanceof Element ? event.target : null);
  const onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof RequestError && event.reason.shown) event.preventDefault();
  };
  win.document.addEventListener('click', onClick, true);
  win.document.addEventListener('submit', onSubmit, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.document.removeEventListener('click', onClick, true);
    win.document.removeEventListener('submit', onSubmit, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
