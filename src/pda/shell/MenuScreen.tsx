/**
 * The handheld's home: the user's PDA menu tree (groups with their pages as large buttons), then the
 * device's own pages. A scan here opens nothing: it is answered with the bad-scan signal and a line
 * naming the code and saying to open a task first (walk 15-28), so no scan goes unanswered or waits
 * for the next flow.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScans } from '../flows/use-scans.ts';
import type { Scanner } from '../scan/scanner.ts';
import type { PdaMenuNode } from '../session.ts';
import { Button, Notice, Screen } from '../ui.tsx';

type Props = { menu: PdaMenuNode[]; scanner: Scanner; onOpen: (page: PdaMenuNode) => void; onQueue: () => void; onVersion: () => void; onWarehouse: () => void; onSignOut: () => void };

export function MenuScreen({ menu, scanner, onOpen, onQueue, onVersion, onWarehouse, onSignOut }: Props) {
  const { t } = useTranslation('pda');
  const [scanned, setScanned] = useState<string>();
  useScans(scanner, (scan) => {
    scanner.bad();
    setScanned(scan.text);
  });
  return (
    <Screen title={t('menu.title')} testId="pda-menu">
      {menu.length === 0 && <Notice kind="bad">{t('menu.empty')}</Notice>}
      {scanned !== undefined && <Notice kind="bad">{t('menu.scanFirst', { code: scanned })}</Notice>}
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
