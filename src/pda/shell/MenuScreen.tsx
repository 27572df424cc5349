/** The handheld's home: the user's PDA menu tree (groups with their pages as large buttons), then the device's own pages. */
import { useTranslation } from 'react-i18next';
import type { PdaMenuNode } from '../session.ts';
import { Button, Notice, Screen } from '../ui.tsx';

type Props = { menu: PdaMenuNode[]; onOpen: (page: PdaMenuNode) => void; onQueue: () => void; onVersion: () => void; onWarehouse: () => void; onSignOut: () => void };

export function MenuScreen({ menu, onOpen, onQueue, onVersion, onWarehouse, onSignOut }: Props) {
  const { t } = useTranslation('pda');
  return (
    <Screen title={t('menu.title')} testId="pda-menu">
      {menu.length === 0 && <Notice kind="bad">{t('menu.empty')}</Notice>}
      {menu.map((group) => (
        <nav key={group.menuNo} className="pda-group" aria-label={group.menuName}>
          <h2>{group.menuName}</h2>
          <div className="pda-list">
            {group.children.map((page) => (
              <Button key={page.menuNo} onClick={() => onOpen(page)} testId={`menu-${page.url}`}>{page.menuName}</Button>
            ))}
          </div>
        </nav>
      ))}
      <div className="pda-list pda-device">
        <Button onClick={onQueue} testId="menu-queue">{t('menu.queue')}</Button>
        <Button onClick={onVersion} testId="menu-version">{t('menu.version')}</Button>
        <Button onClick={onWarehouse}>{t('warehouse.change')}</Button>
        <Button onClick={onSignOut} testId="menu-sign-out">{t('menu.signOut')}</Button>
      </div>
    </Screen>
  );
}
