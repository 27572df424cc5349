/**
 * The ASN list of both sides (workflows §1 "purchaser-side and supplier-side views of the same
 * ASN"): the supplier's Delivery > ASN list (SUP 5101) and the purchaser's Supplier collaboration >
 * Purchasing > ASN approval (PC 170602), both through ISrmAsnService/getasnlist (both sides read a
 * refused notice as Refused with the purchaser's reason, record 0800). The selected notice prints its SSCC labels and ASN document
 * as PDF (printasnlabels, printasndocument, opened in a new window) and downloads it as EDI in the
 * chosen format: an X12 856 Ship Notice (exportasnx12) or an EDIFACT DESADV D.96A despatch advice
 * (exportasndesadv), on the same print flag; on the purchaser's page the
 * actions of src/shared/documents/asn.ts are buttons, enabled by the menu's flags and the selected
 * notices' statuses (receive opens ReceiveCountDialog: the counted quantity of each open line is
 * posted, never the announced one, record 0965; refuse asks for confirmation with a required reason,
 * ReasonDialog; approve, void, close and cancel receipt ask for confirmation naming the ASNs and what
 * follows); the purchaser narrows the list to one
 * status (All, then Pending approval first: the rows to act on, record 0872). Each notice carries
 * the tags of what its receipt at the dock found (ReceivingTags: short, over, damaged... or on
 * time). The list follows the hub live (useHubTicks: asn.status, yard.changed), keeping the rows
 * the user selected; an action of the page clears the selection as before. `?focus=<id>` (the to-do
 * list's refused ASN, or a just-created ASN from Delivery creation) opens the page at that notice,
 * selected; the list also reloads each time its tab comes to the front, so an ASN created or acted
 * on in another tab shows.
 */
import { DownOutlined } from '@ant-design/icons';
import { App, Button, Card, Dropdown, Segmented, Space } from 'antd';
import { useState } from 'react';
import type { EventType } from '../../../shared/events.ts';
import { useTranslation } from 'react-i18next';
import { ASN_ACTIONS, ASN_STATUS_CODES, canActOnAsn, type AsnActionName } from '../../../shared/documents/asn.ts';
import { saveFile } from '../../entity/export-file.ts';
import { call } from '../../../client/request.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useBackInFront, useFocusId } from '../../shell/page-context.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow } from '../stockcheck/check-api.ts';
import { ASN_STATUS_COLUMN } from './AsnStatus.tsx';
import { ReasonDialog } from './ReasonDialog.tsx';
import { confirmDocs } from './confirm-docs.ts';
import { useConfirmOnce } from './use-confirm-once.ts';
import { ReceiveCountDialog, type CountedLine } from './ReceiveCountDialog.tsx';
import { RECEIVING_COLUMN } from './ReceivingTags.tsx';

// One object per filter for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const STATUS_CONDITIONS: Record<string, Record<string, string>> = Object.fromEntries(ASN_STATUS_CODES.map((code) => [code, { checkStatus: code }]));
const LIST = ['ISrmAsnService', 'getasnlist'] as const;
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, ASN_STATUS_COLUMN, { field: 'refusalReason' }, RECEIVING_COLUMN, { field: 'supplierNo' }, { field: 'warehouseNo' },
  { field: 'deliveryDate' }, { field: 'expectedArrivalDate' }, { field: 'deliveryQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' },
  { field: 'unreceivedQty', kind: 'qty' }, { field: 'inArriveNo' }, { field: 'carNo' }, { field: 'trackingNo' },
];
/** The wire method of each purchaser action; batch actions take `{ list }`, the receipts one notice. */
const METHODS: Record<AsnActionName, string> = {
  approve: 'approveasn', refuse: 'refuseasn', void: 'voidasn', close: 'closeasn', receive: 'receiveasn', cancelReceipt: 'cancelreceiptasn',
};
const SINGLE: readonly AsnActionName[] = ['receive', 'cancelReceipt'];
/** The events the list follows live: a notice's status and its trucks at the dock. */
const LIVE_TOPICS: readonly EventType[] = ['asn.status', 'yard.changed'];

type PrintAnswer = { fileName: string; contentType: string; content: string };
/** The EDI formats of the download and their calls. */
const EDI_METHODS = { x12: 'exportasnx12', desadv: 'exportasndesadv' } as const;
type EdiFormat = keyof typeof EDI_METHODS;

export function AsnListPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmOnce();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const { ticks } = useHubTicks(LIVE_TOPICS);
  const focusId = useFocusId();
  const isPurchaser = menu.appNo !== 'SUP';
  const [status, setStatus] = useState('');
  // Back in front (or the browser tab shown again): what changed meanwhile shows.
  const front = useBackInFront();

  const fetchFile = async (method: 'printasnlabels' | 'printasndocument' | (typeof EDI_METHODS)[EdiFormat]) => {
    const answer = await call<PrintAnswer>('ISrmAsnService', method, { id: selected[0].id });
    const bytes = Uint8Array.from(atob(answer.content), (c) => c.charCodeAt(0));
    return { blob: new Blob([bytes], { type: answer.contentType }), fileName: answer.fileName };
  };
  const print = async (method: 'printasnlabels' | 'printasndocument') => {
    window.open(URL.createObjectURL((await fetchFile(method)).blob), '_blank');
  };
  const downloadEdi = async (format: EdiFormat) => {
    const file = await fetchFile(EDI_METHODS[format]);
    saveFile(file, file.fileName);
  };
  const [refusing, setRefusing] = useState(false);
  const [receiving, setReceiving] = useState<{ id: number; asnNo: string } | null>(null);
  const receiveCounted = async (lines: CountedLine[]) => {
    await call('ISrmAsnService', 'receivecountedasn', { id: selected[0].id, version: selected[0].version, lines });
    message.success(t('portal.done', { action: t('portal.action.receive'), count: 1 }));
    setSelected([]);
    setReloads((n) => n + 1);
  };
  const act = async (action: AsnActionName, remark?: string) => {
    const targets = selected.map(({ id, version }) => ({ id, version }));
    await call('ISrmAsnService', METHODS[action], SINGLE.includes(action) ? targets[0] : { list: targets, remark });
    message.success(t('portal.done', { action: t(`portal.action.${action}`), count: targets.length }));
    setSelected([]);
    setReloads((n) => n + 1);
  };
  /** An action that changes the notices' status, confirmed first: which ASNs and what follows (confirm-docs.ts). */
  const confirmAct = (action: AsnActionName) => confirm({
    title: t('portal.confirmTitle', { action: t(`portal.action.${action}`), docs: confirmDocs(selected.map((row) => String(row.asnNo)), (count) => t('portal.andMore', { count })) }),
    content: t(`portal.confirm.${action}`),
    onOk: () => act(action),
  });
  const canPrint = Boolean(menu.permissions.isPrint) && selected.length === 1;
  const enabled = (action: AsnActionName) =>
    Boolean(menu.permissions[ASN_ACTIONS[action].flag]) && (SINGLE.includes(action) ? selected.length === 1 : selected.length > 0) &&
    selected.every((row) => canActOnAsn(action, String(row.checkStatus)));

  return (
    <div className="wms-list" data-testid="asn-list-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={
          <Space wrap>
            {isPurchaser && (Object.keys(METHODS) as AsnActionName[]).map((action) => (
              <Button key={action} disabled={!enabled(action)} onClick={() => (action === 'refuse' ? setRefusing(true) : action === 'receive' ? setReceiving({ id: Number(selected[0].id), asnNo: String(selected[0].asnNo) }) : confirmAct(action))} data-testid={`asn-${action}`}>{t(`portal.action.${action}`)}</Button>
            ))}
            <Button disabled={!canPrint} onClick={() => void print('printasnlabels')} data-testid="asn-print-labels">{t('portal.action.labels')}</Button>
            <Button disabled={!canPrint} onClick={() => void print('printasndocument')} data-testid="asn-print-document">{t('portal.action.document')}</Button>
            <Dropdown disabled={!canPrint} trigger={['click']}
              menu={{
                items: (Object.keys(EDI_METHODS) as EdiFormat[]).map((format) => ({ key: format, label: <span data-testid={`asn-export-${format}`}>{t(`portal.edi.${format}`)}</span> })),
                onClick: ({ key }) => void downloadEdi(key as EdiFormat),
              }}>
              <Button disabled={!canPrint} data-testid="asn-export-edi">{t('portal.edi.download')} <DownOutlined /></Button>
            </Dropdown>
          </Space>
        }>
        {isPurchaser && (
          <Segmented style={{ marginBottom: 12 }} value={status} onChange={(value) => { setStatus(value); setSelected([]); }} data-testid="asn-status-filter"
            options={[{ value: '', label: t('list.all') }, ...ASN_STATUS_CODES.map((code) => ({ value: code, label: t(`enum.ASN_STATUS.${code}`) }))]} />
        )}
        <CheckTable list={LIST} columns={COLUMNS} condition={STATUS_CONDITIONS[status] ?? NO_CONDITION} reloads={reloads + ticks + front} keepSelection focusId={focusId} selected={selected} onSelect={setSelected} testId="asn-table" />
      </Card>
      <ReasonDialog open={refusing} title={t('portal.refuseTitle', { count: selected.length })} hint={t('portal.refuseHint')} okText={t('portal.action.refuse')}
        onConfirm={(reason) => act('refuse', reason)} onClose={() => setRefusing(false)} testId="refuse-dialog" />
      <ReceiveCountDialog asn={receiving} onConfirm={receiveCounted} onClose={() => setReceiving(null)} />
    </div>
  );
}
