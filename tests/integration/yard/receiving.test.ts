/**
 * Receiving at the dock (issue 15): the truck at its door scans the pallets (SSCCs) of its ASN,
 * confirms one and records a damaged one with a photo; unknown pallets and pallets of another ASN
 * are refused; a pallet counts once (a replayed request answers the first result); finishing posts
 * the receipt through the arrival note's receive (the ledger) and tracks "received, 1 discrepancy";
 * a pallet never scanned is a missing claim line and is not received; the announced lines of a
 * wrong-item and a missing pallet stay open on a backorder note a second truck checks in with; an
 * ASN delivered already says so at the gate (walk 24 F1); scans are read by the shared GS1 reader:
 * "(00)…" as printed is taken, a wrong check digit, a scan without an SSCC and a pallet of another
 * warehouse each get their own message (issue 24). The dock lists the trucks at its doors, and a
 * recorded pallet is forgotten before Finish and recorded again as corrected (walk 24). The truck
 * is also found by a pallet's SSCC (bare, as printed or raw: the handheld's Receive, record 0930);
 * the SSCC of a pallet whose truck is not at a door finds none.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors } from './yard-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  await doors(s, 'WH-SEA', 2);
});
afterAll(() => s.close());

const A = '123456789012345675';
const B = '123456789012345682';
const OTHER = '123456789012345699';

async function truckAtDoor(asnNo: string) {
  const ticket = await s.as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Wu', driverPhone: '13600000000', plateNo: `P-${asnNo.slice(-3)}` });
  await s.as('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' });
  return ticket.data.id as number;
}
const confirm = (body: Record<string, unknown>, requestId?: string) =>
  s.call('IKioskService/confirmPallet', body, { token: s.token, headers: requestId ? { 'request-id': requestId } : {} });

describe('dock receiving', () => {
  it('should receive the pallets of the truck, refuse strangers, count each pallet once and post the receipt with its discrepancy', async () => {
    const asnNo = await asn(s, 'WH-SEA', '10', 3, [A, A, B]);
    await asn(s, 'WH-SEA', '10', 1, [OTHER]);
    const elsewhere = await asn(s, 'WH-LDN', '10', 1, ['323456789012345686']);
    const checkInId = await truckAtDoor(asnNo);
    const found = await s.as('IKioskService/findTruck', { warehouseNo: 'WH-SEA', code: asnNo });
    expect([found.data.expectedPallets, found.data.scanned, found.data.checkIn.state]).toEqual([2, 0, 'called']);
    for (const code of [B, `(00)${B}`, `]C100${B}`]) expect((await s.as('IKioskService/findTruck', { warehouseNo: 'WH-SEA', code })).data.checkIn.id, code).toBe(checkInId);
    expect((await s.as('IKioskService/findTruck', { warehouseNo: 'WH-SEA', code: OTHER })).code).toBe(12217);

    const pallet = await s.as('IKioskService/scanPallet', { checkInId, sscc: `00${A}` });
    expect([pallet.data.sscc, pallet.data.lines.map((l: any) => [l.lineNo, l.itemNo, l.qty]), pallet.data.outcome]).toEqual([A, [[1, 'P004', '1'], [2, 'P004', '1']], null]);
    expect((await s.as('IKioskService/scanPallet', { checkInId, sscc: '999999999999999995' })).errorMessage).toBe('Pallet 999999999999999995 is on no ASN of this warehouse: set it aside and call the office');
    expect((await s.as('IKioskService/scanPallet', { checkInId, sscc: `(00) ${A}` })).data.sscc).toBe(A);
    expect((await s.as('IKioskService/scanPallet', { checkInId, sscc: '(00)123456789012345676' })).errorMessage)
      .toBe('The check digit of SSCC (00)123456789012345676 is wrong: scan the label again or type the 18 digits printed under the barcode');
    expect((await s.as('IKioskService/scanPallet', { checkInId, sscc: '(01)09521234543213' })).code).toBe(12225);
    expect((await s.as('IKioskService/scanPallet', { checkInId, sscc: '323456789012345686' })).errorMessage)
      .toBe(`Pallet 323456789012345686 of ${elsewhere} is delivered to warehouse WH-LDN, not here: set it aside and call the office`);
    const stranger = await s.as('IKioskService/scanPallet', { checkInId, sscc: OTHER });
    expect([stranger.code, stranger.errorMessage?.endsWith(`not to ${asnNo} of this truck: set it aside`)]).toEqual([12215, true]);

    const first = await confirm({ checkInId, sscc: A, outcome: 'ok' }, `pallet-${asnNo}`);
    expect([first.data.scanned, first.data.checkIn.state]).toEqual([1, 'unloading']);
    expect((await confirm({ checkInId, sscc: A, outcome: 'ok' }, `pallet-${asnNo}`)).data).toEqual(first.data);
    expect((await confirm({ checkInId, sscc: A, outcome: 'short', countedQty: '1' })).code).toBe(12216);
    expect((await confirm({ checkInId, sscc: B, outcome: 'damaged' })).code).toBe(12218);
    expect((await confirm({ checkInId, sscc: OTHER, outcome: 'ok' })).code).toBe(12215);
    const damaged = await confirm({ checkInId, sscc: B, outcome: 'damaged', reason: 'crushed', remark: 'Crushed corner' });
    expect([damaged.data.scanned, damaged.data.discrepancies]).toEqual([2, 1]);

    const done = await s.as('IKioskService/finishReceiving', { checkInId });
    expect([done.code, done.data.checkIn.state, done.data.discrepancies]).toEqual([0, 'received', 1]);
    const arrival = await s.database.db.execute(sql`select status_code from in_arrive_head where in_arrive_no = ${asnNo}`);
    expect(arrival.rows[0].status_code).toBe('15');
    const posted = await s.database.db.execute(sql`select count(*)::int as n from inv_transaction where doc_type = 'ARV' and doc_no = ${`${asnNo}-1`}`);
    expect(Number(posted.rows[0].n)).toBe(6);
    const tracking = await s.as('IYardService/getAsnTracking', { asnNo });
    const received = tracking.data.find((r: any) => r.event === 'received');
    expect([received.detail.discrepancies, received.detail.pallets]).toEqual([1, [{ sscc: B, outcome: 'damaged' }]]);
    expect(received.detail.claims.map((l: any) => [l.sscc, l.outcome, l.photo, l.reason, l.note])).toEqual([[B, 'damaged', false, 'crushed', 'Crushed corner']]);
    expect((await s.as('IKioskService/finishReceiving', { checkInId })).code).toBe(12207);
    await s.database.db.execute(sql`update in_arrive_head set status_code = '30' where in_arrive_no = ${asnNo}`);
    expect((await s.as('IKioskService/findAsn', { warehouseNo: 'WH-SEA', code: asnNo })).errorMessage)
      .toBe(`${asnNo} has already been delivered (queue number ${done.data.checkIn.queueNo}, door ${done.data.checkIn.doorNo}): please go to the office`);
  });

  it('should receive only what was counted and keep the announced lines of a wrong-item and a missing pallet open on a backorder note', async () => {
    const [okPallet, wrongPallet, missingPallet] = ['223456789012345672', '223456789012345689', '223456789012345696'];
    const asnNo = await asn(s, 'WH-SEA', '10', 3, [okPallet, wrongPallet, missingPallet]);
    const checkInId = await truckAtDoor(asnNo);
    await confirm({ checkInId, sscc: okPallet, outcome: 'ok' });
    expect((await confirm({ checkInId, sscc: wrongPallet, outcome: 'wrongItem', itemNo: 'P010', countedQty: '2' })).code).toBe(0);
    const done = await s.as('IKioskService/finishReceiving', { checkInId });
    expect([done.data.discrepancies, done.data.checkIn.state]).toEqual([2, 'received']);
    const posted = await s.database.db.execute(sql`select item_no, sum(on_hand_delta)::float8 as qty from inv_transaction
      where doc_type = 'ARV' and doc_no = ${`${asnNo}-1`} and location_usage = 'internal' group by item_no order by item_no`);
    expect(posted.rows.map((r: any) => [r.item_no, r.qty])).toEqual([['P004', 1], ['P010', 2]]);
    const notes = await s.database.db.execute(sql`select h.in_arrive_no, h.status_code, h.remark as head_remark, l.line_no, l.item_no, l.qty::float8 as qty, l.container_no, l.remark
      from in_arrive_line l join in_arrive_head h on h.id = l.head_id where h.in_arrive_no like ${`${asnNo}%`} order by h.id, l.line_no`);
    expect(notes.rows.map((r: any) => [r.in_arrive_no, r.status_code, r.head_remark, r.line_no, r.item_no, r.qty, r.container_no, r.remark])).toEqual([
      [asnNo, '15', null, 1, 'P004', 1, okPallet, null],
      [asnNo, '15', null, 4, 'P010', 2, wrongPallet, null],
      [`${asnNo}-B1`, '10', asnNo, 2, 'P004', 1, wrongPallet, `${asnNo}/2: 1 -> 0`],
      [`${asnNo}-B1`, '10', asnNo, 3, 'P004', 1, missingPallet, `${asnNo}/3: 1 -> 0`],
    ]);
    const tracking = await s.as('IYardService/getAsnTracking', { asnNo });
    expect(tracking.data.find((r: any) => r.event === 'received').detail.claims).toEqual([
      { sscc: wrongPallet, lineNo: 2, itemNo: 'P004', expected: '1', counted: '0', outcome: 'wrongItem', photo: false },
      { sscc: wrongPallet, lineNo: null, itemNo: 'P010', expected: '0', counted: '2', outcome: 'wrongItem', photo: false },
      { sscc: missingPallet, lineNo: 3, itemNo: 'P004', expected: '1', counted: '0', outcome: 'missing', photo: false },
    ]);
    const again = await s.as('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo: `${asnNo}-B1`, driverName: 'Wu', driverPhone: '13600000000', plateNo: 'P-B1' });
    expect(again.code).toBe(0);
  });

  it('should list the trucks at the doors and forget a recorded pallet before Finish, so it is recorded again as counted', async () => {
    const [first, second] = ['523456789012345673', '523456789012345680'];
    const asnNo = await asn(s, 'WH-SEA', '10', 2, [first, second]);
    const checkInId = await truckAtDoor(asnNo);
    const listed = await s.as('IKioskService/trucksAtDoors', { warehouseNo: 'WH-SEA' });
    expect(listed.data.filter((t: any) => t.asnNo === asnNo).map((t: any) => [t.id, t.state])).toEqual([[checkInId, 'called']]);
    expect((await confirm({ checkInId, sscc: first, outcome: 'ok' })).data.pallets).toEqual([{ sscc: first, outcome: 'ok', counted: '1' }]);
    expect((await s.as('IKioskService/undoPallet', { checkInId, sscc: second })).errorMessage).toBe(`Pallet ${second} is not recorded for this truck`);
    const undone = await s.as('IKioskService/undoPallet', { checkInId, sscc: first });
    expect([undone.data.scanned, undone.data.pallets]).toEqual([0, []]);
    expect((await confirm({ checkInId, sscc: first, outcome: 'short', countedQty: '0' })).data.pallets).toEqual([{ sscc: first, outcome: 'short', counted: '0' }]);
    // The summary Finish shows: per ASN line declared, counted, damaged, the difference, and the pallets' shortfalls and excesses.
    expect((await confirm({ checkInId, sscc: second, outcome: 'ok' })).data.lines.map((l: any) => [l.lineNo, l.itemNo, l.declared, l.counted, l.damaged, l.difference, l.short, l.over])).toEqual([
      [1, 'P004', '1', '0', '0', '-1', '1', '0'], [2, 'P004', '1', '1', '0', '0', '0', '0'],
    ]);
    expect((await s.as('IKioskService/finishReceiving', { checkInId })).data.discrepancies).toBe(1);
    expect((await s.as('IKioskService/undoPallet', { checkInId, sscc: second })).code).toBe(12207);
    expect((await s.as('IKioskService/trucksAtDoors', { warehouseNo: 'WH-SEA' })).data.some((t: any) => t.asnNo === asnNo)).toBe(false);
  });
});
