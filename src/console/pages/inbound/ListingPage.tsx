/** Inbound listing-list: what was put where (IInPutawayLineService getListingList), newest first, searched by notice number. */
import { Card, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { LISTING_LIST } from './putaway-api.ts';

const COLUMNS: CheckColumn[] = [
  { field: 'docNo' }, { field: 'taskNo' }, { field: 'lineNo' }, { field: 'warehouseNo' }, { field: 'itemNo' }, { field: 'lotNo' }, { field: 'qty', kind: 'qty' },
  { field: 'cellNo' }, { field: 'toCellNo' }, { field: 'putName' }, { field: 'putDate', kind: 'datetime' },
];

export function ListingPage() {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  return (
    <div className="wms-list" data-testid="listing-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('field.docNo')} enterButton={t('inbound.search')} onSearch={(value) => setCondition({ docNo: value.trim() || undefined })} data-testid="listing-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('inbound.listing')}>
        <CheckTable list={LISTING_LIST} columns={COLUMNS} condition={condition} testId="listing-table" />
      </Card>
    </div>
  );
}
