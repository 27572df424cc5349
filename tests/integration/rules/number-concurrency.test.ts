/**
 * Number generation under concurrency on the real database (issue 4 part 4): parallel
 * generations of one rule never hand out the same number, and a rolled-back generation gives
 * its value back, so the sequence has neither repeats nor gaps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateNumber } from '../../../src/server/rules/generate-number.ts';
import { testApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
const call = (path: string, body: unknown) => t.call(path, body, { token: admin });

beforeAll(async () => {
  t = await testApp({ demo: true });
  admin = await t.login();
});
afterAll(() => t.close());

describe('parallel generation', () => {
  it('should give 32 parallel calls 32 different consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 32 }, () => call('IBmBoxRuleService/generatenumber', { boxRuleNo: 'BOX-MONTHLY' })));
    const numbers = answers.map((answer) => answer.data.numbers[0]);
    expect(new Set(numbers.map((n) => n.number)).size).toBe(32);
    expect(numbers.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    for (const n of numbers) expect(n.number).toMatch(/^BOX\d{4}\d{6}$/);
  });

  it('should never repeat across 32 parallel transactions of several numbers each, some rolled back', async () => {
    const taken = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        t.database.db
          .transaction(async (tx) => {
            const numbers = [await generateNumber(tx, 'LOT-DAILY'), await generateNumber(tx, 'LOT-DAILY')];
            if (i % 4 === 0) tx.rollback();
            return numbers.map((n) => n.sequence as number);
          })
          .catch(() => []),
      ),
    );
    const kept = taken.flat().sort((a, b) => a - b);
    expect(kept).toHaveLength(48);
    expect(kept).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
  });
});
