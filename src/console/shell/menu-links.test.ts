import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../client/session-store.ts';
import { fillPlaceholders, menuLinkKind } from './menu-links.ts';

const user: UserInfo = {
  id: 1, userNo: 'u1', userName: 'U', orgNo: 'NWT', orgName: 'Northwind', warehouseNo: 'WH SEA', warehouseName: 'Seattle',
  isLicense: 1, employeeId: null, limitCount: 1000, isAdmin: false, tenantsid: 't-9', userDataList: [{ dataType: 1, dataValue: 'NWT' }, { dataType: 2, dataValue: 'PR' }],
};

describe('menu links', () => {
  it('should tell routes, external links and custom entries apart', () => {
    expect(['organizational', 'https://x.test/a', 'HTTP://x.test', 'custom:warehouseScreen'].map(menuLinkKind)).toEqual(['route', 'external', 'external', 'custom']);
  });

  it('should fill the organisation, warehouse, classify type and tenant placeholders from the user, encoded', () => {
    expect(fillPlaceholders('https://bi.test/r?org={orgNo}&wh={warehouseNo}&ct={classifyType}&t={tenantsid}&x={other}', user))
      .toBe('https://bi.test/r?org=NWT&wh=WH%20SEA&ct=PR&t=t-9&x={other}');
  });

  it('should leave a placeholder empty when the user has no value for it', () => {
    expect(fillPlaceholders('https://bi.test/?ct={classifyType}&t={tenantsid}', { ...user, tenantsid: null, userDataList: [] })).toBe('https://bi.test/?ct=&t=');
  });
});
