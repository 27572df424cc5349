/**
 * The floor of NIST SP 800-63B §3.1.1.2: a new password must not be one of the most common or
 * breached passwords. The list is @zxcvbn-ts/language-common's `passwords-common` (49,233 entries
 * drawn from breach corpora, MIT licence, see README "Licence"), loaded on first use and kept in
 * memory as a set of lower-case entries (about 3 MB); it stays on the server, out of the console
 * bundle. Compared case-insensitively after NFKC, so "PassWord" counts as "password".
 */
let common: Promise<Set<string>> | undefined;

function loadCommon(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase())));
  return common;
}

/** True when the password is on the list of common and breached passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommon()).has(password.normalize('NFKC').toLowerCase());
}
