/** Sign-out of the shell (user menu, ctrl+shift+Q): revokes the session, forgets it and shows the login page. */
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call } from '../../client/request.ts';
import { LOGIN_PATH } from '../routes.ts';
import { useSession } from '../../client/session-store.ts';
import { useTabs } from '../store/tabs-store.ts';

export function useLogout(): { logout: () => Promise<void>; confirmLogout: () => void } {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    await call('IBmLoginService', 'logout', {}, { quiet: true }).catch(() => undefined);
    useSession.getState().reset();
    useTabs.getState().clear();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
  const confirmLogout = useCallback(() => {
    modal.confirm({ title: t('shell.logoutTitle'), content: t('shell.logoutConfirm'), onOk: logout });
  }, [modal, t, logout]);
  return { logout, confirmLogout };
}
