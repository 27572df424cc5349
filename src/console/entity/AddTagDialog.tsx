/**
 * The add-tag dialog of the advanced search bar (spec console §2, §5 "Saved tag label is required
 * (requiredLabelName, on blur)", §9 "Add-tag dialog 500px"): one label per language, all required.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../shared/i18n/languages.ts';

const DIALOG_WIDTH = 500;

type Props = { open: boolean; onSave: (names: Record<Language, string>) => Promise<void>; onClose: () => void };

export function AddTagDialog({ open, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<Language, string>>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const names = await form.validateFields();
    setSaving(true);
    try {
      await onSave(names);
      onClose();
    } catch {
      // request.ts has shown the error; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={t('tags.addTitle')}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      data-testid="add-tag-dialog"
    >
      <Form form={form} layout="vertical" name="add-tag" preserve={false}>
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={language}
            label={t('tags.label', { language: LANGUAGE_NAMES[language] })}
            validateTrigger="onBlur"
            rules={[{ required: true, whitespace: true, message: t('tags.requiredLabelName', { language: LANGUAGE_NAMES[language] }) }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
