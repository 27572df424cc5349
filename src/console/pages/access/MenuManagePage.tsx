/**
 * Menu management (spec console §2 System jurisdiction menu, add-menu and add-Secmenu; §6 peer and
 * submenu rules): one tab per application (PC, PDA, SUP) with its whole menu tree; for the selected
 * menu, Add peer menu, Add submenu (only under a level-1 PDA or level-2 PC/SUP menu), Modify and
 * Delete as the page's flags allow. Add and modify open a dialog with the names in the three
 * languages, the route name, sort, icon and status; the server checks them again. Opened at
 * add-menu/{menuOwner} or add-Secmenu/{menuOwner} (`addTo`), the page shows the application of
 * menuOwner and opens the add dialog at once: a peer menu under menuOwner ('0' a top menu), or a
 * submenu of menuOwner where the submenu rule allows one (else it says which menu to choose).
 */
import { App, Button, Card, Empty, Form, Input, InputNumber, Modal, Space, Switch, Tabs, Tree } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_NOS, MENU_NAME_FORBIDDEN, ROUTE_NAME, SUBMENU_PARENT_LEVEL, type AppNo } from '../../../shared/app-menus.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/i18n/index.ts';
import { call } from '../../../client/request.ts';
import type { MenuAddTo } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { dottedPath, showFieldRefusals } from '../../entity/field-refusals.ts';

type AdminMenu = { id: number; version: number; menuNo: string; menuNameMap: Record<string, string>; menuLevel: number; url: string; sort: number; icon: string | null; statusCode: number; appNo: AppNo; children: AdminMenu[] };
type TreeItem = { key: string; title: string; children: TreeItem[] };
type Editing = { mode: 'peer' | 'child' | 'modify'; menu: AdminMenu };

function find(nodes: AdminMenu[], menuNo: string): AdminMenu | undefined {
  for (const node of nodes) {
    if (node.menuNo === menuNo) return node;
    const found = find(node.children, menuNo);
    if (found) return found;
  }
  return undefined;
}

/** The menu a route's add dialog starts from: menuOwner itself (submenu) or its first child (peer), in the tree holding it. */
function addTarget(tree: AdminMenu[], addTo: MenuAddTo): AdminMenu | undefined {
  if (addTo.mode === 'child') return find(tree, addTo.menuOwner);
  return addTo.menuOwner === '0' ? tree[0] : find(tree, addTo.menuOwner)?.children[0];
}

export function MenuManagePage({ menu, addTo }: { menu: MenuNode; addTo?: MenuAddTo }) {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const [appNo, setAppNo] = useState<AppNo>('PC');
  const [tree, setTree] = useState<AdminMenu[]>([]);
  const [selectedNo, setSelectedNo] = useState<string>();
  const [editing, setEditing] = useState<Editing>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [form] = Form.useForm();
  const { isAdd, isModify, isDelete } = menu.permissions;

  const load = useCallback(async () => setTree(await call<AdminMenu[]>('ISysMenuService', 'getsysmenutreebyappno', { appNo })), [appNo]);
  useEffect(() => {
    setSelectedNo(undefined);
    void load();
  }, [load]);

  const selected = selectedNo ? find(tree, selectedNo) : undefined;
  const edit = useCallback((mode: Editing['mode'], target: AdminMenu) => {
    setEditing({ mode, menu: target });
    form.resetFields();
    form.setFieldsValue(mode === 'modify' ? { ...target, statusCode: target.statusCode === 1 } : { statusCode: true, sort: 99 });
  }, [form]);
  const open = (mode: Editing['mode']) => (selected ? edit(mode, selected) : void message.warning(t('access.chooseMenu')));

  // add-menu/{menuOwner}, add-Secmenu/{menuOwner}: the application holding menuOwner, then the add dialog.
  useEffect(() => {
    if (!addTo || !isAdd) return;
    void (async () => {
      for (const app of APP_NOS) {
        const appTree = await call<AdminMenu[]>('ISysMenuService', 'getsysmenutreebyappno', { appNo: app });
        const target = addTarget(appTree, addTo);
        if (!target) continue;
        setAppNo(app);
        if (addTo.mode === 'child' && target.menuLevel !== SUBMENU_PARENT_LEVEL[app]) return void message.warning(t('error.MENU_SUBMENU_NOT_ALLOWED'));
        setExpanded((keys) => [...new Set([...keys, addTo.menuOwner])]);
        return edit(addTo.mode, target);
      }
      message.warning(t('access.menuOwnerUnknown', { menuNo: addTo.menuOwner }));
    })();
  }, [addTo, isAdd, edit, message, t]);
  const submit = async () => {
    if (!editing) return;
    // A rejected validation shows its field errors on the form: nothing more to do.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = { menuNameMap: values.menuNameMap, url: values.url, sort: values.sort, icon: values.icon || null, statusCode: values.statusCode ? 1 : 0 };
    try {
      if (editing.mode === 'modify') await call('ISysMenuService', 'updatesysmenubyid', { id: editing.menu.id, version: editing.menu.version, ...body });
      else await call('ISysMenuService', 'addsyschildmenu', { menuNo: editing.menu.menuNo, addType: editing.mode, ...body });
      // A new submenu shows at once under its parent.
      if (editing.mode === 'child') setExpanded((keys) => [...new Set([...keys, editing.menu.menuNo])]);
      message.success(t('form.saved'));
      setEditing(undefined);
      await load();
    } catch (error) {
      showFieldRefusals(form, error, dottedPath);
    }
  };
  const remove = () => {
    if (!selected) return void message.warning(t('access.chooseMenu'));
    modal.confirm({
      title: t('access.removeMenu'),
      content: t('access.removeConfirm', { name: selected.menuNameMap[i18n.language] ?? selected.menuNo }),
      onOk: async () => {
        await call('ISysMenuService', 'deletesysmenubymenuno', { menuNo: selected.menuNo });
        message.success(t('list.deleted', { count: 1 }));
        setSelectedNo(undefined);
        await load();
      },
    });
  };
  const toTree = (nodes: AdminMenu[]): TreeItem[] =>
    nodes.map((node) => ({ key: node.menuNo, title: `${node.menuNameMap[i18n.language] ?? node.menuNo} (${node.url})${node.statusCode === 1 ? '' : ` - ${t('enum.STATUS.0')}`}`, children: toTree(node.children) }));
  const childAllowed = selected && selected.menuLevel === SUBMENU_PARENT_LEVEL[selected.appNo];

  return (
    <div className="wms-list" data-testid="menu-manage">
      <Card variant="borderless" className="wms-table-card">
        <Tabs activeKey={appNo} onChange={(key) => setAppNo(key as AppNo)} items={APP_NOS.map((app) => ({ key: app, label: t(`access.app.${app}`) }))} />
        <div className="wms-toolbar">
          <Space>
            {isAdd && <Button type="primary" disabled={!selected} onClick={() => open('peer')} data-testid="menu-add-peer">{t('access.addPeer')}</Button>}
            {isAdd && <Button disabled={!childAllowed} onClick={() => open('child')} data-testid="menu-add-child">{t('access.addChild')}</Button>}
            {isModify && <Button disabled={!selected} onClick={() => open('modify')} data-testid="menu-modify">{t('access.edit')}</Button>}
            {isDelete && <Button danger disabled={!selected} onClick={remove} data-testid="menu-delete">{t('access.removeMenu')}</Button>}
          </Space>
        </div>
        {tree.length ? <Tree showLine blockNode treeData={toTree(tree)} expandedKeys={expanded} onExpand={(keys) => setExpanded(keys as string[])} selectedKeys={selectedNo ? [selectedNo] : []} onSelect={(keys) => setSelectedNo(keys[0] as string | undefined)} data-testid="menu-tree" /> : <Empty />}
      </Card>
      <Modal open={Boolean(editing)} title={editing && t(editing.mode === 'modify' ? 'access.edit' : editing.mode === 'peer' ? 'access.addPeer' : 'access.addChild')} onOk={() => void submit()} onCancel={() => setEditing(undefined)} destroyOnHidden>
        <Form form={form} layout="vertical">
          {LANGUAGES.map((language) => (
            <Form.Item key={language} name={['menuNameMap', language]} label={t('access.nameIn', { language: LANGUAGE_NAMES[language] })} rules={[{ required: true, message: t('validation.requiredLanguage', { field: t('field.menuName'), language: LANGUAGE_NAMES[language] }) }, { validator: async (_, value: string) => (value && MENU_NAME_FORBIDDEN.test(value) ? Promise.reject(new Error(t('validation.menuNameChars'))) : undefined) }]}>
              <Input maxLength={99} />
            </Form.Item>
          ))}
          <Form.Item name="url" label={t('field.url')} rules={[{ required: true, message: t('validation.required', { field: t('field.url') }) }, { pattern: ROUTE_NAME, message: t('validation.menuUrl') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label={t('field.sort')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="icon" label={t('field.icon')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="statusCode" label={t('field.statusCode')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
