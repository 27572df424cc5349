/**
 * The all-functions menu (spec console §2 Shell behaviour): every menu group, sub-group and page,
 * (pages straight under a group, as in the supplier portal's tree, listed under the group's name),
 * with a search debounced 300 ms that keeps and highlights the matching page names. alt+C toggles
 * it, Escape closes it, Delete clears its search; a page opens as a tab.
 */
import { Drawer, Empty, Input } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isMenuPage } from '../../shared/menu-tree.ts';
import { useSession, type MenuNode } from '../../client/session-store.ts';
import { useUi } from '../store/ui-store.ts';
import { filterMenus, splitMatches, toBlocks } from './all-menu.ts';

const SEARCH_DEBOUNCE_MS = 300;
const PANEL_WIDTH = 960;

function PageName({ name, query }: { name: string; query: string }) {
  return splitMatches(name, query).map((part, index) =>
    part.isHit ? <mark key={index} className="wms-hit">{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

type Opens = { query: string; onOpen: (path: string) => void };

/** The pages among the menus, in blocks of five links. */
function PageBlocks({ menus, query, onOpen }: Opens & { menus: MenuNode[] }) {
  const pages = menus.filter(isMenuPage);
  if (pages.length === 0) return null;
  return (
    <div className="wms-all-menu-blocks">
      {toBlocks(pages).map((block) => (
        <ul key={block[0].menuNo} className="wms-all-menu-block">
          {block.map((page) => (
            <li key={page.menuNo}>
              <a onClick={() => onOpen(page.path)}>
                <PageName name={page.menuName} query={query} />
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}

function SubGroup({ menu, query, onOpen }: Opens & { menu: MenuNode }) {
  return (
    <section className="wms-all-menu-sub">
      <h4>{menu.menuName}</h4>
      <PageBlocks menus={menu.children} query={query} onOpen={onOpen} />
    </section>
  );
}

export function AllMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((s) => s.menus);
  const isOpen = useUi((s) => s.isAllMenuOpen);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { isAllMenuOpen, setAllMenuOpen } = useUi.getState();
      // event.code: alt+C types another character on some keyboard layouts.
      if (event.altKey && event.code === 'KeyC') {
        event.preventDefault();
        setAllMenuOpen(!isAllMenuOpen);
      } else if (isAllMenuOpen && event.key === 'Escape') {
        setAllMenuOpen(false);
      } else if (isAllMenuOpen && event.key === 'Delete') {
        event.preventDefault();
        setText('');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const groups = useMemo(() => filterMenus(menus ?? [], query), [menus, query]);
  const open = (path: string) => {
    useUi.getState().setAllMenuOpen(false);
    navigate(path);
  };

  return (
    <Drawer
      open={isOpen}
      placement="left"
      size={PANEL_WIDTH}
      title={t('allMenu.title')}
      keyboard={false}
      onClose={() => useUi.getState().setAllMenuOpen(false)}
      rootClassName="wms-all-menu"
    >
      <Input.Search
        allowClear
        autoFocus
        value={text}
        placeholder={t('allMenu.search')}
        onChange={(event) => setText(event.target.value)}
        data-testid="all-menu-search"
      />
      {groups.length === 0 && <Empty description={t('allMenu.none')} />}
      {groups.map((group) => (
        <section key={group.menuNo} className="wms-all-menu-group">
          <h3>{group.menuName}</h3>
          <PageBlocks menus={group.children} query={query} onOpen={open} />
          {group.children.filter((sub) => !isMenuPage(sub)).map((sub) => (
            <SubGroup key={sub.menuNo} menu={sub} query={query} onOpen={open} />
          ))}
        </section>
      ))}
    </Drawer>
  );
}
