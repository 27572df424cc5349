/**
 * Shared arrangement of the schedule tests (issue 14 part 3): a demo app (organisation NWT,
 * suppliers S001-S029, items P001-P077), admin, a buyer scoped to NWT with every flag on the
 * delivery schedule pages, and supplier users of S001 and S002 with the SUP schedule and order
 * pages. Dates are relative to today (UTC).
 */
import type { PermissionFlag } from '../../../src/shared/permissions.ts';
import { testApp, type CallAnswer, type TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';

export const SCHEDULE = 'ISrmScheduleService';
const ALL: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isPhysicalDelete', 'isSubmit', 'isImport', 'isExport'];
const SUPPLIER_FLAGS: PermissionFlag[] = ['isSearch', 'isSave'];

export type ScheduleApp = TestApp & {
  admin: string;
  buyer: string;
  supplier1: string;
  supplier2: string;
  as: <T = any>(token: string, path: string, body?: unknown) => Promise<CallAnswer<T>>;
};

/** The date `days` from today (UTC), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function scheduleApp(): Promise<ScheduleApp> {
  const t = await testApp({ demo: true });
  const db = t.database.db;
  const buyerMenus = ['170301', '170302', '170303', '170304', '170305', '170306', '170307'];
  await createUser(db, { userNo: 'buyer', orgs: ['NWT'], grants: Object.fromEntries(buyerMenus.map((menuNo) => [menuNo, ALL])) });
  const supplierMenus = ['5104', '5105', '5201', '5202', '5203', '5303', '5304'];
  for (const [userNo, supplierNo] of [['sup1', 'S001'], ['sup2', 'S002']]) {
    await createUser(db, { userNo, userType: 'supplier', belongSupplier: supplierNo, grants: Object.fromEntries(supplierMenus.map((menuNo) => [menuNo, SUPPLIER_FLAGS])) });
  }
  const as: ScheduleApp['as'] = (token, path, body = {}) => t.call(path, body, { token });
  return {
    ...t,
    admin: await t.login(),
    buyer: await t.login('buyer', USER_PASSWORD),
    supplier1: await t.login('sup1', USER_PASSWORD),
    supplier2: await t.login('sup2', USER_PASSWORD),
    as,
  };
}

let sequence = 0;

/** Adds a pending schedule line as admin (S001, P001, 10 planned and scheduled, in 10 days unless overridden); answers the row. */
export async function addSchedule(t: ScheduleApp, values: Record<string, unknown> = {}): Promise<Record<string, any>> {
  sequence += 1;
  const answer = await t.as(t.admin, `${SCHEDULE}/addsrmschedule`, {
    scheduleNo: `SCH-${sequence}`,
    orgNo: 'NWT',
    supplierNo: 'S001',
    itemNo: 'P001',
    purchaseNo: 'PO-1',
    purchaseSeq: sequence,
    demandDate: dayFromToday(10),
    planQty: '10',
    scheduleQty: '10',
    ...values,
  });
  if (answer.code !== 0) throw new Error(`addsrmschedule: ${answer.errorMessage} ${JSON.stringify(answer.details)}`);
  return answer.data;
}

/** The selection body of publish-like calls. */
export const selection = (...rows: Record<string, any>[]) => ({ list: rows.map(({ id, version }) => ({ id: Number(id), version: Number(version) })) });
