/**
 * The supplier's day (issue 23): the to-do list on the supplier portal's home (SUP 5404), from
 * ISrmDoorService/getSupplierToDo with the user's local midnight as the day's start: order lines
 * awaiting an answer with their countdown, approved ASNs to ship (with or without a dock slot),
 * ASNs the purchaser refused (with the reason; record 0902), today's and tomorrow's dock
 * appointments, discrepancies received (at the dock, or counted on the console's Receive) and unread
 * news. The page around loads it with its other cards from one source (use-door-data.ts), live on
 * the hub's events: a refusal, an order line answered or new, a news published show without a reload.
 * Each row is one click from its action: the page that takes it (Order answer 5301, dock booking
 * 5106, ASN list 5101, ASN tracking 5102), shown only when the user's menus hold that page; "Answer"
 * and "Book" open theirs at the row's order line or ASN, selected (`?focus=<id>`); a news
 * row opens the news in place. Empty lists say so. Each heading counts all the rows of its list
 * (the answer's `totals`), not only the TODO_MAX shown, and says so when it shows fewer; dates and
 * times read ISO 8601 (YYYY-MM-DD, YYYY-MM-DD HH:mm) in every language.
 */
import { Button, Card, Col, List, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { useSession } from '../../../client/session-store.ts';
import { menuPath } from './menu-path.ts';
import { AnswerCountdown } from './AnswerCountdown.tsx';
import { itemLabel } from './item-label.ts';
import { NewsList } from './NewsList.tsx';
import type { ToDo, ToDoKind as Kind } from './use-door-data.ts';

type Row = Record<string, string | number | null>;

/** The pages the rows lead to, by menu number. */
const PAGES = { answer: '5301', asnList: '5101', tracking: '5102', booking: '5106' } as const;
/** A list's heading: its name and the count of all its rows (`total`), "20 of 35 shown" when fewer are listed. */
function Heading({ kind, shown, total }: { kind: Kind; shown: number; total: number }) {
  const { t } = useTranslation();
  return (
    <span data-testid={`todo-${kind}-heading`}>
      {t(`portal.todo.${kind}`)} ({total})
      {shown < total && <Typography.Text type="secondary"> · {t('portal.todo.shown', { shown, total })}</Typography.Text>}
    </span>
  );
}

function Section({ kind, rows, total, render }: { kind: Kind; rows: Row[]; total: number; render: (row: Row) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={<Heading kind={kind} shown={rows.length} total={total} />} data-testid={`todo-${kind}`} className="wms-fill">
      <List size="small" dataSource={rows} locale={{ emptyText: t('portal.todo.none') }} renderItem={(row) => <List.Item key={String(row.id)}>{render(row)}</List.Item>} />
    </Card>
  );
}

/**
 * `todo` the lists (undefined while loading); `onReload` asks the page around (DoorPage) to reload
 * every card: Refresh, and a news read here.
 */
export function SupplierToDo({ todo, onReload }: { todo?: ToDo; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((s) => s.menus) ?? [];

  const go = (page: keyof typeof PAGES, label: string, testId: string, focus?: unknown) => {
    const path = menuPath(menus, PAGES[page]);
    if (!path) return null;
    const to = focus === undefined ? path : `${path}?focus=${String(focus)}`;
    return <Button type="link" size="small" onClick={() => navigate(to)} data-testid={testId}>{label}</Button>;
  };
  const time = (value: unknown) => (value ? formatDateTime(String(value)).slice(0, 16) : '');
  const lists = todo ?? { orderLines: [], asnsToShip: [], refusedAsns: [], appointments: [], discrepancies: [], news: [], totals: { orderLines: 0, asnsToShip: 0, refusedAsns: 0, appointments: 0, discrepancies: 0, news: 0 } };

  return (
    <Card variant="borderless" title={t('portal.todo.title')} extra={<Button onClick={onReload} data-testid="todo-refresh">{t('portal.todo.refresh')}</Button>} data-testid="supplier-todo" loading={!todo}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Section kind="orderLines" rows={lists.orderLines} total={lists.totals.orderLines} render={(row) => (
            <>
              <span>{t('portal.todo.line', { purchaseNo: row.purchaseNo, purchaseSeq: row.purchaseSeq, item: itemLabel(row), qty: Number(row.batchPurQty), date: row.expectArrivalDate })}</span>
              <span><AnswerCountdown status="0" deadline={row.answerDeadline} /> {go('answer', t('portal.todo.answer'), `todo-answer-${row.id}`, row.id)}</span>
            </>
          )} />
        </Col>
        <Col xs={24} xl={12}>
          <Section kind="asnsToShip" rows={lists.asnsToShip} total={lists.totals.asnsToShip} render={(row) => (
            <>
              <span>
                {t('portal.todo.asn', { asnNo: row.asnNo, warehouseNo: row.warehouseNo, date: row.expectedArrivalDate })}
                <Typography.Text type="secondary"> · {row.slotStart ? t('portal.todo.slot', { time: time(row.slotStart) }) : t('portal.todo.noSlot')}</Typography.Text>
              </span>
              {row.slotStart ? go('asnList', t('portal.todo.labels'), `todo-labels-${row.asnNo}`) : go('booking', t('portal.todo.book'), `todo-book-${row.asnNo}`, row.id)}
            </>
          )} />
        </Col>
        <Col xs={24} xl={12}>
          <Section kind="refusedAsns" rows={lists.refusedAsns} total={lists.totals.refusedAsns} render={(row) => (
            <>
              <span>{t('portal.todo.refused', { asnNo: row.asnNo, warehouseNo: row.warehouseNo, reason: row.reason ?? t('portal.todo.noReason') })}</span>
              {go('asnList', t('portal.todo.fix'), `todo-refused-${row.asnNo}`, row.id)}
            </>
          )} />
        </Col>
        <Col xs={24} xl={12}>
          <Section kind="appointments" rows={lists.appointments} total={lists.totals.appointments} render={(row) => (
            <>
              <span>{t('portal.todo.appointment', { time: time(row.slotStart), doorNo: row.doorNo, asnNo: row.asnNo, status: t(`portal.timeline.appointmentStatus.${String(row.status)}`) })}</span>
              {go('booking', t('portal.todo.open'), `todo-appointment-${row.asnNo}`)}
            </>
          )} />
        </Col>
        <Col xs={24} xl={12}>
          <Section kind="discrepancies" rows={lists.discrepancies} total={lists.totals.discrepancies} render={(row) => (
            <>
              <span>
                {row.source === 'console'
                  ? t('portal.todo.counted', { asnNo: row.asnNo, lineNo: row.lineNo, itemNo: row.itemNo, outcome: t(`portal.todo.outcome.${String(row.outcome)}`), counted: Number(row.countedQty), expected: Number(row.expectedQty) })
                  : t('portal.todo.discrepancy', { asnNo: row.asnNo, sscc: row.sscc, outcome: t(`portal.todo.outcome.${String(row.outcome)}`) })}
              </span>
              {go('tracking', t('portal.todo.track'), `todo-track-${row.id}`, row.asnId ?? undefined)}
            </>
          )} />
        </Col>
        <Col xs={24}>
          <Card size="small" title={<Heading kind="news" shown={lists.news.length} total={lists.totals.news} />} data-testid="todo-news">
            <NewsList news={lists.news.map((row) => ({ ...row, isRead: false }))} onRead={onReload} testIdPrefix="todo-news" />
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
