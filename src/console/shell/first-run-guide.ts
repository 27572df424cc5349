/**
 * When the first-run guide shows (spec console §2 Shell behaviour, §6): 2 s after the shell loads,
 * for the user named admin only, while the INIT_CONFIG system parameter is 'Y' and the user has not
 * answered "Later" (remembered per user in localStorage, like the side menu's choices; record 0830).
 */

const LATER_KEY = 'wms_guide_later:';

/** The wait after load before the guide asks for INIT_CONFIG. */
export const GUIDE_DELAY_MS = 2000;

/** The user number that alone sees the guide. */
const GUIDE_USER = 'admin';

/** Whether a user asks for INIT_CONFIG at all. */
export function isGuideUser(userNo: string | undefined): userNo is string {
  return userNo === GUIDE_USER;
}

/** Whether the getValueByParamNo answer turns the guide on (a missing parameter does not). */
export function isGuideOn(answer: { paramValue: string | null } | null): boolean {
  return answer?.paramValue === 'Y';
}

/** Whether `userNo` answered "Later" to the guide in this browser (a storage that fails reads as no). */
export function isGuidePostponed(userNo: string): boolean {
  try {
    return localStorage.getItem(`${LATER_KEY}${userNo}`) === '1';
  } catch {
    return false;
  }
}

/** Remembers that `userNo` answered "Later": the guide no longer shows to that user in this browser. */
export function postponeGuide(userNo: string): void {
  localStorage.setItem(`${LATER_KEY}${userNo}`, '1');
}
