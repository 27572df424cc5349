/**
 * Why the navigation guard sent the user to /login (a session revoked or expired meanwhile): the
 * login page has no toasts (no antd, docs/decisions/0781), so the guard leaves the text here and the
 * login page shows it above its button once. Module state: one browser tab, one pending notice.
 */
let pending: string | null = null;

/** Leaves `text` for the next login page to show. */
export function leaveLoginNotice(text: string): void {
  pending = text;
}

/** The notice left for the login page, once (null when none). */
export function takeLoginNotice(): string | null {
  const text = pending;
  pending = null;
  return text;
}
