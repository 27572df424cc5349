/**
 * Toolbar tools of the System.Integrate list pages (LIST_EXTRAS; docs/decisions/ "Integration"),
 * for one selected row:
 * - source (160401), isModify: "Authorization header" stores or clears the header value sent to
 *   the ERP (setSourceAuthHeader); the modal and the list's authSet column say set / not set, the
 *   value itself is never shown again.
 * - back (callbacks, 160402): "Signing secret" (isModify) stores or clears the HMAC key
 *   (setCallbackSecret), "Delivery log" (isSearch) shows the callback's latest deliveries with
 *   every attempt (getCallbackDeliveryList).
 * A refusal is shown by request.ts.
 */
import { App, Button, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callbackEntity, integrationSourceEntity } from '../../../shared/entities/integration.entity.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

type Attempt = { attempt: number; attemptedAt: string; success: boolean; detail: string | null };
type Delivery = { messageNo: string; eventId: number; eventType: string; sendState: string; attempts: number; lastError: string | null; sentAt: string | null; createDate: string; log: Attempt[] };
type SecretTarget = { service: string; method: string; param: 'authHeader' | 'secret'; label: string; isSet: boolean; title: string };

/** The modal that stores (Save) or clears (Clear) a write-only value; it only says whether one is set. */
function SecretModal({ target, onClose }: { target: SecretTarget & { id: number }; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ value: string }>();

  const save = async (value: string | null) => {
    setBusy(true);
    try {
      await call(target.service, target.method, { id: target.id, [target.param]: value });
      message.success(t('integrate.done'));
      onClose(true);
    } catch {
      // request.ts has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={target.title}
      onCancel={() => onClose(false)}
      destroyOnHidden
      footer={[
        <Button key="clear" danger disabled={!target.isSet} loading={busy} onClick={() => void save(null)} data-testid="integration-secret-clear">{t('integrate.clearSecret')}</Button>,
        <Button key="save" type="primary" loading={busy} onClick={() => void form.validateFields().then(({ value }) => save(value))} data-testid="integration-secret-save">{t('integrate.saveSecret')}</Button>,
      ]}
    >
      <Typography.Paragraph>
        <Tag color={target.isSet ? 'green' : 'default'} data-testid="integration-secret-state">{t(target.isSet ? 'integrate.secretSet' : 'integrate.secretNotSet')}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('integrate.secretWriteOnly')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="value" label={target.label} rules={[{ required: true, message: t('validation.required', { field: target.label }) }, { max: 500 }]}>
          <Input.Password autoComplete="new-password" data-testid="integration-secret-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Tools of the source list: the write-only Authorization header. */
export function SourceTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [only] = selected.length === 1 ? selected : [];
  if (!permissions.isModify) return null;
  const target = only && {
    id: Number(only.id), service: integrationSourceEntity.calls.service, method: 'setSourceAuthHeader', param: 'authHeader' as const,
    label: t('field.authHeader'), isSet: Boolean(only.authSet), title: t('integrate.authTitle', { integrationNo: String(only.integrationNo) }),
  };
  return (
    <>
      <Button size="small" disabled={!only} onClick={() => setOpen(true)} data-testid="source-auth-header">{t('field.authHeader')}</Button>
      {target && open && <SecretModal target={target} onClose={(saved) => { setOpen(false); if (saved) onDone(); }} />}
    </>
  );
}

/** Tools of the callback list: the write-only signing secret and the delivery log. */
export function CallbackTools({ permissions, selected, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [deliveries, setDeliveries] = useState<Delivery[]>();
  const [only] = selected.length === 1 ? selected : [];
  const target = only && {
    id: Number(only.id), service: callbackEntity.calls.service, method: 'setCallbackSecret', param: 'secret' as const,
    label: t('integrate.signingSecret'), isSet: Boolean(only.secretSet), title: t('integrate.callbackSecretTitle', { callbackNo: String(only.callbackNo) }),
  };

  const showLog = async () => {
    try {
      setDeliveries(await call<Delivery[]>(callbackEntity.calls.service, 'getCallbackDeliveryList', { id: Number(only.id) }));
    } catch {
      // request.ts has shown the error.
    }
  };

  return (
    <>
      {permissions.isModify && <Button size="small" disabled={!only} onClick={() => setOpen(true)} data-testid="callback-secret">{t('integrate.signingSecret')}</Button>}
      {permissions.isSearch && <Button size="small" disabled={!only} onClick={() => void showLog()} data-testid="callback-delivery-log">{t('messaging.deliveryLog')}</Button>}
      {target && open && <SecretModal target={target} onClose={(saved) => { setOpen(false); if (saved) onDone(); }} />}
      {only && deliveries && (
        <Modal open width={900} footer={null} title={t('integrate.callbackLogTitle', { callbackNo: String(only.callbackNo) })} onCancel={() => setDeliveries(undefined)}>
          <Table<Delivery>
            rowKey="messageNo"
            size="small"
            pagination={false}
            dataSource={deliveries}
            locale={{ emptyText: t('messaging.noAttempts') }}
            expandable={{
              rowExpandable: (row) => row.log.length > 0,
              expandedRowRender: (row) => (
                <Table<Attempt>
                  rowKey="attempt"
                  size="small"
                  pagination={false}
                  dataSource={row.log}
                  columns={[
                    { key: 'attempt', dataIndex: 'attempt', title: t('messaging.attempt'), width: 80 },
                    { key: 'attemptedAt', dataIndex: 'attemptedAt', title: t('messaging.attemptedAt'), width: 170, render: (value: string) => formatDateTime(value) },
                    { key: 'success', dataIndex: 'success', title: t('messaging.outcome'), width: 90, render: (value: boolean) => <Tag color={value ? 'green' : 'red'}>{t(value ? 'messaging.success' : 'messaging.failure')}</Tag> },
                    { key: 'detail', dataIndex: 'detail', title: t('messaging.detail') },
                  ]}
                />
              ),
            }}
            columns={[
              { key: 'messageNo', dataIndex: 'messageNo', title: t('integrate.deliveryNo'), width: 200 },
              { key: 'eventId', dataIndex: 'eventId', title: t('integrate.eventId'), width: 90 },
              { key: 'createDate', dataIndex: 'createDate', title: t('integrate.queuedAt'), width: 170, render: (value: string) => formatDateTime(value) },
              { key: 'sendState', dataIndex: 'sendState', title: t('messaging.outcome'), width: 100, render: (value: string) => t(`enum.SEND_STATE.${value}`) },
              { key: 'attempts', dataIndex: 'attempts', title: t('integrate.attempts'), width: 80 },
              { key: 'lastError', dataIndex: 'lastError', title: t('messaging.detail') },
            ]}
          />
        </Modal>
      )}
    </>
  );
}
