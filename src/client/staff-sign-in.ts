/**
 * The staff sign-in of the floor surfaces (issue 24, decision 0640): the gate kiosk's dock receiving
 * and the handheld /pda. `staffSignIn` calls IBmLoginService/pinLogin { userNo, pin } (userNo typed,
 * or scanned from the badge: a Code 128 of the user number) and then getUserInfo with the answered
 * token, and answers the staff session: { token, userNo, userName, orgNo, pwdExpired (0/1) }. The
 * token is a normal staff session (idle and absolute expiry of rpc/session.ts): send it as the
 * `authentication-info` header; no cookie is set, so a surface that already holds a token (the
 * kiosk's) keeps it. Rejects with StaffSignInRefused (the server's localized message: wrong number
 * or PIN, or too many attempts, LOGIN_FAILED) or a TypeError when the network is down.
 */
import { HEADERS, RPC_BASE } from '../shared/wire.ts';

export type StaffSession = { token: string; userNo: string; userName: string; orgNo: string | null; pwdExpired: 0 | 1 };

export class StaffSignInRefused extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

async function post<T>(method: string, body: unknown, language: string, token?: string): Promise<T> {
  const response = await fetch(`${RPC_BASE}/IBmLoginService/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HEADERS.language]: language, ...(token ? { [HEADERS.token]: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T; errorMessage?: string };
  if (answer.code !== 0) throw new StaffSignInRefused(answer.code, answer.errorMessage ?? String(answer.code));
  return answer.data;
}

/** Signs a staff user in with user number and PIN; `language` is the surface's (the refusal comes in it). */
export async function staffSignIn(userNo: string, pin: string, language: string): Promise<StaffSession> {
  const { token, orgNo, pwdExpired } = await post<{ token: string; orgNo: string | null; pwdExpired: 0 | 1 }>('pinLogin', { userNo: userNo.trim(), pin }, language);
  const info = await post<{ userNo: string; userName: string }>('getUserInfo', {}, language, token);
  return { token, userNo: info.userNo, userName: info.userName, orgNo, pwdExpired };
}

/** Ends the session (best effort: an expired token needs nothing). */
export async function staffSignOut(session: StaffSession, language: string): Promise<void> {
  await post('logout', {}, language, session.token).catch(() => undefined);
}
