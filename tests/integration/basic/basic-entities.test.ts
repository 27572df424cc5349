import { afterAll, beforeAll } from 'vitest';
import { describeRoundTrips, type RoundTripCase } from '../../support/entity-round-trip.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

// The Base.Basic entities of spec console §2 on the generic engine, with the Northwind demo rows.
const CASES: RoundTripCase[] = [
  {
    name: 'zone', demoTotal: 8,
    add: { zoneNo: 'SEA-QC', zoneName: 'Seattle QC', orgNo: 'NWT', warehouseNo: 'WH-SEA', zoneType: '5' }, modify: { zoneName: 'Seattle quality' },
    headers: ['zoneNo', 'zoneName', 'orgNo', 'warehouseNo', 'zoneType'],
    good: [['LDN-QC', 'London QC', 'NWT', 'WH-LDN', '5'], ['LDN-RET', 'London returns', 'NWT', 'WH-LDN', '6']],
    bad: ['LDN-X', 'Bad zone type', 'NWT', 'WH-LDN', '9'], badField: 'zoneType',
  },
  {
    name: 'customerAddress', demoTotal: 91,
    add: { customerNo: 'ALFKI', addressNo: 'A09', address: 'Teststr. 1', city: 'Berlin' }, modify: { city: 'Hamburg' },
    headers: ['customerNo', 'addressNo', 'address', 'city', 'country', 'isDefault'],
    good: [['ALFKI', 'A02', 'Obere Str. 57', 'Berlin', 'Germany', 'N'], ['ANATR', 'A02', 'Avda. de la Constitución 2222', 'México D.F.', 'Mexico', 'N']],
    bad: ['NOPE', 'A01', 'Nowhere 1', 'Nowhere', 'Nowhere', 'N'], badField: 'customerNo',
  },
  {
    name: 'classifyType', demoTotal: 8,
    add: { classifyType: 'TEST', classifyTypeName: 'Test', bigModule: '3' }, modify: { classifyTypeName: 'Test two' },
    headers: ['classifyType', 'classifyTypeName', 'bigModule'],
    good: [['QC-IN', 'Quality receipt', '1'], ['SCRAP', 'Scrap', '3']],
    bad: ['NO-NATURE', 'Without nature', ''], badField: 'bigModule',
  },
  {
    name: 'tax', demoTotal: 8,
    add: { taxNo: 'TEST', taxName: 'Test', taxRate: '12.5' }, modify: { taxRate: '7.25' },
    headers: ['taxNo', 'taxName', 'taxRate'],
    good: [['JP-CT10', 'Japan consumption tax', '10'], ['CN-VAT6', 'China VAT 6%', '6']],
    bad: ['TOO-HIGH', 'Over a hundred', '120'], badField: 'taxRate',
  },
  {
    name: 'currency', demoTotal: 10,
    add: { currencyNo: 'MXN', currencyName: 'Mexican peso', symbol: 'MX$' }, modify: { symbol: '$' },
    headers: ['currencyNo', 'currencyName', 'symbol'],
    good: [['AUD', 'Australian dollar', 'A$'], ['NOK', 'Norwegian krone', 'kr']],
    bad: ['usd', 'Lower case', '$'], badField: 'currencyNo',
  },
];

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describeRoundTrips(() => ({ t, token: admin }), CASES);
