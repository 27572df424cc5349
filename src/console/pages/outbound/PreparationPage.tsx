/**
 * Outbound material preparation (spec console §2 Outbound preparation; packing): the notices with
 * picked goods to pack (IOutPackService list), searchable by notice number. For the one selected
 * notice the page shows its picked goods per item and lot (picked, packed, in closed containers)
 * and its containers (SSCC, status, contents). The packer opens a new container (isAdd), packs a
 * quantity of one picked item and lot into the selected open container (isModify), closes it
 * (isCheck), prints its SSCC label (isPrint) or unpacks it (isDelete); the packing list and
 * delivery note print for the notice (ShippingPapers). Refusals are shown by request.ts. Packing
 * reloads the notice's goods and containers, not the list (a list reload clears the selection).
 */
import { App, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import Decimal from 'decimal.js';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { openPrint, ShippingPapers } from './ShippingPapers.tsx';

const NOTICES: ListCall = ['IOutPackService', 'list'];
const COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'customerNo' }, { field: 'carrierNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' },
  { field: 'pickedQty', kind: 'qty' }, { field: 'packedQty', kind: 'qty' }, { field: 'containers' },
];
type Content = { itemNo: string; lotNo: string; picked: string; packed: string; closed: string };
type Container = { id: number; version: number; seq: number; sscc: string; statusCode: string; lines: { itemNo: string; lotNo: string; qty: string }[] };
type Packing = { contents: Content[]; containers: Container[] };
const contentKey = (c: { itemNo: string; lotNo: string }) => `${c.itemNo}\u001f${c.lotNo}`;
/** Picked and not yet packed, as exact decimal text (Decimal: no float rounding of quantities). */
const openQty = (c: Content) => new Decimal(c.picked).minus(c.packed).toFixed();

export function PreparationPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [condition, setCondition] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [packing, setPacking] = useState<Packing>({ contents: [], containers: [] });
  const [containerId, setContainerId] = useState<number>();
  const [form, setForm] = useState({ content: '', qty: '' });
  const notice = selected.length === 1 ? selected[0] : undefined;
  const container = packing.containers.find((c) => c.id === containerId);
  const can = (flag: keyof MenuNode['permissions']) => menu.permissions[flag] === true;

  const load = useCallback(async () => {
    setPacking(notice ? await call<Packing>('IOutPackService', 'get', { id: notice.id }) : { contents: [], containers: [] });
  }, [notice]);
  useEffect(() => {
    void load();
  }, [load]);
  // Reloads before telling: once the message shows, the containers carry their new versions, so the
  // next action (close after pack) is not refused as stale.
  const done = async (text: string) => {
    await load();
    message.success(text);
  };

  const open = async () => {
    const created = await call<Container>('IOutPackService', 'open', { id: notice!.id });
    setContainerId(created.id);
    await done(t('outbound.containerOpened', { sscc: created.sscc }));
  };
  const pack = async () => {
    const content = packing.contents.find((c) => contentKey(c) === form.content)!;
    await call('IOutPackService', 'pack', { packId: containerId, itemNo: content.itemNo, lotNo: content.lotNo, qty: form.qty.trim() });
    setForm({ content: '', qty: '' });
    await done(t('outbound.packDone', { itemNo: content.itemNo }));
  };
  const close = async () => {
    await call('IOutPackService', 'close', { id: container!.id, version: container!.version });
    await done(t('outbound.containerClosed', { sscc: container!.sscc }));
  };
  const unpack = async () => {
    await call('IOutPackService', 'unpack', { id: container!.id, version: container!.version });
    setContainerId(undefined);
    await done(t('outbound.unpacked', { sscc: container!.sscc }));
  };
  const printLabel = async () => openPrint(await call('IOutPackService', 'printlabel', { id: container!.id }));

  const isOpen = container?.statusCode === '10';
  const toPack = packing.contents.filter((c) => new Decimal(c.picked).gt(c.packed));
  return (
    <div className="wms-list" data-testid="preparation-page">
      <Card variant="borderless" className="wms-search-card">
        <Input.Search allowClear placeholder={t('field.outNoticeNo')} enterButton={t('inbound.search')} onSearch={(value) => setCondition({ outNoticeNo: value.trim() || undefined })} data-testid="preparation-search" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('outbound.packNotices')} extra={<ShippingPapers menu={menu} noticeId={notice?.id} />}>
        <CheckTable list={NOTICES} columns={COLUMNS} condition={condition} selected={selected} onSelect={(rows) => { setSelected(rows); setContainerId(undefined); }} testId="preparation-table" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('outbound.contents')}>
        <Table<Content> size="small" rowKey={contentKey} pagination={false} dataSource={packing.contents} data-testid="preparation-contents" columns={[
          { title: t('field.itemNo'), dataIndex: 'itemNo' }, { title: t('field.lotNo'), dataIndex: 'lotNo' },
          { title: t('field.pickedQty'), dataIndex: 'picked' }, { title: t('field.packedQty'), dataIndex: 'packed' }, { title: t('field.closedQty'), dataIndex: 'closed' },
        ]} />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={t('outbound.containerList')}>
        <div className="wms-toolbar">
          <Space wrap>
            <Button disabled={!notice || !can('isAdd')} onClick={open} data-testid="preparation-open">{t('outbound.newContainer')}</Button>
            <Select aria-label={t('outbound.chooseContent')} placeholder={t('outbound.chooseContent')} style={{ minWidth: 220 }} value={form.content || undefined} disabled={!isOpen}
              options={toPack.map((c) => ({ value: contentKey(c), label: `${c.itemNo}${c.lotNo ? ` / ${c.lotNo}` : ''} (${openQty(c)})` }))}
              onChange={(value: string) => setForm({ content: value, qty: openQty(toPack.find((c) => contentKey(c) === value)!) })} data-testid="preparation-content" />
            <Input aria-label={t('field.qty')} placeholder={t('field.qty')} style={{ width: 120 }} value={form.qty} disabled={!isOpen} onChange={(e) => setForm({ ...form, qty: e.target.value })} data-testid="preparation-qty" />
            <Button type="primary" disabled={!isOpen || !can('isModify') || !form.content || !form.qty.trim()} onClick={pack} data-testid="preparation-pack">{t('outbound.packInto')}</Button>
            <Button disabled={!isOpen || !can('isCheck')} onClick={close} data-testid="preparation-close">{t('outbound.closeContainer')}</Button>
            <Button disabled={container?.statusCode !== '20' || !can('isPrint')} onClick={printLabel} data-testid="preparation-label">{t('outbound.printLabel')}</Button>
            <Button danger disabled={!container || !can('isDelete')} onClick={unpack} data-testid="preparation-unpack">{t('outbound.unpack')}</Button>
          </Space>
        </div>
        <Table<Container> size="small" rowKey="id" pagination={false} dataSource={packing.containers} data-testid="preparation-containers"
          rowSelection={{ type: 'radio', selectedRowKeys: containerId ? [containerId] : [], onChange: (keys) => setContainerId(Number(keys[0])) }}
          columns={[
            { title: '#', dataIndex: 'seq' }, { title: t('field.sscc'), dataIndex: 'sscc' },
            { title: t('field.statusCode'), dataIndex: 'statusCode', render: (code: string) => <Tag color={code === '20' ? 'green' : 'blue'}>{t(`outbound.packStatus${code}`)}</Tag> },
            { title: t('outbound.contents'), dataIndex: 'lines', render: (lines: Container['lines']) => lines.map((l) => `${l.itemNo}${l.lotNo ? ` / ${l.lotNo}` : ''} x ${l.qty}`).join(', ') },
          ]} />
      </Card>
    </div>
  );
}
