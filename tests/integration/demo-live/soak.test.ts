/**
 * The live demo's soak at a small size (issue 30): the simulator on its timer at 20x pace for
 * SOAK_TEST_SECONDS (default 10) on the demo database with its opening stock. Its figures (lines
 * per hour, memory, connections) are printed, not asserted; its checks are: the ledger, staging
 * and rebuild invariants hold, no call answered 5xx, no step threw, no connection stayed in use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSoak } from '../../../src/server/demo-live/soak.ts';
import { demoUser } from '../../../src/server/demo/load-demo.ts';
import { loadDemoStock } from '../../../src/server/demo/stock-demo.ts';
import { inventoryApp, type Session } from '../inventory/inventory-support.ts';

let s: Session;
beforeAll(async () => {
  s = await inventoryApp();
  await loadDemoStock(s.database, await demoUser(s.database));
}, 300_000);
afterAll(() => s.close());

describe('the live demo soak', () => {
  it('should keep the invariants, answer no 5xx and leave no connection in use', async () => {
    const figures = await runSoak(s.app, s.database, { seconds: Number(process.env.SOAK_TEST_SECONDS ?? 10) });
    console.log(`soak (small): ${JSON.stringify(figures)}`);
    expect(figures.violations).toEqual([]);
    expect([figures.serverErrors, figures.stepErrors, figures.connectionsInUse]).toEqual([0, 0, 0]);
  }, 600_000);
});
