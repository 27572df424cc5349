/**
 * The supplier's dock booking (SUP 5106 Delivery > Dock appointment; issue 15, docs/decisions/
 * "Supplier's dock booking"): the supplier's ASNs a slot can be booked for (ISrmAsnService/getasnlist
 * `bookable`, its own only: approved or partly received; issue 23), one chosen at a time (a radio,
 * a row click, or `?focus=<id>` from the to-do list's "Book"); for it and a day, IDockAppointmentService/slots answers each hour with every
 * door's room ("2 of 2 free", 剩余 2 / 共 2; "Closed" outside the door's working hours), only the
 * hours from the first door's opening to the last door's closing (openingHours), as HH:mm in the
 * warehouse's time zone (named in the column title; decision 0812; the messages name a slot as
 * YYYY-MM-DD HH:mm and the zone), and "Book" on a door with room books that hour there
 * (IDockAppointmentService/book, isAdd) once the supplier confirms the ASN, hour and door. Once booked, "Move here" moves the appointment to another
 * hour or door after a confirmation naming the old and new slot (move, isModify: booked again, to be
 * confirmed again; its own slot reads "Your slot") and "Cancel appointment" frees
 * it after a confirmation (cancel, isCancelInvalid). The purchaser confirms or moves it on Inbound /
 * Dock and yard / Dock appointments. An ASN not approved or of another supplier gets the server's refusal.
 * Under the grid the page states the capacity rule (record 1022): a truck received frees its place.
 * The slots follow the hub live (useHubTicks: dock.changed, yard.changed, asn.status): another
 * supplier's booking, the purchaser's confirmation or a receipt (the appointment then reads
 * received) shows without a reload. The ASN list itself reloads on Search.
 */
import { Alert, App, Button, Card, DatePicker, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openingHours, zonedDateTime, zonedHourMinute } from '../../../shared/door-hours.ts';
import type { EventType } from '../../../shared/events.ts';
import type { DockSlot, DockSlots } from '../../../shared/yard.ts';
import { formatDateTime } from '../../entity/entity-columns.ts';
import { call } from '../../../client/request.ts';
import { useHubTicks } from '../../../client/use-hub-ticks.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { useFocusId } from '../../shell/page-context.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { useConfirmOnce } from './use-confirm-once.ts';
import { ASN_STATUS_COLUMN } from './AsnStatus.tsx';

// One object for every render: a new condition would reload the table and clear the selection.
const BOOKABLE = { bookable: true };
const LIST: ListCall = ['ISrmAsnService', 'getasnlist'];
const COLUMNS: CheckColumn[] = [
  { field: 'asnNo' }, ASN_STATUS_COLUMN, { field: 'warehouseNo' }, { field: 'deliveryDate' }, { field: 'expectedArrivalDate' },
];

/** The events that change the slots: appointments and doors, trucks at the dock. */
const LIVE_TOPICS: readonly EventType[] = ['dock.changed', 'yard.changed', 'asn.status'];

/** The day first shown for an ASN: its expected arrival, or today when that has passed. */
function firstDay(asn: CheckRow): Dayjs {
  const expected = dayjs(String(asn.expectedArrivalDate ?? ''));
  return expected.isValid() && expected.isAfter(dayjs().startOf('day')) ? expected.startOf('day') : dayjs().startOf('day');
}

export function DockBookingPage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmOnce();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [day, setDay] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [answer, setAnswer] = useState<DockSlots | undefined>();
  const [reloads, setReloads] = useState(0);
  const { ticks } = useHubTicks(LIVE_TOPICS);
  const focusId = useFocusId();
  const asn = selected.length === 1 ? selected[0] : undefined;

  useEffect(() => {
    if (asn) setDay(firstDay(asn));
  }, [asn]);

  // Another ASN or day starts empty; a reload after an action or an event keeps the grid until the answer.
  useEffect(() => setAnswer(undefined), [asn, day]);
  useEffect(() => {
    if (!asn) return;
    let cancelled = false;
    call<DockSlots>('IDockAppointmentService', 'slots', { asnNo: asn.asnNo, from: day.toISOString() })
      .then((slots) => !cancelled && setAnswer(slots))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [asn, day, reloads, ticks]);

  const mine = answer?.appointment;
  // A received appointment is over (record 1030): shown, neither moved nor cancelled.
  const changeable = mine?.status !== 'received';
  /** A slot as the page names it: YYYY-MM-DD HH:mm in the warehouse's zone. */
  const at = (iso: string) => (answer ? zonedDateTime(iso, answer.timeZone) : formatDateTime(iso).slice(0, 16));
  /** One appointment call, its message, then the slots again. */
  const act = async (method: 'book' | 'move' | 'cancel', body: Record<string, unknown>, done: string) => {
    await call('IDockAppointmentService', method, body);
    message.success(done);
    setReloads((n) => n + 1);
  };
  const book = (slotStart: string, doorNo: string) => confirm({
    title: t('yard.booking.bookConfirm', { asnNo: asn!.asnNo, slot: at(slotStart), doorNo }),
    content: t('yard.booking.bookHint'),
    onOk: () => act('book', { asnNo: asn!.asnNo, slotStart, doorNo }, t('yard.booking.booked', { slot: at(slotStart), doorNo })),
  });
  const move = (slotStart: string, doorNo: string) => confirm({
    title: t('yard.booking.moveConfirm', { asnNo: asn!.asnNo, slot: at(slotStart), doorNo }),
    content: t('yard.booking.moveHint', { from: at(mine!.slotStart), fromDoor: mine!.doorNo }),
    onOk: () => act('move', { id: mine!.id, version: mine!.version, slotStart, doorNo }, t('yard.booking.moved', { slot: at(slotStart), doorNo })),
  });
  const cancel = () => act('cancel', { id: mine!.id, version: mine!.version }, t('yard.booking.cancelled'));

  const doorNos = answer?.slots[0]?.doors.map((d) => d.doorNo) ?? [];
  const hours = answer ? openingHours(answer.slots) : [];
  const columns = [
    { key: 'hour', title: answer ? t('yard.booking.hourIn', { timeZone: answer.timeZone }) : t('yard.booking.hour'), render: (_: unknown, slot: DockSlot) => zonedHourMinute(slot.slotStart, answer!.timeZone) },
    ...doorNos.map((doorNo) => ({
      key: doorNo,
      title: t('yard.booking.door', { doorNo }),
      render: (_: unknown, slot: DockSlot) => {
        const door = slot.doors.find((d) => d.doorNo === doorNo)!;
        const free = door.closed ? 0 : door.capacity - door.booked;
        const yours = mine?.slotStart === slot.slotStart && mine.doorNo === doorNo;
        return (
          <Space data-testid={`slot-${dayjs(slot.slotStart).format('HH')}-${doorNo}`}>
            <Tag color={free > 0 ? 'green' : 'default'}>{door.closed ? t('yard.booking.closed') : free > 0 ? t('yard.booking.free', { free, capacity: door.capacity }) : t('yard.booking.full')}</Tag>
            {!mine && menu.permissions.isAdd && (
              <Button size="small" disabled={free <= 0 || slot.past} onClick={() => book(slot.slotStart, doorNo)}>{t('yard.booking.book')}</Button>
            )}
            {yours && <Tag color="blue" data-testid="dock-slot-yours">{t('portal.dock.yours')}</Tag>}
            {mine && !yours && changeable && menu.permissions.isModify && (
              <Button size="small" disabled={free <= 0 || slot.past} onClick={() => move(slot.slotStart, doorNo)}>{t('yard.booking.move')}</Button>
            )}
          </Space>
        );
      },
    })),
  ];

  return (
    <div className="wms-list" data-testid="dock-booking-page">
      <Card variant="borderless" className="wms-table-card" title={menu.menuName}>
        <CheckTable list={LIST} columns={COLUMNS} condition={BOOKABLE} selected={selected} onSelect={setSelected} single focusId={focusId} testId="dock-booking-asns" />
      </Card>
      <Card variant="borderless" className="wms-table-card" title={asn ? t('yard.booking.title', { asnNo: asn.asnNo }) : t('yard.booking.choose')}
        extra={asn && <DatePicker allowClear={false} value={day} onChange={(value) => value && setDay(value.startOf('day'))} data-testid="dock-booking-day" />}>
        {answer?.deliveryMode === 'appointment' && !mine && <Alert type="warning" showIcon title={t('yard.booking.required')} />}
        {answer && <Typography.Paragraph type="secondary" data-testid="dock-booking-rule">{t('yard.capacityRule')}</Typography.Paragraph>}
        {mine && (
          <Alert type="info" showIcon data-testid="dock-booking-mine"
            title={t('yard.booking.mine', { slot: at(mine.slotStart), doorNo: mine.doorNo, status: t(`portal.timeline.appointmentStatus.${mine.status}`) })}
            action={menu.permissions.isCancelInvalid && changeable && (
              <Popconfirm title={t('yard.booking.cancelConfirm', { slot: at(mine.slotStart), doorNo: mine.doorNo })} onConfirm={() => cancel()} okButtonProps={{ danger: true }}>
                <Button size="small" danger data-testid="dock-booking-cancel">{t('yard.booking.cancel')}</Button>
              </Popconfirm>
            )} />
        )}
        {answer && (doorNos.length > 0
          ? <Table rowKey="slotStart" size="small" pagination={false} dataSource={hours} columns={columns} locale={{ emptyText: t('yard.booking.closedDay') }} data-testid="dock-slots" />
          : <Empty description={t('yard.booking.noDoors')} />)}
      </Card>
    </div>
  );
}
