/**
 * System application password-policy (spec console §2, workflows §3 Password policy; menu 160202):
 * one form over ISysPwdMethodService/getsyspwdmethod and updatesyspwdmethodbyid. The bounds are
 * those of the shared schema (src/shared/password-policy.ts); the default password is write-only
 * (empty keeps the stored one). Save shows with the page's isModify flag; the server's field
 * refusals land on their fields.
 */
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPOSITIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_FLOOR, type PasswordPolicy } from '../../../shared/password-policy.ts';
import { call } from '../../../client/request.ts';
import { useSession, type MenuNode } from '../../../client/session-store.ts';
import { showFieldRefusals } from '../../entity/field-refusals.ts';

const SERVICE = 'ISysPwdMethodService';

type Policy = PasswordPolicy & { version: number; hasDefaultPwd: boolean };
type Values = Omit<PasswordPolicy, 'isControlIndate' | 'isExpireWarn' | 'isAdminTotp'> & { isControlIndate: boolean; isExpireWarn: boolean; isAdminTotp: boolean; defaultPwd?: string };

const NUMBERS: { name: keyof PasswordPolicy; min: number; max: number }[] = [
  { name: 'minLength', min: PASSWORD_MIN_LENGTH_FLOOR, max: PASSWORD_MAX_LENGTH },
  { name: 'allowMistakeTimes', min: 3, max: 20 },
  { name: 'lockTime', min: 1, max: 1440 },
];

export function PasswordPolicyPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [policy, setPolicy] = useState<Policy>();
  const [saving, setSaving] = useState(false);
  const controlIndate = Form.useWatch('isControlIndate', form);
  const expireWarn = Form.useWatch('isExpireWarn', form);

  const show = (answer: Policy) => {
    setPolicy(answer);
    form.setFieldsValue({ ...answer, isControlIndate: answer.isControlIndate === 1, isExpireWarn: answer.isExpireWarn === 1, isAdminTotp: answer.isAdminTotp === 1, defaultPwd: '' });
  };

  useEffect(() => {
    void call<Policy>(SERVICE, 'getsyspwdmethod').then(show);
  }, []);

  const submit = async ({ isControlIndate, isExpireWarn, isAdminTotp, defaultPwd, ...values }: Values) => {
    if (!policy) return;
    setSaving(true);
    try {
      const body = { ...values, version: policy.version, isControlIndate: isControlIndate ? 1 : 0, isExpireWarn: isExpireWarn ? 1 : 0, isAdminTotp: isAdminTotp ? 1 : 0, ...(defaultPwd && { defaultPwd }) };
      const saved = await call<Policy>(SERVICE, 'updatesyspwdmethodbyid', body);
      show(saved);
      // The password hints of this session (user form, own password) follow the saved policy.
      const rule = { minLength: saved.minLength, maxLength: PASSWORD_MAX_LENGTH, passwordConstitute: saved.passwordConstitute };
      useSession.setState((state) => (state.user ? { user: { ...state.user, pwdRule: rule } } : state));
      message.success(t('security.saved'));
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setSaving(false);
    }
  };

  const editable = Boolean(menu.permissions.isModify);
  return (
    <Card variant="borderless" title={t('security.policyTitle')} loading={!policy} data-testid="password-policy">
      <Alert type="info" showIcon title={t('security.nistHint')} className="wms-policy-hint" />
      <Form form={form} layout="vertical" className="wms-policy-form" disabled={!editable} onFinish={(values) => void submit(values)}>
        <Form.Item name="passwordConstitute" label={t('security.passwordConstitute')}>
          <Select options={COMPOSITIONS.map((value) => ({ value, label: t(`security.composition.${value}`) }))} data-testid="policy-passwordConstitute" />
        </Form.Item>
        {NUMBERS.map(({ name, min, max }) => (
          <Form.Item key={name} name={name} label={t(`security.${name}`)} extra={name === 'allowMistakeTimes' ? t('security.allowMistakeHint') : undefined} rules={[{ required: true, type: 'integer', min, max, message: t('validation.intRange', { min, max }) }]}>
            {/* No min/max clamping: a number out of bounds stays as typed and the rule names the bounds. */}
            <InputNumber precision={0} data-testid={`policy-${name}`} />
          </Form.Item>
        ))}
        <Form.Item name="defaultPwd" label={t('security.defaultPwd')} extra={t(policy?.hasDefaultPwd ? 'security.defaultPwdSet' : 'security.defaultPwdUnset')}>
          <Input.Password autoComplete="new-password" data-testid="policy-defaultPwd" />
        </Form.Item>
        <Form.Item name="isAdminTotp" label={t('syssec.isAdminTotp')} extra={t('syssec.isAdminTotpHint')} valuePropName="checked">
          <Switch data-testid="policy-isAdminTotp" />
        </Form.Item>
        <Form.Item name="isControlIndate" label={t('security.isControlIndate')} valuePropName="checked">
          <Switch data-testid="policy-isControlIndate" />
        </Form.Item>
        <Form.Item name="indate" label={t('security.indate')} hidden={!controlIndate} rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('validation.intRange', { min: 1, max: 3650 }) }]}>
          <InputNumber min={1} max={3650} precision={0} data-testid="policy-indate" />
        </Form.Item>
        <Form.Item name="isExpireWarn" label={t('security.isExpireWarn')} valuePropName="checked" hidden={!controlIndate}>
          <Switch data-testid="policy-isExpireWarn" />
        </Form.Item>
        <Form.Item name="predate" label={t('security.predate')} hidden={!controlIndate || !expireWarn} rules={[{ required: true, type: 'integer', min: 1, max: 90, message: t('validation.intRange', { min: 1, max: 90 }) }]}>
          <InputNumber min={1} max={90} precision={0} data-testid="policy-predate" />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="policy-save">
            {t('security.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
