/**
 * Arrangement shared by the portal tests: two suppliers of the demo, a supplier user of each with
 * the supplier portal's news, address and home pages, a purchaser with the enterprise news page, and
 * multipart bodies for news attachments.
 */
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../support/test-app.ts';
import { createUser, USER_PASSWORD } from '../../support/users.ts';
import type { PermissionFlag } from '../../../src/shared/permissions.ts';

export type PortalUsers = { admin: string; purchaser: string; supplierA: string; supplierB: string; supplierNoA: string; supplierNoB: string };

const ALL: PermissionFlag[] = ['isSearch', 'isAdd', 'isModify', 'isDelete', 'isSubmit', 'isClose'];

/** Creates the users and answers their tokens and the two supplier numbers. */
export async function portalUsers(t: TestApp): Promise<PortalUsers> {
  const admin = await t.login();
  const suppliers = (await t.call('IBmSupplierService/getbmsupplierlistbyparams', { size: 2, sorter: { field: 'supplierNo', order: 'ascend' } }, { token: admin })).data.records;
  const [supplierNoA, supplierNoB] = suppliers.map((row: { supplierNo: string }) => row.supplierNo);
  const supplierGrants = { '5401': ['isSearch'], '5402': ['isSearch'], '5404': ['isSearch'] } as Record<string, PermissionFlag[]>;
  await createUser(t.database.db, { userNo: 'sup-a', userType: 'supplier', belongSupplier: supplierNoA, grants: supplierGrants });
  await createUser(t.database.db, { userNo: 'sup-b', userType: 'supplier', belongSupplier: supplierNoB, grants: supplierGrants });
  await createUser(t.database.db, { userNo: 'purchaser', orgs: ['NWT'], grants: { '170201': ALL, '170101': ALL, '170401': ['isSearch'], '170501': ALL, '170507': ALL } });
  return { admin, purchaser: await t.login('purchaser', USER_PASSWORD), supplierA: await t.login('sup-a', USER_PASSWORD), supplierB: await t.login('sup-b', USER_PASSWORD), supplierNoA, supplierNoB };
}

/** A multipart body with one file part. */
export function multipart(name: string, type: string, content: Buffer) {
  const boundary = `wms${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The header of a PNG image of the given size (signature and IHDR chunk), padded to `bytes`. */
export function pngOf(width: number, height: number, bytes = 64): Buffer {
  const header = Buffer.alloc(Math.max(bytes, 33));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}
