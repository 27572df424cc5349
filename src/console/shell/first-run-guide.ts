/**
 * When the first-run guide shows (spec console §2 Shell behaviour, §6): 2 s after the shell loads,
 * for the user named admin only, while the INIT_CONFIG system parameter is 'Y'.
 */

/** The wait after load before the guide asks for INIT_CONFIG. */
export const GUIDE_DELAY_MS = 2000;

/** The user number that alone sees the guide. */
const GUIDE_USER = 'admin';

/** Whether a user asks for INIT_CONFIG at all. */
export function isGuideUser(userNo: string | undefined): boolean {
  return userNo === GUIDE_USER;
}

/** Whether the getValueByParamNo answer turns the guide on (a missing parameter does not). */
export function isGuideOn(answer: { paramValue: string | null } | null): boolean {
  return answer?.paramValue === 'Y';
}
