/**
 * Rules and strategies that are not effective (workflows §4 "operations are refused when the
 * status is ... not effective"; issue 26): a disabled number rule, wave template, allocation or
 * putaway strategy refuses the action that would use it with RULE_NOT_EFFECTIVE in the request
 * language, writes nothing, and works again once enabled; confirming work proposed earlier passes
 * an application naming a disabled strategy over instead.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putawayAsks } from '../../../src/server/inbound/putaway-cells.ts';
import { AppError } from '../../../src/server/rpc/app-error.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { act, inventoryApp, type Session } from '../inventory/inventory-support.ts';
import { getNotice, NOTICE, stock, submitted, zoneCells } from '../outbound/outbound-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
});
afterAll(() => s.close());

const inLanguage = (path: string, body: unknown, language: string) => s.call(path, body, { token: s.token, headers: { 'accept-language': language } });

/** Sets the status of the row `no` of a rule or strategy list through its own calls (list, then update with the version seen). */
async function setStatus(service: string, noun: string, keyField: string, no: string, statusCode: number): Promise<void> {
  const [row] = (await s.as(`${service}/get${noun}listbyparams`, { current: 1, size: 1, condition: { [keyField]: no } })).data.records;
  const answer = await s.as(`${service}/update${noun}byid`, { id: row.id, version: row.version, statusCode });
  if (answer.code !== 0) throw new Error(`status change refused: ${answer.errorMessage}`);
}

describe('rules and strategies not effective', () => {
  it('should refuse a number from a disabled number rule in the request language, and number again once enabled', async () => {
    await setStatus('IBmLotRuleService', 'bmlotrule', 'lotRuleNo', 'LOT-DAILY', 0);
    const refused = await inLanguage('IBmLotRuleService/generatenumber', { lotRuleNo: 'LOT-DAILY' }, 'zh-CN');
    expect([refused.code, refused.errorMessage]).toEqual([ERROR_CODES.RULE_NOT_EFFECTIVE, '规则或策略 LOT-DAILY 未生效（已停用或不在有效期内）：请启用或改选其他']);
    expect((await s.as('IBmLotRuleService/previewnumber', { lotRuleNo: 'LOT-DAILY' })).code).toBe(ERROR_CODES.RULE_NOT_EFFECTIVE);
    const counters = await s.database.db.execute(sql`select count(*)::int as n from bm_rule_counter where rule_no = 'LOT-DAILY'`);
    expect(counters.rows[0].n).toBe(0);
    expect((await s.as('IBmLotRuleService/previewnumber', { lotRuleNo: 'NO-SUCH-RULE' })).code).toBe(ERROR_CODES.RULE_UNKNOWN);
    await setStatus('IBmLotRuleService', 'bmlotrule', 'lotRuleNo', 'LOT-DAILY', 1);
    expect((await s.as('IBmLotRuleService/generatenumber', { lotRuleNo: 'LOT-DAILY' })).code).toBe(0);
  });

  it('should refuse to allocate a notice when its allocation strategy is disabled, leaving the notice as it was', async () => {
    const [cell] = await zoneCells(s, 'SEA-STO', 1);
    await stock(s, cell, 'P040', '10', '2026-01-01');
    const notice = await submitted(s, [{ itemNo: 'P040', qty: '2' }]);
    await setStatus('IBmAllocationStrategyService', 'bmallocationstrategy', 'strategyNo', 'ALLOC-FIFO', 0);
    const refused = await act(s, NOTICE, 'allocateoutnotice', [notice]);
    expect([refused.code, refused.errorMessage]).toEqual([ERROR_CODES.RULE_NOT_EFFECTIVE, 'Rule or strategy ALLOC-FIFO is not effective (disabled or outside its validity dates): enable it or choose another']);
    expect((await getNotice(s, notice.id)).statusCode).toBe(notice.statusCode);
    await setStatus('IBmAllocationStrategyService', 'bmallocationstrategy', 'strategyNo', 'ALLOC-FIFO', 1);
    expect((await act(s, NOTICE, 'allocateoutnotice', [notice])).code).toBe(0);
  });

  it('should refuse to build waves by a disabled wave template and build none', async () => {
    await setStatus('IBmWaveTemplateService', 'bmwavetemplate', 'waveTemplateNo', 'WAVE-CARRIER', 0);
    const refused = await s.as('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' });
    expect([refused.code, refused.errorMessage]).toEqual([ERROR_CODES.RULE_NOT_EFFECTIVE, 'Rule or strategy WAVE-CARRIER is not effective (disabled or outside its validity dates): enable it or choose another']);
    expect((await s.as('IOutWaveService/list', { current: 1, size: 10, condition: {} })).data.records).toHaveLength(0);
    await setStatus('IBmWaveTemplateService', 'bmwavetemplate', 'waveTemplateNo', 'WAVE-CARRIER', 1);
    expect((await s.as('IOutWaveService/build', { warehouseNo: 'WH-SEA', waveTemplateNo: 'WAVE-CARRIER' })).code).toBe(0);
  });

  it('should refuse a putaway proposal by a disabled putaway strategy, and let the confirmation of earlier work pass it over', async () => {
    const ask = (use?: 'check') => s.database.db.transaction((tx) => putawayAsks(tx, 'NWT', 'WH-SEA', [{ itemNo: 'P040', lotNo: '', qty: '1' }], use));
    const storageRules = (await ask())[0].rules;
    await setStatus('IBmPutawayStrategyService', 'bmputawaystrategy', 'strategyNo', 'PUT-STORAGE', 0);
    const refusal = await ask().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ errorName: 'RULE_NOT_EFFECTIVE', params: { ruleNo: 'PUT-STORAGE' } });
    const checked = (await ask('check'))[0].rules;
    expect(checked.map((line) => line.rule)).toEqual(['mixRules', 'capacity', 'nearestEmpty']);
    expect(checked).not.toEqual(storageRules);
    await setStatus('IBmPutawayStrategyService', 'bmputawaystrategy', 'strategyNo', 'PUT-STORAGE', 1);
    expect((await ask())[0].rules.length).toBeGreaterThan(0);
  });
});
