/**
 * ASN tracking (SUP 5102 Delivery > ASN tracking and PC 170102 /offsite/delivery/asnTracking;
 * workflows §2, issues 14 and 15): the caller's ASNs (ISrmAsnService/getasnlist: a supplier user
 * only its own; one chosen at a time by its radio, a row click or Enter on the focused row) and,
 * for the chosen one, its timeline (getasntracking): created, approved or
 * refused (with the purchaser's reason, on both sides: record 0800), dock appointment, checked in at the gate,
 * called to and at the dock door, unloading, received (with its discrepancies, the quantity received
 * as counted and the claim lines: pallet, expected, counted, outcome, the photo taken at the dock
 * opened in a viewer, ClaimPhoto), closed, each with its time; the list tags each ASN with what its
 * receipt found (ReceivingTags). The claim lines fit a 1440x900 screen without scrolling sideways
 * (fixed column widths, long texts cut with an ellipsis and shown whole on hover). The list and the
 * timeline follow the page's hub live (useHubTicks: asn.status, yard.changed, dock.changed; at most
 * twice a second) and reload when the socket comes back; the list keeps its selection. `?focus=<id>`
 * (the home's Track on a discrepancy) opens the page with that ASN chosen.
 */
import { Card, Empty, Table, Tag, Timeline, Typography, type TimelineItemProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '../../../shared/events.ts';
import type { ClaimLine } from '../../../shared/yard.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { useFocusId } from '../../shell/page-context.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { ASN_STATUS_COLUMN } from './AsnStatus.tsx';
import { ClaimPhoto } from './ClaimPhoto.tsx';
import { RECEIVING_COLUMN } from './ReceivingTags.tsx';

// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const LIST: ListCall = ['ISrmAsnService', 'getasnlist'];
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, ASN_STATUS_COLUMN, RECEIVING_COLUMN, { field: 'supplierNo' }, { field: 'warehouseNo' },
  { field: 'deliveryDate' }, { field: 'expectedArrivalDate' }, { field: 'deliveryQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' },
];

type Step = { at: string; source: 'asn' | 'appointment' | 'yard'; event: string; status: string | null; detail: Record<string, unknown> };
const COLORS: Record<Step['source'], string> = { asn: 'blue', appointment: 'purple', yard: 'green' };
/** The events the page follows live. */
const LIVE_TOPICS: readonly EventType[] = ['asn.status', 'yard.changed', 'dock.changed'];

/** The line under a step's name: its status and operator, the appointment's slot, the yard's queue number and door. */
function StepDetail({ step, asnNo }: { step: Step; asnNo: string }) {
  const { t } = useTranslation();
  const d = step.detail;
  if (step.source === 'asn') {
    return <>{t('portal.timeline.detail.status', { status: t(`enum.ASN_STATUS.${String(step.status)}`) })} · {t('portal.timeline.detail.by', { operator: d.operator })}</>;
  }
  if (step.source === 'appointment') {
    return <>{t('portal.timeline.detail.slot', { slot: formatDateTime(String(d.slotStart)), doorNo: d.doorNo, status: t(`portal.timeline.appointmentStatus.${String(step.status)}`) })}</>;
  }
  const discrepancies = Number(d.discrepancies ?? 0);
  const claims = (d.claims ?? []) as ClaimLine[];
  return (
    <>
      {d.queueNo ? t('portal.timeline.detail.queue', { queueNo: d.queueNo, doorNo: d.doorNo }) : t('portal.timeline.detail.by', { operator: d.receivedBy })}
      {discrepancies > 0 && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('portal.timeline.detail.discrepancies', { count: discrepancies })}</Tag>}
      {d.receivedQty !== undefined && <div data-testid="received-qty">{t('portal.timeline.claims.receivedQty', { qty: d.receivedQty })}</div>}
      {claims.length > 0 && <ClaimTable claims={claims} asnNo={asnNo} />}
    </>
  );
}

/**
 * The claim lines of a dock receipt: pallet, ASN line, item, expected, counted, outcome, a damaged
 * pallet's reason and note, photo (issue 24). Nothing is cut (walk 12-24 defect 3, record 0972):
 * columns as wide as their content, the SSCC whole in monospace, a table wider than the timeline scrolls.
 */
function ClaimTable({ claims, asnNo }: { claims: ClaimLine[]; asnNo: string }) {
  const { t } = useTranslation();
  const column = (key: keyof ClaimLine, render?: (claim: ClaimLine) => ReactNode) => ({
    key, title: t(`portal.timeline.claims.${key}`), dataIndex: key,
    ...(render ? { render: (_: unknown, claim: ClaimLine) => render(claim) } : {}),
  });
  return (
    <Table<ClaimLine> size="small" pagination={false} scroll={{ x: 'max-content' }} data-testid="claim-lines" title={() => t('portal.timeline.claims.title')}
      rowKey={(c) => `${c.sscc}-${c.lineNo ?? c.itemNo}`} dataSource={claims}
      columns={[column('sscc', (c) => <span className="wms-code">{c.sscc}</span>), column('lineNo'), column('itemNo'), column('expected'), column('counted'),
        column('outcome', (c) => <Tag color="orange">{t(`portal.timeline.claims.kind.${c.outcome}`)}</Tag>),
        column('reason', (c) => [c.reason && t(`portal.timeline.claims.reasons.${c.reason}`), c.note].filter(Boolean).join(': ')),
        column('photo', (c) => (c.photo ? <ClaimPhoto asnNo={asnNo} sscc={c.sscc} /> : ''))]} />
  );
}

export function AsnTrackingPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const focusId = useFocusId();
  const { ticks, live } = useHubTicks(LIVE_TOPICS);
  const [steps, setSteps] = useState<Step[] | undefined>();
  const asn = selected.length === 1 ? selected[0] : undefined;
  const asnId = asn?.id;

  useEffect(() => {
    if (asnId === undefined) {
      setSteps(undefined);
      return;
    }
    let cancelled = false;
    call<{ steps: Step[] }>('ISrmAsnService', 'getasntracking', { id: asnId })
      .then((answer) => !cancelled && setSteps(answer.steps))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [asnId, ticks]);

  const items: TimelineItemProps[] = (steps ?? []).map((step, i) => ({
    key: i,
    color: COLORS[step.source],
    content: (
      <div data-testid="asn-step" style={{ minWidth: 0 }}>
        <Typography.Text type="secondary">{formatDateTime(step.at)}</Typography.Text>
        <br />
        <strong>{t(step.detail.counted === 'console' ? 'portal.timeline.event.receivedCounted' : `portal.timeline.event.${step.event}`)}</strong>
        <div><StepDetail step={step} asnNo={String(asn?.asnNo)} /></div>
      </div>
    ),
  }));

  return (
    <div className="wms-list" data-testid="asn-tracking-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={<Tag color={live ? 'green' : 'default'} data-testid="asn-tracking-live">{live ? t('portal.timeline.live') : t('portal.timeline.offline')}</Tag>}>
        <CheckTable list={LIST} columns={COLUMNS} condition={NO_CONDITION} reloads={ticks} keepSelection focusId={focusId} selected={selected} onSelect={setSelected} single testId="asn-tracking-table" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={asn ? String(asn.asnNo) : t('portal.timeline.choose')}>
        {asn && steps && (items.length > 0 ? <Timeline items={items} data-testid="asn-timeline" /> : <Empty description={t('portal.timeline.empty')} />)}
      </Card>
    </div>
  );
}
