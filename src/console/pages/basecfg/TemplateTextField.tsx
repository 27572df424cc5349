/**
 * Content of a message template (src/shared/messages.ts): a text area with the placeholders of the
 * chosen notice type as buttons; a click appends `{{name}}` to the content.
 */
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDERS, type NoticeType } from '../../../shared/messages.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';

export function TemplateTextField({ spec, value, onChange, id }: WidgetProps) {
  const { t } = useTranslation();
  const noticeType = Form.useWatch('noticeType', Form.useFormInstance()) as NoticeType | undefined;
  const text = (value as string | null | undefined) ?? '';
  const names = noticeType ? (PLACEHOLDERS[noticeType] ?? []) : [];
  return (
    <Space orientation="vertical" className="wms-wide">
      <Input.TextArea id={id} rows={4} value={text} maxLength={spec.def.max} showCount onChange={(event) => onChange?.(event.target.value)} disabled={spec.disabled} />
      <Typography.Text type="secondary">{t(names.length ? 'basecfg.placeholders' : 'basecfg.chooseNoticeType')}</Typography.Text>
      <Space wrap size={4}>
        {names.map((name) => (
          <Button key={name} size="small" onClick={() => onChange?.(`${text}{{${name}}}`)}>{`{{${name}}}`}</Button>
        ))}
      </Space>
    </Space>
  );
}
