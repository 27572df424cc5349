/**
 * Inbound / Dock and yard / appointment (issue 15): dock appointments by slot; "Book a slot" for
 * an approved ASN (isAdd), Confirm (isCheck), Move to another hour or door (isModify), Cancel
 * (isCancelInvalid, after a confirmation), each on one selected appointment. Slots are whole hours
 * of the user's clock. The list reloads on the page hub's dock.changed (a supplier's booking shows
 * up live, at most twice a second).
 */
import { App, Button, Card, DatePicker, Form, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditTime } from 'rxjs';
import { openPageHub } from '../../../client/page-hub.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const APPOINTMENTS: ListCall = ['IDockAppointmentService', 'list'];
// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, { field: 'supplierNo' }, { field: 'warehouseNo' }, { field: 'doorNo' }, { field: 'slotStart', kind: 'datetime' },
  { field: 'status', enumMid: 'APPOINTMENT_STATUS' }, { field: 'state', enumMid: 'YARD_STATE' }, { field: 'updateDate', kind: 'datetime' },
];
type SlotForm = { asnNo?: string; slot: Dayjs; doorNo?: string };

export function AppointmentPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SlotForm>();
  const [editing, setEditing] = useState<'book' | 'move' | null>(null);
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const one = selected.length === 1 ? selected[0] : undefined;
  useEffect(() => {
    const hub = openPageHub();
    const changes = hub.topic('dock.changed').pipe(auditTime(500)).subscribe(() => setReloads((n) => n + 1));
    return () => {
      changes.unsubscribe();
      hub.close();
    };
  }, []);
  const done = () => {
    message.success(t('yard.page.done'));
    setReloads((n) => n + 1);
  };
  const act = async (method: 'confirm' | 'cancel') => {
    await call('IDockAppointmentService', method, { id: one!.id, version: one!.version });
    done();
  };
  const save = async () => {
    const values = await form.validateFields();
    const slotStart = values.slot.minute(0).second(0).millisecond(0).toISOString();
    const doorNo = values.doorNo?.trim() || undefined;
    if (editing === 'book') await call('IDockAppointmentService', 'book', { asnNo: values.asnNo!.trim(), slotStart, doorNo });
    else await call('IDockAppointmentService', 'move', { id: one!.id, version: one!.version, slotStart, doorNo });
    setEditing(null);
    done();
  };
  const live = one && one.status !== 'cancelled' && one.status !== 'received';
  const can = menu.permissions;
  return (
    <div className="wms-list" data-testid="appointment-page">
      <Card variant="borderless" className="wms-table-card">
        <div className="wms-toolbar">
          <Space wrap>
            {can.isAdd && <Button type="primary" onClick={() => { form.resetFields(); setEditing('book'); }}>{t('yard.page.book')}</Button>}
            {can.isCheck && <Button disabled={!live || one?.status !== 'booked'} onClick={() => void act('confirm')}>{t('yard.page.confirm')}</Button>}
            {can.isModify && <Button disabled={!live} onClick={() => { form.resetFields(); setEditing('move'); }}>{t('yard.page.move')}</Button>}
            {can.isCancelInvalid && (
              <Popconfirm title={t('yard.page.cancelConfirm')} disabled={!live} onConfirm={() => act('cancel')}>
                <Button danger disabled={!live}>{t('yard.page.cancel')}</Button>
              </Popconfirm>
            )}
          </Space>
        </div>
        <Typography.Paragraph type="secondary" data-testid="appointment-rule">{t('yard.capacityRule')} · {t('yard.page.zoneNote', { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</Typography.Paragraph>
        <CheckTable list={APPOINTMENTS} columns={COLUMNS} condition={NO_CONDITION} reloads={reloads} selected={selected} onSelect={setSelected} testId="appointment-table" />
      </Card>
      <Modal open={editing !== null} title={t(editing === 'move' ? 'yard.page.move' : 'yard.page.book')} onOk={() => void save()} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form form={form} layout="vertical">
          {editing === 'book' && <Form.Item name="asnNo" label={t('field.asnNo')} rules={[{ required: true, message: t('validation.required', { field: t('field.asnNo') }) }]}><Input /></Form.Item>}
          <Form.Item name="slot" label={t('yard.page.slot')} rules={[{ required: true, message: t('validation.required', { field: t('yard.page.slot') }) }]}>
            <DatePicker showTime={{ format: 'HH' }} format="YYYY-MM-DD HH:00" />
          </Form.Item>
          <Form.Item name="doorNo" label={t('yard.page.door')}><Input /></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
