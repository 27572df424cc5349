import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../src/server/calls.ts';
import { ERROR_CODES } from '../../../src/shared/errors.ts';
import { hostileBodies, type HostileBody } from '../../support/hostile-bodies.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await testApp({ demo: true });
  token = await t.login();
});
afterAll(() => t.close());

/**
 * Rows, versions and last change of every table: equal before and after means nothing was written.
 * The operation journal is left out: it records each refused write by design (operation-journal.test.ts).
 */
async function fingerprint(): Promise<Record<string, string>> {
  const { rows: tables } = await t.database.pool.query<{ table_name: string; has_version: boolean; has_update: boolean }>(`
    select table_name,
           bool_or(column_name = 'version') as has_version,
           bool_or(column_name = 'update_date') as has_update
      from information_schema.columns
     where table_schema = 'public' and table_name not like '%drizzle%' and table_name <> 'sys_operation_log'
     group by table_name order by table_name`);
  const parts = tables.map(({ table_name: name, has_version, has_update }) =>
    `select '${name}' as name, count(*)::text || '/' || ${has_version ? 'coalesce(sum(version), 0)' : '0'}::text || '/' || ${has_update ? 'coalesce(max(update_date)::text, \'\')' : "''"} as print from "${name}"`);
  const { rows } = await t.database.pool.query<{ name: string; print: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

type Answer = { call: string; body: string; status: number; code: number | undefined };

async function send(path: string, hostile: HostileBody): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'authentication-info': token },
    payload: hostile.payload,
  });
  return { call: path, body: hostile.name, status: response.statusCode, code: response.statusCode === 200 ? response.json().code : undefined };
}

// Sign-out last: it ends the session the other calls use.
const ordered = [...CALLS].sort((a, b) => Number(a.method === 'logout') - Number(b.method === 'logout'));

// Each test sends several bodies to every registered call, one after the other: minutes on a loaded 2-core machine.
const EVERY_CALL = { timeout: 300_000 };

describe('hostile bodies sent to every call', () => {
  it('should refuse 2^31 and 2^63 in the schema or take them, never answering 500, when they are every number of any call', EVERY_CALL, async () => {
    const answers: Answer[] = [];
    for (const [index, call] of ordered.entries()) {
      for (const hostile of hostileBodies(call, index).filter((b) => b.writes === 'allowed')) answers.push(await send(`${call.service}/${call.method}`, hostile));
    }
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The schemas refuse them: none reaches the database's own refusal (INVALID_VALUE).
    expect(answers.filter((a) => a.code === ERROR_CODES.INVALID_VALUE)).toEqual([]);
  });

  it('should refuse NUL text, deep nesting and non-integer versions without a 500 or a write when sent to any call', EVERY_CALL, async () => {
    const before = await fingerprint();
    const answers: Answer[] = [];
    for (const [index, call] of ordered.entries()) {
      for (const hostile of hostileBodies(call, index).filter((b) => b.writes === 'never')) answers.push(await send(`${call.service}/${call.method}`, hostile));
    }
    expect(await fingerprint()).toEqual(before);
    expect(answers.length).toBeGreaterThan(CALLS.length * 3);
    expect(answers.filter((a) => a.status !== 200 || a.code === ERROR_CODES.INVALID_VALUE)).toEqual([]);
    expect(answers.filter((a) => a.code === 0 && a.body !== '2 MB text')).toEqual([]);
    expect(answers.filter((a) => a.body.startsWith('version') && a.code !== ERROR_CODES.VALIDATION_FAILED)).toEqual([]);
  });
});
