import { describe, expect, it } from 'vitest';
import { parseFieldMap } from './integration.ts';

describe('parseFieldMap', () => {
  const known = ['itemNo', 'itemName', 'orgNo'];

  it('should read one source=ours pair per line, skipping blank lines and spaces around =', () => {
    expect(parseFieldMap('code = itemNo\n\nplant.org=orgNo\r\nItem name=itemName', known)).toEqual({
      pairs: [['code', 'itemNo'], ['plant.org', 'orgNo'], ['Item name', 'itemName']],
      issues: [],
    });
  });

  it('should name the line of a pair without =, of an unknown field and of a field mapped twice', () => {
    const { issues } = parseFieldMap('code=itemNo\njust text\nx=pwdHash\ny=itemNo', known);
    expect(issues.map((issue) => [issue.message, issue.params?.line])).toEqual([
      ['validation.fieldMapLine', 2], ['validation.fieldMapUnknown', 3], ['validation.fieldMapDuplicate', 4],
    ]);
  });

  it('should require at least one pair', () => {
    expect(parseFieldMap(' \n ', known).issues).toEqual([{ field: 'fieldMap', message: 'validation.required' }]);
  });
});
