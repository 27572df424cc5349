/**
 * Toolbar tools of message-configuration (LIST_EXTRAS; docs/decisions/0123-messages-that-leave.md),
 * for one selected configuration, with isModify: "Set password or secret" stores the mail server
 * password or the webhook signing secret (setMessageConfigSecret; never shown again), "Send test
 * mail" (an e-mail configuration only) sends a mail to the address entered and shows the mail
 * server's answer (sendTestMail). A refusal is shown by request.ts.
 */
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageConfigEntity } from '../../../shared/entities/message.entity.ts';
import { CHANNEL_EMAIL } from '../../../shared/messages.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from '../basic/list-extra-props.ts';

const { service } = messageConfigEntity.calls;

export function MessageConfigTools({ permissions, selected }: ListExtraProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState<'secret' | 'mail'>();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ secret?: string; to?: string }>();
  const [only] = selected.length === 1 ? selected : [];
  if (!permissions.isModify) return null;

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      if (open === 'secret') {
        await call(service, 'setMessageConfigSecret', { id: Number(only.id), secret: values.secret });
        message.success(t('messaging.secretSaved'));
      } else {
        const { response } = await call<{ response: string }>(service, 'sendTestMail', { id: Number(only.id), to: values.to });
        message.success(t('messaging.testMailSent', { response }));
      }
      setOpen(undefined);
    } catch {
      // request.ts has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" disabled={!only} onClick={() => setOpen('secret')} data-testid="message-config-secret">{t('messaging.setSecret')}</Button>
      <Button size="small" disabled={!only || only.channel !== CHANNEL_EMAIL} onClick={() => setOpen('mail')} data-testid="message-config-test-mail">{t('messaging.testMail')}</Button>
      {only && open && (
        <Modal
          open
          title={t(open === 'secret' ? 'messaging.secretTitle' : 'messaging.testMailTitle', { configNo: String(only.configNo) })}
          confirmLoading={busy}
          onOk={() => void submit()}
          onCancel={() => setOpen(undefined)}
          destroyOnHidden
        >
          <Form form={form} layout="vertical" preserve={false}>
            {open === 'secret' ? (
              <>
                <Typography.Paragraph type="secondary">{t('messaging.secretHint')}</Typography.Paragraph>
                <Form.Item name="secret" label={t('field.secret')} rules={[{ required: true, message: t('validation.required', { field: t('field.secret') }) }, { max: 200 }]}>
                  <Input.Password autoComplete="new-password" data-testid="message-config-secret-input" />
                </Form.Item>
              </>
            ) : (
              <Form.Item name="to" label={t('field.to')} rules={[{ required: true, message: t('validation.required', { field: t('field.to') }) }, { type: 'email', message: t('validation.email') }]}>
                <Input type="email" data-testid="message-config-test-mail-to" />
              </Form.Item>
            )}
          </Form>
        </Modal>
      )}
    </>
  );
}
