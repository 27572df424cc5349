/**
 * The navigation guard (spec console §2): without a token every page goes to
 * /login?redirect={path}; with a token, the user info and menu tree are loaded once; if that
 * fails the token is reset and the user sent to login with the error to show there (a supplier user's tree is the
 * SUP one, user-menus.ts). A user whose password has expired (or is the policy's default one) sees
 * only the password change until it is changed. A gate kiosk's user is sent to /kiosk: no console
 * page opens for it. A wall display's user (its one role is the screen role) that asked for no page
 * (/, the dashboard) is sent to the big screen (record 1023); a console page it asks for still opens.
 */
import { Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { call, RequestError } from '../../client/request.ts';
import { LOGIN_PATH, PASSWORD_PATH } from '../paths.ts';
import { useSession, type UserInfo } from '../../client/session-store.ts';
import { leaveLoginNotice } from './login-notice.ts';
import { loadUserMenus } from './user-menus.ts';
import { isKioskUser, KIOSK_PATH } from '../../shared/kiosk-role.ts';
import { LICENCE_PATH } from '../../shared/licence.ts';
import { SCREEN_PATH } from '../../shared/screen-path.ts';
import { isWallUser } from '../../shared/workbench.ts';
import { DASHBOARD_PATH } from '../store/tabs-store.ts';

// A reload while the check runs aborts its calls: that is no failed check, and must not sign the user out.
let isLeaving = false;
window.addEventListener('pagehide', () => {
  isLeaving = true;
});
window.addEventListener('beforeunload', () => {
  isLeaving = true;
});

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const ready = useSession((s) => s.user !== null && s.menus !== null);
  const pwdExpired = useSession((s) => s.user?.pwdExpired === 1 || s.user?.totpMissing === 1);
  const redirect = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!token || ready) return;
    let cancelled = false;
    call<UserInfo>('IBmLoginService', 'getUserInfo', {}, { quiet: true })
      .then(async (user) => [user, await loadUserMenus(user, { quiet: true })] as const)
      .then(
      ([user, menus]) => {
        if (cancelled) return;
        // A gate kiosk has no console page: its surface is the kiosk (DESIGN.md "Surfaces and their users").
        if (isKioskUser(user)) {
          window.location.replace(KIOSK_PATH);
          return;
        }
        if (isWallUser(user) && (location.pathname === '/' || location.pathname === DASHBOARD_PATH)) {
          window.location.replace(SCREEN_PATH);
          return;
        }
        useSession.getState().setUser(user);
        useSession.getState().setMenus(menus);
        if (user.isLicense === 0) navigate(LICENCE_PATH, { replace: true });
      },
      (error: unknown) => {
        if (cancelled || isLeaving) return;
        useSession.getState().reset();
        // The login page (no antd, no toasts) says why above its button.
        leaveLoginNotice(error instanceof RequestError ? error.message : t('login.userInfoFailed'));
        navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
    // Loads once per token; the redirect is the page the user asked for at that moment.
  }, [token, ready]);

  if (!token) return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`} replace />;
  if (!ready) return <Spin size="large" fullscreen />;
  if (pwdExpired && location.pathname !== PASSWORD_PATH) return <Navigate to={PASSWORD_PATH} replace />;
  return children;
}
