/**
 * Mobile (PDA) app versions (workflows §3 mobile version, §5 "only one file; version number may
 * not contain parentheses"; spec console §7 PDA version list, getlastapk, add): the rules shared by
 * the console form and the server, and the download path of a version.
 */
import { RPC_BASE } from './wire.ts';

export const PDA_VERSION_SERVICE = 'IPdaVersionService';
/** Menu mobile-version (System application). */
export const PDA_VERSION_MENU = '160201';
/** Where the handheld web app (a PWA, issue 28) is served and installed from. */
export const PDA_PATH = '/pda';
/** Largest app file accepted, in bytes (100 MiB). */
export const PDA_FILE_SIZE_MAX = 100 * 1024 * 1024;
/** Longest version number and remark, in characters. */
export const PDA_VERSION_NO_MAX = 40;
export const PDA_REMARK_MAX = 200;

/** What is wrong with a version number (a dictionary key and its params), or undefined when it is acceptable. */
export function versionNoProblem(versionNo: string): { message: string; params?: Record<string, number> } | undefined {
  const value = versionNo.trim();
  if (!value) return { message: 'validation.versionNoRequired' };
  if (value.length > PDA_VERSION_NO_MAX) return { message: 'validation.textTooLong', params: { max: PDA_VERSION_NO_MAX + 1 } };
  if (/[()（）]/.test(value)) return { message: 'validation.noParentheses' };
  if (!/^[A-Za-z0-9._+-]+$/.test(value)) return { message: 'validation.versionNo' };
  return undefined;
}

/** The path that downloads a version's file (no session needed: the app is fetched before anyone signs in on the device). */
export function pdaDownloadPath(id: number): string {
  return `${RPC_BASE}/${PDA_VERSION_SERVICE}/downloadapk?id=${id}`;
}
