/**
 * A stock document with its lines in a right-side drawer (75%): the link target of the stock
 * history. The line table shows the module's child-table custom fields (displayPage 5).
 */
import { Descriptions, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import { documentOfType } from '../../../shared/documents/index.ts';
import { displayValue } from '../../entity/entity-columns.ts';
import { getDocument, type DocRecord } from './document-api.ts';
import { useLineCustomFields } from './line-custom-fields.ts';
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
      {doc && record && <DocumentDetail doc={doc} record={record} />}
    </Drawer>
  );
}

/** The header fields and the read-only lines of one document. */
function DocumentDetail({ doc, record }: { doc: DocumentDef; record: DocRecord }) {
  const { t } = useTranslation();
  const customFields = useLineCustomFields(doc);
  return (
    <>
      <Descriptions
        className="wms-detail-block"
        bordered
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={Object.entries(doc.entity.fields).map(([field, def]) => ({ key: field, label: t(`field.${field}`), children: displayValue(def, record[field], t) || '-' }))}
      />
      <LinesEditor doc={doc} lines={record.lines} onChange={() => undefined} errors={{}} header={record} readOnly customFields={customFields} />
    </>
  );
}
