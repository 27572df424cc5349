/**
 * The seeded role of gate kiosks (server/yard/kiosk-role.ts), without zod so the console's first
 * load can tell a kiosk user (and send it to /kiosk, its only surface): its sessions have no idle
 * expiry, and no console page opens for it.
 */
export const KIOSK_ROLE = 'kiosk';

/** The kiosk's own page. */
export const KIOSK_PATH = '/kiosk';

/** Whether a user with these roles is a gate kiosk (an administrator never is). */
export function isKioskUser(user: { roles?: readonly string[]; isAdmin: boolean }): boolean {
  return !user.isAdmin && (user.roles ?? []).includes(KIOSK_ROLE);
}
