/**
 * The licence of the product (spec workflows §4 licence states; console §7 Licence calls; menu
 * System.Authority.License 160301; docs/decisions/0221-licence-calls-format-and-states.md). Shared by the server calls and the
 * console page.
 *
 * Licence text: `base64url(payload JSON) + "." + base64url(Ed25519 signature of those payload
 * bytes)`, the same text pasted as a number or uploaded as a file. Payload: `{ licenseNo, licensee,
 * validFrom, validTo (ISO dates YYYY-MM-DD, UTC, both days included), modules: string[] }`.
 */
export const LICENCE_SERVICE = 'ISysLicenseService';
export const LICENCE_MENU = '160301';
/** The console path of the licence page, where a user whose isLicense is 0 is sent. */
export const LICENCE_PATH = '/system/authority/license';
/** Days before validTo (included) during which an authorised licence is "nearing expiry". */
export const LICENCE_WARN_DAYS = 30;
/** Longest licence text accepted, in characters (a number pasted or a file's content). */
export const LICENCE_TEXT_MAX = 8192;
/** Largest licence file accepted, in bytes. */
export const LICENCE_FILE_MAX = LICENCE_TEXT_MAX;

/** Licence states of spec workflows §4: not authorised, authorised, nearing expiry, expired. */
export type LicenceState = 'unauthorised' | 'authorised' | 'nearingExpiry' | 'expired';

/**
 * The answer of getLicenseInfo: the state, isLicense (1 while authorised or nearing expiry, else
 * 0), whether it is the open-source community default, the payload fields (validFrom and validTo
 * null for the community licence, which has no end), modules (the top menu groups licensed, every
 * one for the community licence), daysLeft (whole days until validTo, null without an end), when
 * and by whom the stored licence was activated.
 */
export type LicenceInfo = {
  state: LicenceState;
  isLicense: 0 | 1;
  community: boolean;
  licenseNo: string | null;
  licensee: string | null;
  validFrom: string | null;
  validTo: string | null;
  modules: string[];
  daysLeft: number | null;
  activatedAt: string | null;
  activatedBy: string | null;
};
