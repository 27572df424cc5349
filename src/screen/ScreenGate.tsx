/**
 * The big screen's sign-in gate (spec console §2 navigation guard, as the console's RequireAuth):
 * without a token, or when IBmLoginService/getUserInfo refuses it, the token is forgotten and the
 * browser goes to the console's /login?redirect={this page}, which comes back here after sign-in;
 * a gate kiosk's user goes to /kiosk; a user who must change the password, set up a second factor
 * or install a licence goes to the console, which asks for it. Then the page loads (its own chunk).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { call } from '../client/request.ts';
import { useSession, type UserInfo } from '../client/session-store.ts';
import { isKioskUser, KIOSK_PATH } from '../shared/kiosk-role.ts';

const ScreenPage = lazy(() => import('./ScreenPage.tsx').then((m) => ({ default: m.ScreenPage })));

// A reload while the check runs aborts its call: that is no refusal, and must not forget the token.
let isLeaving = false;
window.addEventListener('pagehide', () => {
  isLeaving = true;
});

function signInAgain(): void {
  useSession.getState().reset();
  window.location.replace(`/login?redirect=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`);
}

const blank = <div className="wms-screen-viewport" data-testid="screen-gate" />;

export function ScreenGate() {
  const token = useSession((s) => s.token);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!token) return signInAgain();
    call<UserInfo>('IBmLoginService', 'getUserInfo', {}, { quiet: true }).then(
      (user) => {
        if (isKioskUser(user)) window.location.replace(KIOSK_PATH);
        else if (user.pwdExpired === 1 || user.totpMissing === 1 || user.isLicense === 0) window.location.replace('/');
        else setReady(true);
      },
      () => {
        if (!isLeaving) signInAgain();
      },
    );
  }, [token]);

  if (!ready) return blank;
  return (
    <Suspense fallback={blank}>
      <ScreenPage />
    </Suspense>
  );
}
