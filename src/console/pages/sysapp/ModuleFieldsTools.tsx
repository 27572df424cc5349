/**
 * "Module fields" of the design table and custom field lists (LIST_EXTRAS; spec console §7 Module
 * tables getModuleTableFields): for the module of the one selected row, each enabled design table
 * of the module with its columns (name, label, FIELD_TYPE, required) and the module's custom
 * fields, read-only in a dialog. Needs the page's isSearch, as the call does.
 */
import { Alert, Button, Modal, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

type TableField = { fieldNo: string; fieldName: string; fieldType: string; isRequired: boolean };
type ModuleFields = {
  module: string;
  tables: { designTable: string; designTableName: string; fields: TableField[] }[];
  customFields: { fieldNo: string; fieldNoName: string; fieldType: string }[];
};

export function ModuleFieldsTools({ permissions, selected }: ListExtraProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ModuleFields>();
  const module = selected.length === 1 && selected[0].module ? String(selected[0].module) : undefined;
  if (!permissions.isSearch) return null;

  const open = () => {
    if (module) call<ModuleFields>('ISysModuleTableService', 'getModuleTableFields', { module }).then(setFields, () => undefined);
  };
  const type = (value: string) => t(`enum.FIELD_TYPE.${value}`);
  const columns = [
    { title: t('field.fieldNo'), dataIndex: 'fieldNo' },
    { title: t('field.fieldNoName'), dataIndex: 'fieldName' },
    { title: t('field.fieldType'), dataIndex: 'fieldType', render: type },
    { title: t('sysapp.moduleFieldRequired'), dataIndex: 'isRequired', render: (value: boolean) => t(`enum.BOOL.${value}`) },
  ];

  return (
    <>
      <Tooltip title={module ? undefined : t('sysapp.moduleFieldsPick')}>
        <Button size="small" disabled={!module} onClick={open} data-testid="module-fields">{t('sysapp.moduleFields')}</Button>
      </Tooltip>
      <Modal open={fields !== undefined} title={t('sysapp.moduleFieldsTitle', { module: fields?.module })} footer={null} width={760} onCancel={() => setFields(undefined)} data-testid="module-fields-dialog">
        {fields?.tables.length === 0 && <Alert type="info" showIcon title={t('sysapp.moduleNoTables')} />}
        {fields?.tables.map((table) => (
          <div key={table.designTable}>
            <Typography.Title level={5}>{`${table.designTable} - ${table.designTableName}`}</Typography.Title>
            <Table size="small" rowKey="fieldNo" columns={columns} dataSource={table.fields} pagination={false} scroll={{ y: 320 }} />
          </div>
        ))}
        <Typography.Title level={5}>{t('sysapp.moduleCustomFields')}</Typography.Title>
        <Table size="small" rowKey="fieldNo" dataSource={fields?.customFields ?? []} pagination={false}
          columns={[{ title: t('field.fieldNo'), dataIndex: 'fieldNo' }, { title: t('field.fieldNoName'), dataIndex: 'fieldNoName' }, { title: t('field.fieldType'), dataIndex: 'fieldType', render: type }]} />
      </Modal>
    </>
  );
}
