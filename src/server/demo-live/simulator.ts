/**
 * The live demo's simulator (issue 30): the Northwind warehouse at work through the day. Each
 * tick runs the next step of the round (supplier-steps.ts, dock-steps.ts, floor-steps.ts,
 * stock-steps.ts, order-replay.ts) that finds work, so a tick is one action of one demo user (actors.ts) through
 * the product's calls (client.ts); a round where no step finds work is a quiet tick.
 *
 * Every step finds its work in the database (what its list page would show), so the simulator
 * keeps no state of its own: stopped between two ticks it resumes where the warehouse stands.
 * `advance(n)` runs n ticks at once (tests and the soak, no timers); `start(intervalMs)` ticks on
 * a timer until `stop()`, which waits for the tick in flight. Quantities are in the item's unit.
 * `start(intervalMs, onTick, workers)` with workers > 1 runs that many loops of ticks at once, each
 * on its own timer with its share of the round (worker w the steps at index w, w + workers, ...: the
 * demo users of different roles at work together, never two on the same step; the capacity bench,
 * record 0950), a worker whose steps found no work waiting QUIET_WORKER_MS; the live demo and the
 * soak run one loop over the whole round. `stats.stepMs` is the time spent in each step, found work or not.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { demoActors } from './actors.ts';
import { demoCaller, type CallStats } from './client.ts';
import { stepContext, type Step } from './context.ts';
import { checkIn, callTruck, inspect, putAway, receiveAtDock } from './dock-steps.ts';
import { allocate, buildWaves, pick, releaseOrders, shipWaves } from './floor-steps.ts';
import { replayOrders } from './order-replay.ts';
import { cycleCount, replenish } from './stock-steps.ts';
import { answerOrders, approveAsns, bookSlot, confirmSlots, reorder, sendAsn } from './supplier-steps.ts';

/** The round of steps, in the order the day's work flows; `every` runs a step only each n-th round. */
export const ROUND: { name: string; step: Step; every?: number }[] = [
  { name: 'reorder', step: reorder },
  { name: 'answerOrders', step: answerOrders },
  { name: 'sendAsn', step: sendAsn },
  { name: 'approveAsns', step: approveAsns },
  { name: 'bookSlot', step: bookSlot },
  { name: 'confirmSlots', step: confirmSlots },
  { name: 'checkIn', step: checkIn },
  { name: 'callTruck', step: callTruck },
  { name: 'receiveAtDock', step: receiveAtDock },
  { name: 'inspect', step: inspect },
  { name: 'putAway', step: putAway },
  { name: 'replayOrders', step: replayOrders },
  { name: 'releaseOrders', step: releaseOrders },
  { name: 'allocate', step: allocate },
  { name: 'buildWaves', step: buildWaves },
  { name: 'pick', step: pick },
  { name: 'shipWaves', step: shipWaves },
  { name: 'replenish', step: replenish, every: 3 },
  { name: 'cycleCount', step: cycleCount, every: 3 },
];

/** Wait in ms of a worker (one of several) after a tick where none of its steps found work, instead of asking the database again at once. */
export const QUIET_WORKER_MS = 200;

export type TickResult = { step: string; did: string } | null;

export type Simulator = {
  /** Runs `ticks` ticks one after the other; answers what each did (null: a quiet tick). */
  advance: (ticks: number) => Promise<TickResult[]>;
  /** Ticks every `intervalMs` (ms) after the previous tick ends, in `workers` (default 1) loops at once, until stop(); `onTick` hears each tick's result or error. */
  start: (intervalMs: number, onTick?: (result: TickResult, error?: unknown) => void, workers?: number) => void;
  /** Stops the timers and waits for the ticks in flight. */
  stop: () => Promise<void>;
  stats: CallStats & { ticks: number; actions: Map<string, number>; errors: number; stepMs: Map<string, number> };
};

/** A small seeded generator (mulberry32): the same seed gives the same shorts and quantities. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createSimulator(app: FastifyInstance, db: Db, seed = 30): Simulator {
  const caller = demoCaller(app);
  const ctx = stepContext(db, demoActors(db), caller, seededRandom(seed));
  const stats = Object.assign(caller.stats, { ticks: 0, actions: new Map<string, number>(), errors: 0, stepMs: new Map<string, number>() });
  /** Where a loop of ticks stands in its steps (indexes into ROUND): the whole round, or a worker's share of it. */
  type Lane = { steps: number[]; cursor: number; round: number };
  const whole: Lane = { steps: ROUND.map((_, i) => i), cursor: 0, round: 0 };

  async function tick(lane = whole): Promise<TickResult> {
    stats.ticks += 1;
    for (let tried = 0; tried < lane.steps.length; tried++) {
      const { name, step, every } = ROUND[lane.steps[lane.cursor]];
      lane.cursor = (lane.cursor + 1) % lane.steps.length;
      if (lane.cursor === 0) lane.round += 1;
      if (every && lane.round % every !== 0) continue;
      const began = performance.now();
      const did = await step(ctx).finally(() => stats.stepMs.set(name, (stats.stepMs.get(name) ?? 0) + performance.now() - began));
      if (did) {
        stats.actions.set(name, (stats.actions.get(name) ?? 0) + 1);
        return { step: name, did };
      }
    }
    return null;
  }

  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let running = false;
  return {
    stats,
    advance: async (ticks) => {
      const results: TickResult[] = [];
      for (let i = 0; i < ticks; i++) results.push(await tick());
      return results;
    },
    start: (intervalMs, onTick, workers = 1) => {
      running = true;
      const later = (lane: Lane, quiet: boolean) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          next(lane);
        }, quiet && lane !== whole ? Math.max(intervalMs, QUIET_WORKER_MS) : intervalMs);
        timers.add(timer);
      };
      const lanes = workers === 1 ? [whole] : Array.from({ length: workers }, (_, w): Lane => ({ steps: whole.steps.filter((i) => i % workers === w), cursor: 0, round: 0 }));
      const next = (lane: Lane) => {
        if (!running) return;
        let quiet = false;
        const ticking: Promise<unknown> = tick(lane).then((result) => {
          quiet = result === null;
          onTick?.(result);
        }, (error) => {
          stats.errors += 1;
          onTick?.(null, error);
        }).finally(() => {
          inFlight.delete(ticking);
          if (running) later(lane, quiet);
        });
        inFlight.add(ticking);
      };
      for (const lane of lanes) later(lane, false);
    },
    stop: async () => {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
