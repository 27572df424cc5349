/**
 * The live demo's soak at a small size (issue 30): the simulator on its timer at 20x pace for
 * SOAK_TEST_SECONDS (default 10) on the demo database with its opening stock. Its figures (lines
 * per hour, memory, connections) are printed, not asserted; its checks are: the ledger, staging
 * and rebuild invariants hold, no call answered 5xx, no step threw, no connection stayed in use.
 * The capacity bench's workers (record 0950): three loops at full pace, each with its share of the
 * round, until every step of the round has run once, keep the same checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, ROUND } from '../../../src/server/demo-live/simulator.ts';
import { runSoak, soakViolations } from '../../../src/server/demo-live/soak.ts';
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

  it('should run three workers at full pace, each with its share of the round, with the same checks', async () => {
    const simulator = createSimulator(s.app, s.database.db, 31);
    await new Promise<void>((resolve) => {
      simulator.start(0, () => {
        if (simulator.stats.stepMs.size === ROUND.length) resolve();
      }, 3);
    });
    await simulator.stop();
    expect([...simulator.stats.stepMs.keys()].sort()).toEqual(ROUND.map((r) => r.name).sort());
    expect(await soakViolations(s.database)).toEqual([]);
    expect([simulator.stats.serverErrors, simulator.stats.errors, s.database.pool.totalCount - s.database.pool.idleCount]).toEqual([0, 0, 0]);
  }, 600_000);
});
