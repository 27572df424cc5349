/** Titles of pages and tabs from the menu names (spec console §2 "Page titles come from route meta"). */
import type { PageRoute } from '../routes.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export function pageTitle(route: PageRoute | undefined, t: Translate): string {
  if (!route) return '';
  switch (route.kind) {
    case 'dashboard':
      return t('tabs.dashboard');
    case 'userInfo':
      return t('settings.userInfo');
    case 'password':
      return t('settings.password');
    case 'layout':
      return t('layout.title');
    case 'form':
      return t(route.mode === 'add' ? 'form.addTitle' : 'form.modifyTitle', { name: t(`entity.${route.entity.name}`) });
    case 'accountForm':
      return t(route.id === undefined ? 'form.addTitle' : 'form.modifyTitle', { name: route.menu.menuName });
    case 'accessForm':
      return t(route.id === undefined ? 'form.addTitle' : 'form.modifyTitle', { name: t(`entity.${route.access}`) });
    default:
      return route.menu.menuName;
  }
}
