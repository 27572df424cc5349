/**
 * The round trip every declared entity must pass through the real router (spec console §2 list,
 * add, modify, delete; §7 import): the demo rows are listed, a row is added, read, modified with
 * the version check (a stale version refused), a duplicate key refused, deleted; a file with one
 * bad row is refused as a whole, then the good rows import. `describeRoundTrips(() => ctx, cases)`
 * declares one describe block per case; ctx is read lazily (it is set in beforeAll).
 */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../src/shared/entities/index.ts';
import type { EntityName } from '../../src/shared/entity.ts';
import { ERROR_CODES } from '../../src/shared/errors.ts';
import { csvOf, multipart } from './files.ts';
import type { TestApp } from './test-app.ts';

export type RoundTripCase = {
  name: EntityName;
  demoTotal: number;
  add: Record<string, unknown>;
  modify: Record<string, unknown>;
  headers: string[];
  good: string[][];
  bad: string[];
  badField: string;
};

export type RoundTripContext = { t: TestApp; token: string };

async function importCsv({ t, token }: RoundTripContext, service: string, headers: string[], rows: string[][]) {
  const { payload, contentType } = multipart(csvOf(headers, rows), 'rows.csv');
  const response = await t.app.inject({
    method: 'POST',
    url: `/wms-restful/${service}/importexcel`,
    headers: { 'content-type': contentType, 'authentication-info': token, 'accept-language': 'en-US' },
    payload,
  });
  return response.json();
}

export function describeRoundTrips(context: () => RoundTripContext, cases: RoundTripCase[]): void {
  describe.each(cases)('$name', ({ name, demoTotal, add, modify, headers, good, bad, badField }) => {
    const { calls } = ENTITIES[name];
    const call = (method: string, body: unknown) => context().t.call(`${calls.service}/${method}`, body, { token: context().token });
    const total = async () => (await call(calls.list, { size: 1 })).data.total;

    it('should list the demo rows', async () => {
      expect(await total()).toBe(demoTotal);
    });

    it('should add, get, modify with the version check and delete', async () => {
      const added = await call(calls.add, add);
      expect(added.code, added.errorMessage).toBe(0);
      expect(added.data).toMatchObject({ ...add, version: 0 });
      expect((await call(calls.get, { id: added.data.id })).data).toMatchObject(add);
      const modified = await call(calls.update, { id: added.data.id, version: 0, ...modify });
      expect(modified.data).toMatchObject({ ...modify, version: 1 });
      expect((await call(calls.update, { id: added.data.id, version: 0, ...modify })).code).toBe(ERROR_CODES.STALE_VERSION);
      expect((await call(calls.add, add)).code).toBe(ERROR_CODES.DUPLICATE_KEY);
      expect(await call(calls.remove, { delList: [{ id: added.data.id, version: 1 }] })).toMatchObject({ code: 0, data: 1 });
      expect(await total()).toBe(demoTotal);
    });

    it('should refuse a file with one bad row, write nothing, then import the good rows', async () => {
      const refused = await importCsv(context(), calls.service, headers, [...good, bad]);
      expect(refused.code).toBe(ERROR_CODES.IMPORT_FAILED);
      expect(refused.details.rows).toMatchObject([{ row: good.length + 2, issues: [{ field: badField }] }]);
      expect(await total()).toBe(demoTotal);
      const imported = await importCsv(context(), calls.service, headers, good);
      expect(imported).toMatchObject({ code: 0, data: { added: good.length, updated: 0 } });
      expect(await total()).toBe(demoTotal + good.length);
    });
  });
}
