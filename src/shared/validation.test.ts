import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef } from './entity.ts';
import { orgEntity } from './entities/org.entity.ts';
import { itemEntity } from './entities/item.entity.ts';
import { checkField, checkInteger, entityInputSchema, idSchema, INT4_MAX, normalizeDate, requiredTextSchema, versionSchema, writableFields } from './validation.ts';

const text: FieldDef = { kind: 'text' };
const issueOf = (def: FieldDef, value: unknown) => {
  const checked = checkField(def, value);
  return 'issue' in checked ? checked.issue : undefined;
};
const valueOf = (def: FieldDef, value: unknown) => {
  const checked = checkField(def, value);
  if ('issue' in checked) throw new Error(`unexpected issue ${checked.issue.message}`);
  return checked.value;
};

describe('required and empty values', () => {
  it('should ask for the field when a required value is empty or blank', () => {
    for (const empty of [undefined, null, '', '   ']) expect(issueOf({ kind: 'text', required: true }, empty)?.message).toBe('validation.required');
  });

  it('should answer null when an optional value is empty', () => {
    expect(valueOf({ kind: 'decimal' }, '')).toBeNull();
    expect(valueOf({ kind: 'text', format: 'email' }, '  ')).toBeNull();
  });
});

describe('text', () => {
  it('should accept 99 characters and refuse 100 characters or more when no max is declared', () => {
    expect(valueOf(text, 'a'.repeat(99))).toBe('a'.repeat(99));
    expect(issueOf(text, 'a'.repeat(100))).toEqual({ message: 'validation.textTooLong', params: { max: 100 } });
    expect(issueOf(text, 'a'.repeat(250))?.message).toBe('validation.textTooLong');
  });

  it('should apply the declared max when a field declares one', () => {
    expect(valueOf({ kind: 'text', max: 32 }, 'x'.repeat(32))).toHaveLength(32);
    expect(issueOf({ kind: 'text', max: 32 }, 'x'.repeat(33))).toEqual({ message: 'validation.textTooLong', params: { max: 33 } });
  });

  it('should trim surrounding spaces when the value is stored', () => {
    expect(valueOf(text, '  Seattle  ')).toBe('Seattle');
  });

  it('should refuse a NUL character anywhere in the text', () => {
    for (const bad of ['\u0000', 'a\u0000b', 'ab\u0000']) expect(issueOf(text, bad)?.message).toBe('validation.nul');
  });

  it('should refuse objects when text is expected', () => {
    expect(issueOf(text, { a: 1 })?.message).toBe('validation.notText');
  });

  it('should allow only letters, digits, - and _ when the format is code', () => {
    expect(valueOf({ kind: 'text', format: 'code' }, 'WH-SEA_01')).toBe('WH-SEA_01');
    for (const bad of ['WH SEA', 'A/B', 'Ä1', 'a.b']) expect(issueOf({ kind: 'text', format: 'code' }, bad)?.message).toBe('validation.code');
  });

  it('should allow inner dots in a user number and nowhere else', () => {
    const userNo: FieldDef = { kind: 'text', format: 'userNo' };
    for (const good of ['li.wei', 'a.b.c', 'wei_2-x', 'LI.Wei.01']) expect(valueOf(userNo, good)).toBe(good);
    for (const bad of ['.li', 'li.', 'li..wei', 'li wei', 'li/wei', '李.伟']) expect(issueOf(userNo, bad)?.message).toBe('validation.userNo');
  });
});

describe('phone, mobile and email', () => {
  const phone: FieldDef = { kind: 'text', format: 'phone' };
  const mobile: FieldDef = { kind: 'text', format: 'mobile' };
  const email: FieldDef = { kind: 'text', format: 'email' };

  it('should accept the written phone forms of the demo data when they have an area code', () => {
    for (const ok of ['(171) 555-2222', '030-0074321', '+44 20 7946 0958', '(5) 555-4729', '0621-08460', '021 5550 0000']) {
      expect(valueOf(phone, ok)).toBe(ok);
    }
  });

  it('should refuse a phone when it has letters or fewer than 6 digits', () => {
    for (const bad of ['555-12', 'call me', '12345', '030-00743a1']) expect(issueOf(phone, bad)?.message).toBe('validation.phone');
  });

  it('should accept exactly 11 digits when the format is mobile', () => {
    expect(valueOf(mobile, '13812345678')).toBe('13812345678');
    for (const bad of ['1381234567', '138123456789', '138-1234-5678', '1381234567a']) expect(issueOf(mobile, bad)?.message).toBe('validation.mobile');
  });

  it('should accept a basic address and refuse one without @ or domain when the format is email', () => {
    expect(valueOf(email, 'nancy@northwind.example')).toBe('nancy@northwind.example');
    for (const bad of ['nancy', 'nancy@', 'nancy@northwind', 'na ncy@north.wind', '@northwind.example']) {
      expect(issueOf(email, bad)?.message).toBe('validation.email');
    }
  });
});

describe('numbers', () => {
  const decimal: FieldDef = { kind: 'decimal' };
  const int: FieldDef = { kind: 'int' };

  it('should accept 5 decimals and refuse 6 or more when no scale is declared', () => {
    expect(valueOf(decimal, '1.12345')).toBe('1.12345');
    expect(issueOf(decimal, '1.123456')).toEqual({ message: 'validation.tooManyDecimals', params: { max: 6 } });
    expect(issueOf(decimal, 0.1234567)?.message).toBe('validation.tooManyDecimals');
  });

  it('should apply the declared scale when a decimal declares one', () => {
    expect(valueOf({ kind: 'decimal', scale: 4 }, '18.0000')).toBe('18.0000');
    expect(issueOf({ kind: 'decimal', scale: 4 }, '18.00001')).toEqual({ message: 'validation.tooManyDecimals', params: { max: 5 } });
  });

  it('should accept 19 digits and refuse 20 or more when a number is checked', () => {
    expect(valueOf(decimal, '9'.repeat(19))).toBe('9'.repeat(19));
    expect(issueOf(decimal, '1'.repeat(20))).toEqual({ message: 'validation.tooManyDigits', params: { max: 20 } });
    expect(issueOf(decimal, `${'1'.repeat(20)}.5`)?.message).toBe('validation.tooManyDigits');
    expect(issueOf(int, '1'.repeat(25))?.message).toBe('validation.tooManyDigits');
  });

  it('should not count leading zeros when digits are counted', () => {
    expect(valueOf(decimal, `000${'9'.repeat(19)}`)).toBe(`000${'9'.repeat(19)}`);
  });

  it('should keep the decimal as a string without a leading plus when it is valid', () => {
    expect(valueOf(decimal, '+12.5')).toBe('12.5');
    expect(valueOf(decimal, 3.25)).toBe('3.25');
    expect(valueOf(decimal, '-0.5')).toBe('-0.5');
  });

  it('should refuse text and non-finite values when a number is expected', () => {
    for (const bad of ['abc', '1,5', '1e5', '.5', Number.NaN, Number.POSITIVE_INFINITY]) expect(issueOf(decimal, bad)?.message).toBe('validation.notNumber');
  });

  it('should refuse whole numbers that JSON cannot carry exactly when the field is an integer', () => {
    expect(valueOf(int, '9'.repeat(15))).toBe(999_999_999_999_999);
    expect(issueOf(int, '9'.repeat(16))).toEqual({ message: 'validation.tooManyDigits', params: { max: 16 } });
  });

  it('should refuse decimals when the field is an integer', () => {
    expect(valueOf(int, '42')).toBe(42);
    expect(issueOf(int, '4.5')?.message).toBe('validation.notInteger');
  });
});

describe('dates', () => {
  const date: FieldDef = { kind: 'date' };

  it('should answer ISO when a date is written yyyy-MM-dd, yyyy/MM/dd or yyyyMMdd', () => {
    expect(valueOf(date, '2024-02-29')).toBe('2024-02-29');
    expect(valueOf(date, '2024/02/29')).toBe('2024-02-29');
    expect(valueOf(date, '20240229')).toBe('2024-02-29');
  });

  it('should refuse the date when the day does not exist or the layout is another', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-2-1', '29.02.2024', '02/29/2024', '2024-02-29T10:00']) {
      expect(normalizeDate(bad)).toBeUndefined();
      expect(issueOf(date, bad)?.message).toBe('validation.date');
    }
  });

  it('should refuse a date when it is given as a number', () => {
    expect(issueOf(date, 20240229)?.message).toBe('validation.date');
  });

  it('should answer an ISO instant when a datetime is valid and refuse garbage', () => {
    expect(valueOf({ kind: 'datetime' }, '2024-02-29T10:00:00Z')).toBe('2024-02-29T10:00:00.000Z');
    expect(issueOf({ kind: 'datetime' }, 'yesterday')?.message).toBe('validation.date');
  });
});

describe('status, enum and bool', () => {
  it('should accept only 0 and 1 when the field is a status', () => {
    expect(valueOf({ kind: 'status' }, '1')).toBe(1);
    expect(valueOf({ kind: 'status' }, 0)).toBe(0);
    expect(issueOf({ kind: 'status' }, 2)?.message).toBe('validation.option');
  });

  it('should accept only declared options when the field is an enum', () => {
    const abc: FieldDef = { kind: 'enum', options: ['A', 'B', 'C'] };
    expect(valueOf(abc, ' B ')).toBe('B');
    expect(issueOf(abc, 'D')?.message).toBe('validation.option');
  });

  it('should read Y/N, yes/no, 1/0 and true/false when the field is a bool', () => {
    for (const yes of [true, 'Y', 'yes', '1', 'TRUE']) expect(valueOf({ kind: 'bool' }, yes)).toBe(true);
    for (const no of [false, 'n', 'No', '0', 'false']) expect(valueOf({ kind: 'bool' }, no)).toBe(false);
    expect(issueOf({ kind: 'bool' }, 'maybe')?.message).toBe('validation.bool');
  });
});

describe('entity input schemas', () => {
  const add = entityInputSchema(orgEntity, 'add');
  const update = entityInputSchema(orgEntity, 'update');

  it('should fill defaults and drop unknown fields when adding', () => {
    const parsed = add.parse({ orgNo: 'A1', orgName: 'Alpha', hacker: 'x', id: 99 });
    expect(parsed).toEqual({ orgNo: 'A1', orgName: 'Alpha', orgShortName: null, statusCode: 1, remark: null });
  });

  it('should report every bad field by name when adding', () => {
    const result = add.safeParse({ orgNo: 'A 1', orgName: 'x'.repeat(100) });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([['orgNo', 'validation.code'], ['orgName', 'validation.textTooLong']]);
  });

  it('should require id and version and never change the key when modifying', () => {
    expect(update.safeParse({ orgName: 'New' }).error?.issues[0].path).toEqual(['id']);
    expect(update.parse({ id: '5', version: 2, orgNo: 'OTHER', orgName: 'New' })).toEqual({ id: 5, version: 2, orgName: 'New' });
    expect(writableFields(orgEntity, 'update')).not.toContain('orgNo');
  });

  it('should keep absent fields out when a row is modified', () => {
    expect(update.parse({ id: 1, version: 0, remark: '' })).toEqual({ id: 1, version: 0, remark: null });
  });

  it('should list every non-read-only field of an item as writable when adding', () => {
    const def: EntityDef = itemEntity;
    expect(writableFields(def, 'add')).toEqual(Object.keys(def.fields).filter((name) => !def.fields[name].readOnly));
  });
});

describe('ids and versions (issue 11)', () => {
  const issue = (value: unknown, min: number, max: number) => {
    const checked = checkInteger(value, min, max);
    return 'issue' in checked ? checked.issue : undefined;
  };

  it('should read a whole number from a JSON number or its digits', () => {
    expect(checkInteger(7, 0, 10)).toEqual({ value: 7 });
    expect(checkInteger(' 7 ', 0, 10)).toEqual({ value: 7 });
    expect(versionSchema.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idSchema.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('should ask for the value when it is absent, null or blank, never reading it as 0', () => {
    for (const empty of [undefined, null, '', '  ']) expect(issue(empty, 0, 10)?.message).toBe('validation.required');
  });

  it('should refuse false, decimals, exponents, arrays and objects as not whole numbers', () => {
    for (const bad of [false, true, 1.5, '1.0', '1e3', [0], { n: 1 }, 'seven']) expect(issue(bad, 0, 10)?.message).toBe('validation.notInteger');
  });

  it('should refuse a version beyond the integer column and an id beyond exact JSON numbers', () => {
    expect(versionSchema.safeParse(INT4_MAX + 1).error?.issues[0]).toMatchObject({ message: 'validation.intRange', params: { min: 0, max: INT4_MAX } });
    expect(versionSchema.safeParse(-1).error?.issues[0].message).toBe('validation.intRange');
    expect(idSchema.safeParse(2 ** 63).error?.issues[0].message).toBe('validation.intRange');
    expect(idSchema.safeParse('99999999999999999999').error?.issues[0].message).toBe('validation.intRange');
    expect(idSchema.safeParse(0).error?.issues[0].message).toBe('validation.intRange');
  });

  it('should refuse a modify whose version is null, "" or false and name the field', () => {
    const update = entityInputSchema(orgEntity, 'update');
    for (const version of [null, '', false]) expect(update.safeParse({ id: 1, version, orgName: 'x' }).error?.issues.map((i) => i.path)).toEqual([['version']]);
    expect(update.safeParse({ id: 1, version: 2 ** 31 }).error?.issues[0]).toMatchObject({ path: ['version'], message: 'validation.intRange' });
  });

  it('should check a required text schema like a required text field', () => {
    const schema = requiredTextSchema(5);
    expect(schema.parse(' abc ')).toBe('abc');
    for (const [bad, message] of [[undefined, 'validation.required'], ['a\u0000', 'validation.nul'], ['abcdef', 'validation.textTooLong'], [{}, 'validation.notText']] as const) {
      expect(schema.safeParse(bad).error?.issues[0].message).toBe(message);
    }
  });
});
