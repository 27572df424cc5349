/**
 * The fixed paths of the console (spec console §2), apart from routes.ts so the first load (login
 * page, app.tsx, RequireAuth) does not pull in the entity declarations that routes.ts resolves menus with.
 */
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
/** The user's own settings (spec console §2 "/setting"): user information and password. */
export const SETTING_PATH = '/setting';
export const USER_INFO_PATH = '/setting/user-info';
export const PASSWORD_PATH = '/setting/password';
/** The big screen (spec console §2, hidden full-screen view): its own entry, opened as a page of its own. */
export { SCREEN_PATH } from '../shared/screen-path.ts';
