/**
 * Toolbar tool of message-query (LIST_EXTRAS; docs/decisions/0123-messages-that-leave.md): for one
 * selected e-mail or webhook message, with isSearch, "Delivery log" shows its attempts
 * (getMessageDeliveryList): time, outcome and the server's answer or the error.
 */
import { Button, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageEntity } from '../../../shared/entities/message.entity.ts';
import { CHANNEL_IN_APP } from '../../../shared/messages.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

type Attempt = { attempt: number; attemptedAt: string; success: boolean; detail: string | null };

export function MessageDeliveryTools({ permissions, selected }: ListExtraProps) {
  const { t } = useTranslation();
  const [attempts, setAttempts] = useState<Attempt[]>();
  const [only] = selected.length === 1 ? selected : [];
  if (!permissions.isSearch) return null;

  const show = async () => {
    try {
      setAttempts(await call<Attempt[]>(messageEntity.calls.service, 'getMessageDeliveryList', { id: Number(only.id) }));
    } catch {
      // request.ts has shown the error.
    }
  };

  return (
    <>
      <Button size="small" disabled={!only || only.channel === CHANNEL_IN_APP} onClick={() => void show()} data-testid="message-delivery-log">{t('messaging.deliveryLog')}</Button>
      {only && attempts && (
        <Modal open width={720} footer={null} title={t('messaging.deliveryTitle', { messageNo: String(only.messageNo) })} onCancel={() => setAttempts(undefined)}>
          <Table<Attempt>
            rowKey="attempt"
            size="small"
            pagination={false}
            dataSource={attempts}
            locale={{ emptyText: t('messaging.noAttempts') }}
            columns={[
              { key: 'attempt', dataIndex: 'attempt', title: t('messaging.attempt'), width: 80 },
              { key: 'attemptedAt', dataIndex: 'attemptedAt', title: t('messaging.attemptedAt'), width: 170, render: (value: string) => formatDateTime(value) },
              { key: 'success', dataIndex: 'success', title: t('messaging.outcome'), width: 90, render: (value: boolean) => <Tag color={value ? 'green' : 'red'}>{t(value ? 'messaging.success' : 'messaging.failure')}</Tag> },
              { key: 'detail', dataIndex: 'detail', title: t('messaging.detail') },
            ]}
          />
        </Modal>
      )}
    </>
  );
}
