/**
 * The add and modify form of a user, supplier user or role (workflows §6 tabs; spec console §3, §7):
 * basic information (USER_FIELDS, SUPPLIER_USER_FIELDS or ROLE_FIELDS of src/shared/access.ts, a
 * password on add and optionally on modify for users), data permissions (organisations,
 * warehouses, document categories), role permissions (users) and menu permissions (MenuGrantTable).
 * Saving sends every tab the kind has in one saveorupdate call; field errors of the server go onto
 * the basic fields; after saving the tab closes and the list reloads.
 */
import { App, Button, Card, Form, Input, Select, Space, Switch, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_TYPES, FIELDS_OF, HOLDS_ROLES, PIN_PATTERN, SUPPLIER_ROLE, TABS_OF, type AccessKind, type DataEntry } from '../../../shared/access.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { RequestError } from '../../../client/request.ts';
import { usePage } from '../../shell/page-context.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useTabs } from '../../store/tabs-store.ts';
import { APPS_OF, dataOptions, getAccess, KEY_OF, saveAccess, type AccessRecord } from './access-api.ts';
import { MenuGrantTable, type Grants } from './MenuGrantTable.tsx';
import { PasswordHint } from '../setting/PasswordHint.tsx';

type Options = { value: string; label: string }[];
type Source = readonly [service: string, method: string, key: string, name: string];
const DATA_SOURCES = [
  { type: DATA_TYPES.org, label: 'access.dataOrgs', source: ['IBmOrgService', 'getFullAuthorityOrgListByParams', 'orgNo', 'orgName'] },
  { type: DATA_TYPES.warehouse, label: 'access.dataWarehouses', source: ['IBmWarehouseService', 'getFullAuthorityWarehouseListByParams', 'warehouseNo', 'warehouseName'] },
  { type: DATA_TYPES.classifyType, label: 'access.dataClassifyTypes', source: ['IBmClassifyTypeService', 'getFullAuthorityClassifyTypeListByParams', 'classifyType', 'classifyTypeName'] },
] as const;
const ROLE_SOURCE: Source = ['ISysRoleService', 'getsysrolelist', 'roleNo', 'roleName'];
const EMPLOYEE_SOURCE: Source = ['ISysEmployeeService', 'getsysemployeelistbyparams', 'id', 'employeeName'];

/** The "key - name" options of one list call, loaded once when `source` is given. */
function useOptions(source: Source | undefined): Options {
  const [options, setOptions] = useState<Options>([]);
  const [service, method, key, name] = source ?? [];
  useEffect(() => {
    if (service && method && key && name) void dataOptions(service, method, key, name).then(setOptions);
  }, [service, method, key, name]);
  return options;
}

export function AccessFormPage({ kind, menu, id }: { kind: AccessKind; menu: MenuNode; id?: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { path, leave } = usePage();
  const [form] = Form.useForm();
  const [record, setRecord] = useState<AccessRecord>();
  const [data, setData] = useState<Record<number, string[]>>({});
  // A new user's data scope follows Basic information's organisation and warehouse until chosen on its tab (walk 12-26 defect 3).
  const [scopeChosen, setScopeChosen] = useState(false);
  const [roleNos, setRoleNos] = useState<string[]>([]);
  const [grants, setGrants] = useState<Grants>({});
  const [saving, setSaving] = useState(false);
  const tabs = TABS_OF[kind];
  const fields = FIELDS_OF[kind];
  const apps = useMemo(() => APPS_OF[kind], [kind]);
  const hasData = tabs.includes('data');
  const orgs = useOptions(hasData ? DATA_SOURCES[0].source : undefined);
  const warehouses = useOptions(hasData ? DATA_SOURCES[1].source : undefined);
  const classifyTypes = useOptions(hasData ? DATA_SOURCES[2].source : undefined);
  const roles = useOptions(HOLDS_ROLES.includes(kind) ? ROLE_SOURCE : undefined);
  const employees = useOptions(kind === 'user' ? EMPLOYEE_SOURCE : undefined);

  useEffect(() => {
    if (id === undefined) {
      form.setFieldsValue({ statusCode: true });
      return;
    }
    void getAccess(kind, id).then((loaded) => {
      setRecord(loaded);
      form.setFieldsValue({ ...loaded, statusCode: loaded.statusCode === 1, employeeId: loaded.employeeId === null ? undefined : String(loaded.employeeId) });
      const byType: Record<number, string[]> = {};
      for (const entry of loaded.dataList ?? []) byType[entry.dataType] = [...(byType[entry.dataType] ?? []), entry.dataValue];
      setData(byType);
      setRoleNos(loaded.roleNos ?? []);
      setGrants(Object.fromEntries((loaded.menuList ?? []).map((grant) => [grant.menuNo, grant.flags])));
    });
  }, [kind, id, form]);

  // A new supplier user gets the seeded supplier role unless the administrator chooses otherwise.
  useEffect(() => {
    if (kind === 'supplierUser' && id === undefined && roles.some((role) => role.value === SUPPLIER_ROLE)) setRoleNos((chosen) => (chosen.length ? chosen : [SUPPLIER_ROLE]));
  }, [kind, id, roles]);

  const touched = () => useTabs.getState().setDirty(path, true);
  // Every form field lives on the basic tab: a refused field brings it to the front, wherever Save was pressed.
  const [activeTab, setActiveTab] = useState('basic');
  const onValuesChange = (changed: Record<string, unknown>) => {
    touched();
    if (kind !== 'user' || record || scopeChosen || !('orgNo' in changed || 'warehouseNo' in changed)) return;
    const { orgNo, warehouseNo } = form.getFieldsValue(['orgNo', 'warehouseNo']) as { orgNo?: string | null; warehouseNo?: string | null };
    setData((before) => ({ ...before, [DATA_TYPES.org]: orgNo ? [orgNo] : [], [DATA_TYPES.warehouse]: warehouseNo ? [warehouseNo] : [] }));
  };
  // A staff user without organisation or warehouse in the data scope, and no role to give one, sees no warehouse: Save asks first.
  const scopeEmpty = kind === 'user' && roleNos.length === 0 && !data[DATA_TYPES.org]?.length && !data[DATA_TYPES.warehouse]?.length;
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) {
      setActiveTab('basic');
      return;
    }
    if (!scopeEmpty) return store(values);
    modal.confirm({ title: t('access.noScopeTitle'), content: t('access.noScopeContent'), okText: t('access.saveAnyway'), cancelText: t('tabs.keep'), onOk: () => store(values) });
  };
  const store = async (values: Record<string, unknown>) => {
    const basic = Object.fromEntries(Object.keys(fields).filter((name) => !(record && fields[name].key)).map((name) => [name, values[name] ?? null]));
    const body: Record<string, unknown> = {
      ...basic,
      statusCode: values.statusCode ? 1 : 0,
      ...(kind === 'user' && { employeeId: values.employeeId ? Number(values.employeeId) : null }),
      ...(record && { id: record.id, version: record.version }),
      ...(kind !== 'role' && Boolean(values.pwd) && { pwd: values.pwd }),
      ...(kind === 'user' && Boolean(values.pin) && { pin: values.pin }),
      ...(tabs.includes('data') && { dataList: Object.entries(data).flatMap(([type, list]) => list.map((dataValue): DataEntry => ({ dataType: Number(type) as DataEntry['dataType'], dataValue }))) }),
      ...(HOLDS_ROLES.includes(kind) && { roleNos }),
      menuList: Object.entries(grants).filter(([, flags]) => flags.length).map(([menuNo, flags]) => ({ menuNo, flags })),
    };
    setSaving(true);
    try {
      await saveAccess(kind, body);
      message.success(t('form.saved'));
      useTabs.getState().bumpList(menu.path);
      useTabs.getState().setDirty(path, false);
      leave(menu.path);
    } catch (error) {
      const issues = error instanceof RequestError ? error.details?.fields : undefined;
      const onForm = issues?.filter((issue) => issue.field in fields || issue.field === 'pwd' || issue.field === 'pin') ?? [];
      if (onForm.length) {
        form.setFields(onForm.map((issue) => ({ name: issue.field, errors: [issue.message] })));
        setActiveTab('basic');
      }
    } finally {
      setSaving(false);
    }
  };

  const control = (name: string) => {
    const def = fields[name];
    if (def.kind === 'status') return <Switch />;
    if (name === 'employeeId') return <Select allowClear showSearch optionFilterProp="label" options={employees} />;
    if (def.ref) return <RefPicker entity={def.ref} />;
    return <Input disabled={Boolean(record && def.key)} maxLength={def.max ?? 99} />;
  };
  const roleSelect = (
    <Form.Item label={t('field.roleNos')}>
      <Select mode="multiple" allowClear showSearch optionFilterProp="label" value={roleNos} options={roles} onChange={(list: string[]) => { setRoleNos(list); touched(); }} data-testid="role-select" />
    </Form.Item>
  );
  const basicTab = (
    <Card variant="borderless" className="wms-form-card">
      {Object.entries(fields).map(([name, def]) => (
        <Form.Item key={name} name={name} label={t(`field.${name}`)} valuePropName={def.kind === 'status' ? 'checked' : 'value'} rules={def.required ? [{ required: true, message: t('validation.required', { field: t(`field.${name}`) }) }] : []}>
          {control(name)}
        </Form.Item>
      ))}
      {kind === 'supplierUser' && roleSelect}
      {kind !== 'role' && (
        <Form.Item name="pwd" label={t('field.pwd')} extra={<>{record ? t('access.pwdModifyHint') : t('access.pwdAddHint')}<PasswordHint personal={false} /></>}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      {kind === 'user' && (
        <Form.Item name="pin" label={t('access.pin')} extra={`${t('access.pinHint')}${record?.hasPin ? ` (${t('access.pinSet')})` : ''}`} rules={[{ pattern: PIN_PATTERN, message: t('validation.pinFormat') }]}>
          <Input.Password autoComplete="off" inputMode="numeric" maxLength={8} data-testid="user-pin" />
        </Form.Item>
      )}
    </Card>
  );
  const dataTab = (
    <Card variant="borderless" className="wms-form-card" extra={t('access.dataHint')}>
      {DATA_SOURCES.map(({ type, label }, index) => (
        <Form.Item key={type} label={t(label)}>
          <Select mode="multiple" allowClear showSearch optionFilterProp="label" value={data[type] ?? []} options={[orgs, warehouses, classifyTypes][index]} onChange={(list: string[]) => { setData({ ...data, [type]: list }); setScopeChosen(true); touched(); }} data-testid={`data-${type}`} />
        </Form.Item>
      ))}
    </Card>
  );
  const items = tabs.map((tab) => ({
    key: tab,
    label: t(`access.tab.${tab}`),
    forceRender: true,
    children:
      tab === 'basic' ? basicTab
      : tab === 'data' ? dataTab
      : tab === 'roles' ? (
        <Card variant="borderless" className="wms-form-card">{roleSelect}</Card>
      )
      : <MenuGrantTable apps={apps} value={grants} onChange={(next) => { setGrants(next); touched(); }} />,
  }));

  return (
    <div className="wms-form" data-testid={`access-form-${kind}`}>
      <Form form={form} layout="vertical" onValuesChange={onValuesChange}>
        <Card variant="borderless" title={t(record ? 'form.modifyTitle' : 'form.addTitle', { name: t(`entity.${kind}`) }) + (record ? ` ${record[KEY_OF[kind]]}` : '')}>
          <Tabs items={items} activeKey={activeTab} onChange={setActiveTab} />
        </Card>
      </Form>
      <Space className="wms-form-actions">
        <Button onClick={() => leave(menu.path)}>{t('form.cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="access-save">
          {t('form.save')}
        </Button>
      </Space>
    </div>
  );
}
