/**
 * Base.Task (spec console §2, §5 document nature rules, §9 flow patterns): document categories
 * with their big module and nature, document processes with their flow pattern, interfaces,
 * process configuration and process steps, and the enumerations their pages use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { FLOW_STEPS } from '../../../src/shared/flow-patterns.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown, language = 'en-US') => t.call(path, body, { token: admin, headers: { 'accept-language': language } });
const category = { docType: 'PRD-IN', docTypeName: 'Production receipt', bigModule: '1', docNature: '12' };

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('document categories', () => {
  it('should add a category whose nature belongs to its big module', async () => {
    const answer = await call('IBmDocTypeService/addbmdoctype', { ...category, classifyType: 'PUR-IN' });
    expect(answer.data).toMatchObject({ docNature: '12', isQtyControl: true, isShortControl: false, isAutoClose: false });
  });

  it.each([
    ['an outbound nature for an inbound module', { bigModule: '1', docNature: '21' }],
    ['an inbound nature for the other module', { bigModule: '3', docNature: '11' }],
  ])('should refuse %s', async (_case, values) => {
    const answer = await call('IBmDocTypeService/addbmdoctype', { ...category, docType: 'BAD', ...values });
    expect(answer.details.fields).toMatchObject([{ field: 'docNature', message: 'The document nature does not belong to the business area' }]);
  });

  it('should require the module and the nature', async () => {
    const answer = await call('IBmDocTypeService/addbmdoctype', { docType: 'BAD', docTypeName: 'Bad' }, 'zh-TW');
    expect(answer.details.fields).toMatchObject([{ field: 'bigModule', message: '請輸入業務大類' }, { field: 'docNature' }]);
  });

  it('should refuse a classify type of another big module', async () => {
    const answer = await call('IBmDocTypeService/addbmdoctype', { ...category, docType: 'BAD', classifyType: 'SAL-OUT' });
    expect(answer.details.fields).toMatchObject([{ field: 'classifyType', message: 'SAL-OUT does not belong to 1' }]);
  });

  it('should list the demo categories by big module', async () => {
    const page = await call('IBmDocTypeService/getbmdoctypelistbyparams', { condition: { bigModule: '2' }, sorter: { field: 'docType', order: 'ascend' } });
    expect(page.data.records.map((r: { docType: string; docNature: string }) => [r.docType, r.docNature])).toEqual([['RET-OUT', '23'], ['SAL-OUT', '21'], ['TRF-OUT', '24']]);
  });
});

describe('document processes and flow patterns', () => {
  it('should declare the steps of every flow pattern, merge receiving for inbound only', () => {
    expect(FLOW_STEPS['1']['1']).toEqual(['notice', 'post']);
    expect(FLOW_STEPS['3']['1']).toContain('inspect');
    expect(FLOW_STEPS['3']['2']).toContain('wave');
    expect(FLOW_STEPS['4']['2']).toEqual([]);
  });

  it('should refuse merge receiving for an outbound flow', async () => {
    const answer = await call('IBmDocFlowService/addbmdocflow', { flowNo: 'F-BAD', flowName: 'Bad', module: '2', flowPattern: '4' });
    expect(answer.details.fields).toMatchObject([{ field: 'flowPattern', message: 'Merge receiving is an inbound flow pattern' }]);
  });

  it('should show a flow of each pattern in the demo and its steps in order', async () => {
    const flows = (await call('IBmDocFlowService/getbmdocflowlistbyparams', { condition: { module: '1' } })).data.records;
    expect(flows.map((f: { flowPattern: string }) => f.flowPattern).sort()).toEqual(['1', '2', '3', '4']);
    const steps = await call('IBmProcessService/getbmprocesslistbyparams', { condition: { flowNo: 'FLOW-OUT-WAVE' }, sorter: { field: 'seq', order: 'ascend' } });
    expect(steps.data.records.map((s: { transactionType: string }) => s.transactionType)).toEqual(['3', '2', '4']);
  });

  it('should refuse to delete a flow that a process configuration uses', async () => {
    const flow = (await call('IBmDocFlowService/getbmdocflowlistbyparams', { condition: { flowNo: 'FLOW-IN-STD' } })).data.records[0];
    expect((await call('IBmDocFlowService/deletebmdocflowbyids', { delList: [{ id: flow.id, version: flow.version }] })).code).toBe(ERROR_CODES.IN_USE);
  });
});

describe('interfaces and process configuration', () => {
  it('should refuse an unknown incoming tag', async () => {
    const answer = await call('IBmInterfaceService/addbminterface', { interfaceNo: 'X', interfaceName: 'X', incomingTag: 'SAP' });
    expect(answer.details.fields).toMatchObject([{ field: 'incomingTag', message: 'Please choose one of the options' }]);
  });

  it('should configure a warehouse flow only with a warehouse of the organisation', async () => {
    expect((await call('IBmOrgService/addbmorg', { orgNo: 'ACME', orgName: 'Acme' })).code).toBe(0);
    const answer = await call('IBmProcessConfigService/addbmprocessconfig', { processConfigNo: 'X', processConfigName: 'X', orgNo: 'ACME', warehouseNo: 'WH-SEA', docType: 'PUR-IN', flowNo: 'FLOW-IN-STD' });
    expect(answer.details.fields).toMatchObject([{ field: 'warehouseNo', message: 'WH-SEA does not belong to ACME' }]);
    const page = await call('IBmProcessConfigService/getbmprocessconfiglistbyparams', { condition: { warehouseNo: 'WH-LDN' } });
    expect(page.data.total).toBe(2);
  });
});

describe('enumerations of the pages', () => {
  it.each(['DOC_NATURE', 'FLOW_PATTERN', 'INCOMING_TAG', 'NOTICE_TYPE', 'FILE_TYPE', 'ALLOCATION_RULE', 'PUTAWAY_RULE', 'WAVE_RULE'])('should seed %s in three languages', async (enumMid) => {
    for (const language of ['en-US', 'zh-CN', 'zh-TW']) {
      const entries = (await call('ISysEnumService/getsysenumbyparamssearch', { condition: { enumMid } }, language)).data;
      expect(entries.length, `${enumMid} ${language}`).toBeGreaterThan(1);
      for (const entry of entries) expect(entry.enumName, `${enumMid} ${entry.enumValue} ${language}`).toBeTruthy();
    }
  });
});
