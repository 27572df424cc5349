/**
 * The receiver's sign-in at the dock (issue 24, decision 0640): an administrator sets a PIN on the
 * user form (4-8 digits, stored hashed, redacted in the journal); IBmLoginService/pinLogin answers
 * a staff session shaped like login's, is refused like a wrong password (wrong PIN, no PIN set,
 * disabled) and locks after the policy's allowed mistakes; the gate kiosk's own session cannot
 * receive; the receiver's number and name are on each answer, the truck's tracking and the journal;
 * a number typed in capitals finds the one user whose number differs in case only (walk 24 F8).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser, sysUserData, sysUserRole } from '../../../src/server/db/schema.ts';
import { DATA_TYPES } from '../../../src/server/rpc/session.ts';
import { hashPassword } from '../../../src/server/system/password.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { USER_PASSWORD } from '../../support/users.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { asn, doors } from './yard-support.ts';

let s: Session;
let kiosk: string;
const PALLET = '523456789012345673';

beforeAll(async () => {
  s = await inventoryApp();
  await doors(s, 'WH-SEA', 1);
  const db = s.database.db;
  const [user] = await db.insert(sysUser).values({ userNo: 'KIOSK-PIN', userName: 'Gate', pwdHash: await hashPassword(USER_PASSWORD), createName: 'test' }).returning();
  await db.insert(sysUserRole).values({ userId: user.id, roleNo: 'kiosk' });
  await db.insert(sysUserData).values([{ userId: user.id, dataType: DATA_TYPES.org, dataValue: 'NWT' }, { userId: user.id, dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }]);
  kiosk = await s.login('KIOSK-PIN', USER_PASSWORD);
});
afterAll(() => s.close());

const pinLogin = (userNo: string, pin: string) => s.call('IBmLoginService/pinLogin', { userNo, pin });
const addReceiver = (userNo: string, pin?: string) => s.as('ISysUserService/saveorupdatesysuser', {
  userNo, userName: `Receiver ${userNo}`, pwd: 'Quiet-Harbor-91', roleNos: ['receiver'],
  dataList: [{ dataType: DATA_TYPES.org, dataValue: 'NWT' }, { dataType: DATA_TYPES.warehouse, dataValue: 'WH-SEA' }], ...(pin !== undefined && { pin }),
});

describe('receiver sign-in with user number and PIN', () => {
  it('should set a PIN on the user form and sign in with it like a password sign-in, never answering or journaling the PIN', async () => {
    const refused = await addReceiver('RCV-BAD', '12a4');
    expect([refused.code, refused.details.fields.map((issue: any) => [issue.field, issue.message])]).toEqual([ERROR_CODES.VALIDATION_FAILED, [['pin', 'A PIN is 4 to 8 digits']]]);
    const added = await addReceiver('RCV-1', '4711');
    expect([added.code, added.data.hasPin, JSON.stringify(added.data).includes('4711')]).toEqual([0, true, false]);
    const { rows } = await s.database.pool.query(`select input from sys_operation_log where call = 'ISysUserService/saveorupdatesysuser' and input->>'userNo' = 'RCV-1'`);
    expect(rows.map((row) => row.input.pin)).toEqual(['[redacted]']);

    const signedIn = await pinLogin('RCV-1', '4711');
    expect([signedIn.code, Object.keys(signedIn.data).sort(), signedIn.data.pwdExpired]).toEqual([0, ['orgNo', 'pwdExpired', 'token'], 0]);
    expect((await s.call('IBmLoginService/getUserInfo', {}, { token: signedIn.data.token })).data).toMatchObject({ userNo: 'RCV-1', userName: 'Receiver RCV-1' });
    expect((await s.call('IBmLoginService/login', { userNo: 'RCV-1', pwd: '4711' })).code).toBe(ERROR_CODES.LOGIN_FAILED);
  });

  it('should sign in a lower-case user number typed in capitals on the keypad or by a scanner in caps lock, and only when one user matches', async () => {
    expect((await addReceiver('rcv-low', '5151')).code).toBe(0);
    const typed = await pinLogin('RCV-LOW', '5151');
    expect((await s.call('IBmLoginService/getUserInfo', {}, { token: typed.data.token })).data).toMatchObject({ userNo: 'rcv-low' });
    expect((await addReceiver('RCV-LOW', '6262')).code).toBe(0);
    const [exact, other] = [await pinLogin('rcv-low', '5151'), await pinLogin('Rcv-Low', '5151')];
    expect([exact.code, other.code]).toEqual([0, ERROR_CODES.PIN_FAILED]);
  });

  it('should refuse a wrong PIN, a user without a PIN and a disabled user alike, and lock after the allowed mistakes, saying for how long, until the administrator sets a new PIN', async () => {
    expect((await addReceiver('RCV-NOPIN')).code).toBe(0);
    expect((await pinLogin('RCV-NOPIN', '0000')).errorMessage).toBe('Wrong user number or PIN');
    const added = await addReceiver('RCV-2', '2468');
    for (let attempt = 0; attempt < 5; attempt++) expect((await pinLogin('RCV-2', '1357')).code).toBe(ERROR_CODES.PIN_FAILED);
    const locked = await pinLogin('RCV-2', '2468');
    expect([locked.code, locked.errorMessage]).toEqual([ERROR_CODES.PIN_LOCKED, 'Too many wrong PINs: try again in 15 min']);
    expect((await pinLogin('NO-SUCH-USER', '1357')).errorMessage).toBe('Wrong user number or PIN');
    expect((await s.as('ISysUserService/saveorupdatesysuser', { id: added.data.id, version: added.data.version, pin: '97531' })).code).toBe(0);
    expect((await pinLogin('RCV-2', '97531')).code).toBe(0);
    const current = (await s.as('ISysUserService/getsysuserbyid', { id: added.data.id })).data;
    expect((await s.as('ISysUserService/saveorupdatesysuser', { id: current.id, version: current.version, statusCode: 0 })).code).toBe(0);
    expect((await pinLogin('RCV-2', '97531')).code).toBe(ERROR_CODES.PIN_FAILED);
  });
});

describe('receiving needs a receiver', () => {
  it('should refuse the kiosk session and put the receiver on the answers, the tracking and the journal', async () => {
    const asnNo = await asn(s, 'WH-SEA', '10', 1, [PALLET]);
    const ticket = await s.call('IKioskService/checkIn', { warehouseNo: 'WH-SEA', asnNo, driverName: 'Wu', driverPhone: '13600000000', plateNo: 'P-PIN' }, { token: kiosk });
    await s.as('IYardService/action', { id: ticket.data.id, version: ticket.data.version, action: 'call' });
    const asKiosk = await s.call('IKioskService/findTruck', { warehouseNo: 'WH-SEA', code: asnNo }, { token: kiosk });
    expect([asKiosk.code, asKiosk.errorMessage]).toEqual([12227, 'A receiver signs in first: the kiosk alone cannot receive']);
    expect((await s.call('IKioskService/confirmPallet', { checkInId: ticket.data.id, sscc: PALLET, outcome: 'ok' }, { token: kiosk })).code).toBe(12227);

    expect((await addReceiver('RCV-3', '8080')).code).toBe(0);
    const token = (await pinLogin('RCV-3', '8080')).data.token;
    const found = await s.call('IKioskService/findTruck', { warehouseNo: 'WH-SEA', code: asnNo }, { token });
    expect([found.code, found.data.receiver]).toEqual([0, { userNo: 'RCV-3', userName: 'Receiver RCV-3' }]);
    const confirmed = await s.call('IKioskService/confirmPallet', { checkInId: ticket.data.id, sscc: PALLET, outcome: 'ok' }, { token });
    expect(confirmed.data.receiver.userName).toBe('Receiver RCV-3');
    const done = await s.call('IKioskService/finishReceiving', { checkInId: ticket.data.id }, { token });
    expect([done.code, done.data.checkIn.state, done.data.receiver.userNo]).toEqual([0, 'received', 'RCV-3']);
    const tracking = await s.as('IYardService/getAsnTracking', { asnNo });
    expect(tracking.data.find((row: any) => row.event === 'received').detail.receivedBy).toBe('Receiver RCV-3');
    const { rows } = await s.database.db.execute(sql`select user_no, user_name, call from sys_operation_log where call like 'IKioskService/%' and input->>'checkInId' = ${String(ticket.data.id)} and outcome = '0' order by id`);
    expect(rows.map((row: any) => [row.call, row.user_no, row.user_name])).toEqual([
      ['IKioskService/confirmPallet', 'RCV-3', 'Receiver RCV-3'],
      ['IKioskService/finishReceiving', 'RCV-3', 'Receiver RCV-3'],
    ]);
  });
});
