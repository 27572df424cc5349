/**
 * SM.Inventory query (spec console §7 IChkCheckStockBodyService, IChkProfitLossService): by plan
 * number, the count result of every counted stock key (book, counted, difference, its latest task
 * and counter) and the profit and loss (the differences of ended counts: gain or loss).
 */
import { Card, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALLOCATE_LIST, PROFIT_LOSS } from './check-api.ts';
import { CheckTable, type CheckColumn } from './CheckTable.tsx';

const KEY: CheckColumn[] = [{ field: 'checkNo' }, { field: 'lineNo' }, { field: 'cellNo' }, { field: 'itemNo' }, { field: 'itemName' }, { field: 'lotNo' }, { field: 'stockStatus', enumMid: 'STOCK_STATUS' }];
const RESULT: CheckColumn[] = [...KEY, { field: 'bookQty', kind: 'qty' }, { field: 'countQty', kind: 'qty' }, { field: 'diffQty', kind: 'qty' }, { field: 'round' }, { field: 'taskNo' }, { field: 'counterNo' }];
const PROFIT_LOSS_COLUMNS: CheckColumn[] = [...KEY, { field: 'bookQty', kind: 'qty' }, { field: 'countQty', kind: 'qty' }, { field: 'diffQty', kind: 'qty' }, { field: 'profitLossType', enumMid: 'PROFIT_LOSS_TYPE' }, { field: 'statusCode', enumMid: 'CHECK_STATUS_CODE' }];

export function CheckQueryPage() {
  const { t } = useTranslation();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  return (
    <div className="wms-list" data-testid="check-query-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('field.checkNo')} enterButton={t('check.search')} onSearch={(value) => setCondition({ checkNo: value.trim() || undefined })} data-testid="check-query-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <Tabs
          items={[
            { key: 'profitLoss', label: t('check.profitLoss'), children: <CheckTable list={PROFIT_LOSS} columns={PROFIT_LOSS_COLUMNS} condition={condition} testId="profit-loss-table" /> },
            { key: 'result', label: t('check.snapshot'), children: <CheckTable list={ALLOCATE_LIST} columns={RESULT} condition={condition} testId="check-result-table" /> },
          ]}
        />
      </Card>
    </div>
  );
}
