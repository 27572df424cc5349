/** A stock document with its lines in a right-side drawer (75%): the link target of the stock history. */
import { Descriptions, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentOfType } from '../../../shared/documents/index.ts';
import { displayValue } from '../../entity/entity-columns.ts';
import { getDocument, type DocRecord } from './document-api.ts';
import { LinesEditor } from './LinesEditor.tsx';

type Props = { target: { docType: string; id: number } | undefined; onClose: () => void };

export function DocumentDrawer({ target, onClose }: Props) {
  const { t } = useTranslation();
  const doc = target && documentOfType(target.docType);
  const [record, setRecord] = useState<DocRecord | undefined>();
  useEffect(() => {
    setRecord(undefined);
    if (doc && target) getDocument(doc, target.id).then(setRecord).catch(() => undefined);
  }, [doc, target]);
  return (
    <Drawer open={target !== undefined} onClose={onClose} size="75%" title={doc && t('list.detail', { name: t(`entity.${doc.entity.name}`) })} destroyOnHidden>
      {doc && !record && <Spin />}
      {doc && record && (
        <>
          <Descriptions
            className="wms-detail-block"
            bordered
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={Object.entries(doc.entity.fields).map(([field, def]) => ({ key: field, label: t(`field.${field}`), children: displayValue(def, record[field], t) || '-' }))}
          />
          <LinesEditor doc={doc} lines={record.lines} onChange={() => undefined} errors={{}} header={record} readOnly />
        </>
      )}
    </Drawer>
  );
}
