/**
 * Supplier portal Delivery > Delivery creation (SUP 5103; workflows §3 ASN, §5 shipping quantity
 * rules; issue 14): the supplier picks accepted order lines with something open
 * (ISrmPurchaseService/getordertracing with openOnly, its own lines only, the Open column shown),
 * sets each line's quantity (> 0, at most open: a quantity over it is kept, marked and explained
 * under the field with the open quantity) and lot, the dates, transport (ship method, carrier, driver, phone, plate, vehicle type,
 * tracking number) and invoice fields, optionally packs the lines into pallets and cartons
 * (PackingEditor), and creates the ASN (ISrmAsnService/addasn, pending approval). The page checks
 * everything it can before the call (delivery-check.ts); the server checks again and its refusals
 * (frozen supplier, a quantity opened meanwhile) come back as the localized error message. A
 * created ASN is shown: the page opens the ASN list (SUP 5101) at it, selected (`?focus=<id>`).
 * The open lines follow the purchaser's answers live (useHubTicks: order.answer, asn.status), reload
 * each time the tab comes to the front and on Refresh, keeping the ticked rows (record 0967).
 */
import { App, Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { EventType } from '../../../shared/events.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import { useBackInFront } from '../../shell/page-context.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { INVOICE_CLASSES, INVOICE_TYPES, SHIP_METHODS } from '../../../shared/entities/srm-asn.entity.ts';
import { call } from '../../../client/request.ts';
import { useSession, type MenuNode } from '../../../client/session-store.ts';
import { menuPath } from './menu-path.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { checkDelivery, toAddAsn, type DeliveryLine, type Pallet } from './delivery-check.ts';
import { itemLabel, ITEM_COLUMNS } from './item-label.ts';
import { PackingEditor } from './PackingEditor.tsx';

const OPEN_LINES: ListCall = ['ISrmPurchaseService', 'getordertracing'];
// Accepted lines with an open quantity only; one object for every render (a new condition reloads the table).
const ACCEPTED = { answerStatus: '1', openOnly: true };
/** The ASN list, where a created ASN is shown. */
const ASN_LIST_MENU = '5101';
const COLUMNS: CheckColumn[] = [
  { field: 'purchaseNo' }, { field: 'purchaseSeq' }, { field: 'purchaseBatchSeq' }, ...ITEM_COLUMNS, { field: 'warehouseNo' },
  { field: 'expectArrivalDate' }, { field: 'orderedQty', kind: 'qty' }, { field: 'openQty', kind: 'qty' },
];
const DATES = ['deliveryDate', 'expectedArrivalDate', 'invoiceDate'] as const;
const TEXTS = ['carrierName', 'driver', 'driverPhone', 'carNo', 'carType', 'trackingNo'] as const;

/** The events the open lines follow: an order line answered or taken, an ASN changing what is open. */
const LIVE_TOPICS: readonly EventType[] = ['order.answer', 'asn.status'];

export function DeliveryCreatePage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [lines, setLines] = useState<DeliveryLine[]>([]);
  const [pallets, setPallets] = useState<Pallet[]>([]);
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);
  const canAdd = Boolean(menu.permissions.isAdd);
  const navigate = useNavigate();
  const asnList = menuPath(useSession((s) => s.menus) ?? [], ASN_LIST_MENU);
  const { ticks } = useHubTicks(LIVE_TOPICS);
  // Back in front (or the browser tab shown again): what changed meanwhile shows.
  const front = useBackInFront();

  const addLines = () => {
    const fresh = selected.filter((row) => Number(row.openQty) > 0 && !lines.some((l) => l.purchaseId === row.id));
    setLines([...lines, ...fresh.map((row) => ({
      purchaseId: row.id, purchaseNo: String(row.purchaseNo), purchaseSeq: Number(row.purchaseSeq), item: `${String(row.itemNo)} ${itemLabel(row)}`, openQty: Number(row.openQty), qty: Number(row.openQty),
    }))]);
  };
  const removeLine = (index: number) => {
    setLines(lines.filter((_, i) => i !== index));
    setPallets([]);
  };
  const editLine = (index: number, change: Partial<DeliveryLine>) => setLines(lines.map((l, i) => (i === index ? { ...l, ...change } : l)));

  const create = async () => {
    const values = await form.validateFields().catch(() => undefined);
    // A refused field already says why under itself (localized); nothing is sent.
    if (!values) return;
    const problem = checkDelivery(lines, pallets);
    if (problem) {
      message.error(t(problem.key, problem.params));
      return;
    }
    const head = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, (DATES as readonly string[]).includes(k) ? (v as Dayjs).format('YYYY-MM-DD') : typeof v === 'number' ? String(v) : v]));
    setSaving(true);
    try {
      const asn = await call<{ id: number; asnNo: string }>('ISrmAsnService', 'addasn', toAddAsn(head, lines, pallets));
      message.success(t('portal.delivery.created', { asnNo: asn.asnNo }));
      setLines([]);
      setPallets([]);
      form.resetFields();
      setReloads((n) => n + 1);
      if (asnList) navigate(`${asnList}?focus=${asn.id}`);
    } finally {
      setSaving(false);
    }
  };

  const enumOptions = (mid: string, codes: readonly string[]) => codes.map((code) => ({ value: code, label: t(`enum.${mid}.${code}`) }));

  return (
    <div className="wms-list" data-testid="delivery-create-page">
      <Card variant="borderless" className="wms-table-card" title={t('portal.openLines')}
        extra={
          <Space>
            <Button onClick={() => setReloads((n) => n + 1)} data-testid="delivery-refresh">{t('portal.todo.refresh')}</Button>
            <Button disabled={!canAdd || selected.length === 0} onClick={addLines} data-testid="delivery-add-lines">{t('portal.delivery.lines')}</Button>
          </Space>
        }>
        <CheckTable list={OPEN_LINES} columns={COLUMNS} condition={ACCEPTED} reloads={reloads + ticks + front} keepSelection selected={selected} onSelect={setSelected} testId="delivery-open-lines" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('portal.delivery.lines')}>
        <Table<DeliveryLine> rowKey="purchaseId" size="small" pagination={false} dataSource={lines} data-testid="delivery-lines"
          columns={[
            { key: 'no', title: '#', render: (_v, _l, i) => i + 1 },
            { key: 'purchaseNo', dataIndex: 'purchaseNo', title: t('field.purchaseNo') },
            { key: 'purchaseSeq', dataIndex: 'purchaseSeq', title: t('field.purchaseSeq') },
            { key: 'item', dataIndex: 'item', title: t('field.itemName') },
            { key: 'openQty', dataIndex: 'openQty', title: t('field.openQty'), align: 'right' },
            { key: 'qty', title: t('portal.shipQty'), render: (_v, l, i) => (
              <span data-testid={`delivery-qty-${i + 1}`}>
                <InputNumber min={0} value={l.qty} status={(l.qty ?? 0) > l.openQty ? 'error' : undefined} onChange={(qty) => editLine(i, { qty })} />
                {(l.qty ?? 0) > l.openQty && <Typography.Text type="danger" className="wms-block" data-testid={`delivery-qty-over-${i + 1}`}>{t('portal.delivery.overOpen', { open: l.openQty })}</Typography.Text>}
              </span>
            ) },
            { key: 'lotNo', title: t('field.lotNo'), render: (_v, l, i) => <Input maxLength={60} value={l.lotNo} onChange={(e) => editLine(i, { lotNo: e.target.value })} /> },
            { key: 'remove', render: (_v, _l, i) => <Button size="small" onClick={() => removeLine(i)}>{t('portal.delivery.remove')}</Button> },
          ]} />
      </Card>
      <Card variant="borderless" className="wms-table-card">
        <Form form={form} layout="vertical" data-testid="delivery-head">
          <Row gutter={16}>
            <Col xs={24} md={8}><Form.Item name="deliveryDate" label={t('field.deliveryDate')} rules={[{ required: true }]}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="expectedArrivalDate" label={t('field.expectedArrivalDate')} rules={[{ required: true }]}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="wayCarriage" label={t('field.wayCarriage')}><Select allowClear options={enumOptions('SHIP_METHOD', SHIP_METHODS)} /></Form.Item></Col>
            {TEXTS.map((name) => (
              <Col key={name} xs={24} md={8}><Form.Item name={name} label={t(`field.${name}`)}><Input data-testid={`delivery-${name}`} /></Form.Item></Col>
            ))}
            <Col xs={24} md={8}><Form.Item name="invoiceType" label={t('field.invoiceType')}><Select allowClear options={enumOptions('INVOICE_TYPE', INVOICE_TYPES)} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="invoiceClassify" label={t('field.invoiceClassify')}><Select allowClear options={enumOptions('INVOICE_CLASS', INVOICE_CLASSES)} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="invoiceNo" label={t('field.invoiceNo')}><Input maxLength={40} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="invoiceDate" label={t('field.invoiceDate')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="invoiceAmount" label={t('field.invoiceAmount')}><InputNumber min={0} precision={2} style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="taxAmount" label={t('field.taxAmount')}><InputNumber min={0} precision={2} style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="taxRate" label={t('field.taxRate')}><InputNumber min={0} precision={4} style={{ width: '100%' }} /></Form.Item></Col>
            <Col xs={24} md={8}><Form.Item name="isGoodsInvoice" valuePropName="checked" label={t('field.isGoodsInvoice')}><Checkbox /></Form.Item></Col>
            <Col xs={24} md={16}><Form.Item name="remark" label={t('field.remark')}><Input.TextArea rows={1} /></Form.Item></Col>
          </Row>
        </Form>
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('portal.delivery.packing')}>
        <p>{t('portal.delivery.packingHint')}</p>
        <PackingEditor lines={lines} pallets={pallets} onChange={setPallets} />
      </Card>
      <Space>
        <Button type="primary" disabled={!canAdd} loading={saving} onClick={() => void create()} data-testid="delivery-create">{t('portal.delivery.create')}</Button>
      </Space>
    </div>
  );
}
