/**
 * ASN tracking (SUP 5102 Delivery > ASN tracking and PC 170102 /offsite/delivery/asnTracking;
 * workflows §2, issues 14 and 15): the caller's ASNs (ISrmAsnService/getasnlist: a supplier user
 * only its own; one chosen at a time by its radio, a row click or Enter on the focused row) and,
 * for the chosen one, its timeline (getasntracking): created, approved or
 * refused (the refusal only on the purchaser's side), dock appointment, checked in at the gate,
 * called to and at the dock door, unloading, received (with its discrepancies, the quantity received
 * as counted and the claim lines: pallet, expected, counted, outcome, photo), closed, each with
 * its time. The timeline follows the page's hub live (asn.status, yard.changed, dock.changed; at
 * most twice a second) and reloads when the socket comes back; the list keeps its selection.
 */
import { Card, Empty, Table, Tag, Timeline, type TimelineItemProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { auditTime, filter, merge } from 'rxjs';
import type { ClaimLine } from '../../../shared/yard.ts';
import { openPageHub } from '../../../client/page-hub.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { ASN_STATUS_COLUMN } from './AsnStatus.tsx';

// One object for every render: a new condition would reload the table and clear the selection.
const NO_CONDITION = {};
const LIST: ListCall = ['ISrmAsnService', 'getasnlist'];
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, ASN_STATUS_COLUMN, { field: 'supplierNo' }, { field: 'warehouseNo' },
  { field: 'deliveryDate' }, { field: 'expectedArrivalDate' }, { field: 'deliveryQty', kind: 'qty' }, { field: 'receiveQty', kind: 'qty' },
];

type Step = { at: string; source: 'asn' | 'appointment' | 'yard'; event: string; status: string | null; detail: Record<string, unknown> };
const COLORS: Record<Step['source'], string> = { asn: 'blue', appointment: 'purple', yard: 'green' };

/** The line under a step's name: its status and operator, the appointment's slot, the yard's queue number and door. */
function StepDetail({ step }: { step: Step }) {
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
      {t('portal.timeline.detail.queue', { queueNo: d.queueNo, doorNo: d.doorNo })}
      {discrepancies > 0 && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('portal.timeline.detail.discrepancies', { count: discrepancies })}</Tag>}
      {d.receivedQty !== undefined && <div data-testid="received-qty">{t('portal.timeline.claims.receivedQty', { qty: d.receivedQty })}</div>}
      {claims.length > 0 && <ClaimTable claims={claims} />}
    </>
  );
}

/** The claim lines of a dock receipt: pallet, ASN line, item, expected, counted, outcome, a damaged pallet's reason and note, photo (issue 24). */
function ClaimTable({ claims }: { claims: ClaimLine[] }) {
  const { t } = useTranslation();
  const column = (key: keyof ClaimLine, render?: (claim: ClaimLine) => ReactNode) => ({ key, title: t(`portal.timeline.claims.${key}`), dataIndex: key, ...(render ? { render: (_: unknown, claim: ClaimLine) => render(claim) } : {}) });
  return (
    <Table<ClaimLine> size="small" pagination={false} data-testid="claim-lines" title={() => t('portal.timeline.claims.title')}
      rowKey={(c) => `${c.sscc}-${c.lineNo ?? c.itemNo}`} dataSource={claims}
      columns={[column('sscc'), column('lineNo'), column('itemNo'), column('expected'), column('counted'),
        column('outcome', (c) => <Tag color="orange">{t(`portal.timeline.claims.kind.${c.outcome}`)}</Tag>),
        column('reason', (c) => [c.reason && t(`portal.timeline.claims.reasons.${c.reason}`), c.note].filter(Boolean).join(': ')),
        column('photo', (c) => (c.photo ? t('portal.timeline.claims.photoTaken') : ''))]} />
  );
}

export function AsnTrackingPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [ticks, setTicks] = useState(0);
  const [live, setLive] = useState(false);
  const [steps, setSteps] = useState<Step[] | undefined>();
  const asn = selected.length === 1 ? selected[0] : undefined;

  useEffect(() => {
    const hub = openPageHub();
    const state = hub.state$.subscribe((s) => setLive(s.status === 'live'));
    const changes = merge(hub.topic('asn.status'), hub.topic('yard.changed'), hub.topic('dock.changed'), hub.state$.pipe(filter((s) => s.status === 'live')))
      .pipe(auditTime(500))
      .subscribe(() => setTicks((n) => n + 1));
    return () => {
      state.unsubscribe();
      changes.unsubscribe();
      hub.close();
    };
  }, []);

  useEffect(() => {
    if (!asn) {
      setSteps(undefined);
      return;
    }
    let cancelled = false;
    call<{ steps: Step[] }>('ISrmAsnService', 'getasntracking', { id: asn.id })
      .then((answer) => !cancelled && setSteps(answer.steps))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [asn, ticks]);

  const items: TimelineItemProps[] = (steps ?? []).map((step, i) => ({
    key: i,
    color: COLORS[step.source],
    title: formatDateTime(step.at),
    content: (
      <div data-testid="asn-step">
        <strong>{t(`portal.timeline.event.${step.event}`)}</strong>
        <div><StepDetail step={step} /></div>
      </div>
    ),
  }));

  return (
    <div className="wms-list" data-testid="asn-tracking-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}
        extra={<Tag color={live ? 'green' : 'default'} data-testid="asn-tracking-live">{live ? t('portal.timeline.live') : t('portal.timeline.offline')}</Tag>}>
        <CheckTable list={LIST} columns={COLUMNS} condition={NO_CONDITION} selected={selected} onSelect={setSelected} single testId="asn-tracking-table" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={asn ? String(asn.asnNo) : t('portal.timeline.choose')}>
        {asn && steps && (items.length > 0 ? <Timeline items={items} data-testid="asn-timeline" /> : <Empty description={t('portal.timeline.empty')} />)}
      </Card>
    </div>
  );
}
