/**
 * The saved filter tags of the advanced search bar (spec console §2, §4): the page's tags, the
 * active one checked; the user's own tags can be deleted after a confirmation; a button saves the
 * current filters as a new tag.
 */
import { TagsOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/i18n/index.ts';
import { AddTagDialog } from './AddTagDialog.tsx';
import { TAG_OWN, type SearchTag } from './use-search-tags.ts';

type Props = {
  tags: SearchTag[];
  activeId: number | undefined;
  onChoose: (tag: SearchTag) => void;
  onAdd: (names: Record<Language, string>) => Promise<void>;
  onDelete: (tag: SearchTag) => Promise<void>;
};

export function SearchTags({ tags, activeId, onChoose, onAdd, onDelete }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [adding, setAdding] = useState(false);

  const confirmDelete = (tag: SearchTag) =>
    modal.confirm({
      title: t('tags.deleteTitle'),
      content: t('tags.deleteConfirm', { name: tag.tagName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await onDelete(tag);
        message.success(t('tags.deleted'));
      },
    });

  const save = async (names: Record<Language, string>) => {
    await onAdd(names);
    message.success(t('tags.saved'));
  };

  return (
    <div className="wms-search-tags" data-testid="search-tags">
      <Space wrap size={[4, 8]}>
        {tags.map((tag) => (
          <Tag
            key={tag.id}
            color={tag.id === activeId ? 'blue' : undefined}
            className="wms-search-tag"
            data-active={tag.id === activeId}
            closable={tag.tagOwnType === TAG_OWN}
            onClose={(event) => {
              event.preventDefault();
              confirmDelete(tag);
            }}
            onClick={() => onChoose(tag)}
          >
            {tag.tagName}
          </Tag>
        ))}
        <Button size="small" type="dashed" icon={<TagsOutlined />} onClick={() => setAdding(true)} data-testid="add-tag">
          {t('tags.add')}
        </Button>
      </Space>
      <AddTagDialog open={adding} onSave={save} onClose={() => setAdding(false)} />
    </div>
  );
}
