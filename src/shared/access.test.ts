import { describe, expect, it } from 'vitest';
import { saveInputSchema } from './access.ts';

const issues = (result: ReturnType<ReturnType<typeof saveInputSchema>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('saveInputSchema', () => {
  it('should require the key, the name and a password that follows the rules when a user is added', () => {
    expect(issues(saveInputSchema('user').safeParse({ userNo: 'a b', pwd: 'short' }))).toEqual([
      ['userNo', 'validation.userNo'],
      ['userName', 'validation.required'],
      ['pwd', 'validation.passwordLength'],
    ]);
  });

  it('should take a user number with inner dots for staff and supplier users alike', () => {
    expect(saveInputSchema('user').parse({ userNo: 'li.wei', userName: 'Li Wei', pwd: 'Long-enough-1' }).fields.userNo).toBe('li.wei');
    expect(saveInputSchema('supplierUser').parse({ userNo: 'zhang.san', userName: 'Z', pwd: 'Long-enough-1', belongSupplier: 'S001' }).fields.userNo).toBe('zhang.san');
    expect(issues(saveInputSchema('user').safeParse({ userNo: 'li..wei', userName: 'L', pwd: 'Long-enough-1' }))).toEqual([['userNo', 'validation.userNo']]);
  });

  it('should answer empty tabs on add and keep absent tabs on modify', () => {
    const added = saveInputSchema('user').parse({ userNo: 'u1', userName: 'U', pwd: 'Long-enough-1' });
    expect([added.dataList, added.roleNos, added.menuList, added.fields.statusCode]).toEqual([[], [], [], 1]);
    const modified = saveInputSchema('user').parse({ id: 3, version: 1, userName: 'V', userNo: 'ignored' });
    expect(modified).toEqual({ id: 3, version: 1, pwd: undefined, fields: { userName: 'V' }, dataList: undefined, roleNos: undefined, menuList: undefined });
  });

  it('should drop the tabs a kind does not have and menus granted no flag, and keep the roles a supplier user holds', () => {
    const supplier = saveInputSchema('supplierUser').parse({
      userNo: 's1', userName: 'S', pwd: 'Long-enough-1', belongSupplier: 'S001', roleNos: ['admin'], dataList: [{ dataType: 1, dataValue: 'NWT' }],
      menuList: [{ menuNo: '5101', flags: ['isSearch', 'isSearch'] }, { menuNo: '5102', flags: [] }],
    });
    // The roles are checked by the server (a supplier user holds SUP-only roles), the data scope dropped.
    expect([supplier.roleNos, supplier.dataList, supplier.menuList]).toEqual([['admin'], [], [{ menuNo: '5101', flags: ['isSearch'] }]]);
    expect(saveInputSchema('role').parse({ roleNo: 'R', roleName: 'R', pwd: 'whatever' }).pwd).toBeUndefined();
  });

  it('should refuse an unknown data type and an unknown flag', () => {
    expect(issues(saveInputSchema('role').safeParse({ roleNo: 'R', roleName: 'R', dataList: [{ dataType: 9, dataValue: 'X' }], menuList: [{ menuNo: '1', flags: ['isAll'] }] }))).toEqual([
      ['dataList.0.dataType', 'validation.option'],
      ['menuList.0.flags.0', 'validation.option'],
    ]);
  });
});
