/**
 * Tracing pages (spec console §2 Production review forward, reverse, resume; IPdTraceService,
 * src/server/production/tracing.ts): a search form (forward: production order and finished
 * barcode, both required before anything is asked; reverse: item and lot, or a receipt document;
 * resume: a barcode) and the answer drawn as an echarts tree (its own lazy chunk with the page).
 */
import { Button, Card, Empty, Form, Input, Space, Spin } from 'antd';
import { TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';

echarts.use([TreeChart, TooltipComponent, CanvasRenderer]);

export type TraceDirection = 'forward' | 'reverse' | 'resume';

type TraceNode = {
  kind: 'barcode' | 'order' | 'lot' | 'receipt' | 'shipment';
  itemNo?: string; lotNo?: string; qty?: string; orderNo?: string; barcode?: string; docType?: string; docNo?: string; supplierNo?: string | null;
  children: TraceNode[];
};

type ChartNode = { name: string; children: ChartNode[] };

const FIELDS: Record<TraceDirection, string[]> = { forward: ['orgNo', 'orderNo', 'barcode'], reverse: ['orgNo', 'itemNo', 'lotNo', 'asnNo'], resume: ['orgNo', 'barcode'] };

/** Fields asked for before calling, with the refusal shown (workflows §5: forward needs order and barcode). */
const REQUIRED: Record<TraceDirection, { fields: string[]; message: string }> = {
  forward: { fields: ['orderNo', 'barcode'], message: 'error.TRACE_ORDER_AND_BARCODE_REQUIRED' },
  reverse: { fields: [], message: '' },
  resume: { fields: ['barcode'], message: 'error.REPORT_BARCODE_REQUIRED' },
};

/** The node's label: its kind, what identifies it and its quantity. */
function labelOf(node: TraceNode, t: TFunction): string {
  const qty = node.qty ? ` × ${node.qty}` : '';
  const ident = {
    barcode: `${node.barcode ?? ''}${node.itemNo ? ` (${node.itemNo} / ${node.lotNo})` : ''}`,
    order: node.orderNo ?? '',
    lot: `${node.itemNo} / ${node.lotNo || '-'}`,
    receipt: `${node.docType ?? ''} ${node.docNo ?? ''}${node.supplierNo ? `, ${t('trace.supplier', { supplierNo: node.supplierNo })}` : ''}`,
    shipment: `${node.docType} ${node.docNo}`,
  }[node.kind];
  return `${t(`trace.kind.${node.kind}`)}: ${ident.trim()}${qty}`;
}

function chartNode(node: TraceNode, t: TFunction): ChartNode {
  return { name: labelOf(node, t), children: node.children.map((child) => chartNode(child, t)) };
}

export function TracePage({ direction }: { direction: TraceDirection }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [tree, setTree] = useState<TraceNode | undefined>();
  const [loading, setLoading] = useState(false);

  const search = async (values: Record<string, string | undefined>) => {
    setLoading(true);
    try {
      setTree(await call<TraceNode>('IPdTraceService', direction, values));
    } catch {
      // request.ts has shown the error.
    } finally {
      setLoading(false);
    }
  };

  const required = REQUIRED[direction];
  return (
    <div className="wms-list" data-trace={direction}>
      <Card variant="borderless" className="wms-search-card">
        <Form form={form} layout="inline" onFinish={(values) => void search(values)}>
          {FIELDS[direction].map((field) => (
            <Form.Item key={field} name={field} label={t(`field.${field}`)} rules={required.fields.includes(field) ? [{ required: true, message: t(required.message) }] : []}>
              <Input allowClear data-testid={`trace-${field}`} />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={loading} data-testid="trace-query">{t('list.query')}</Button>
          </Space>
        </Form>
      </Card>
      <Card variant="borderless" className="wms-table-card">
        {loading && <Spin />}
        {!loading && !tree && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trace.empty')} />}
        {!loading && tree && (
          <div data-testid="trace-tree">
            <ReactEChartsCore
              echarts={echarts}
              notMerge
              style={{ height: 520, width: '100%' }}
              option={{
                tooltip: { trigger: 'item', triggerOn: 'mousemove' },
                series: [{ type: 'tree', data: [chartNode(tree, t)], top: 16, left: 160, bottom: 16, right: 260, symbolSize: 9, initialTreeDepth: -1, expandAndCollapse: true,
                  label: { position: 'left', verticalAlign: 'middle', align: 'right', fontSize: 12 }, leaves: { label: { position: 'right', align: 'left' } } }],
              }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
