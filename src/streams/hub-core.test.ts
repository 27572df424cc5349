import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { Observable } from 'rxjs';
import type { DomainEvent } from '../shared/events.ts';
import { createHubCore } from './hub-core.ts';
import type { CallFn, PollSpec } from './index.ts';
import type { SocketSignal } from './socket-signals.ts';

const HEARTBEAT = 10;
const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const open: SocketSignal = { kind: 'open' };
const close: SocketSignal = { kind: 'close' };
const stockEvent = (id: number): DomainEvent => ({
  id,
  type: 'stock.posted',
  at: '2026-11-22T08:00:00.000Z',
  scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' },
  payload: { docType: 'RECEIPT', docNo: `R${id}`, balances: [] },
});
const taskEvent = (id: number): DomainEvent => ({
  id,
  type: 'task.changed',
  at: '2026-11-22T08:00:00.000Z',
  scope: { orgNo: 'NWT', warehouseNo: 'WH-SEA' },
  payload: { taskType: 'PICK', taskNo: `T${id}`, status: 20, operator: null },
});
const event = (e: DomainEvent): SocketSignal => ({ kind: 'message', message: { kind: 'event', event: e } });
const control = (type: 'ready' | 'heartbeat' | 'resync', lastEventId: number): SocketSignal => ({ kind: 'message', message: { kind: 'control', control: { type, lastEventId } } });
const text = (value: string): SocketSignal => ({ kind: 'message', message: { kind: 'text', text: value } });

const noCalls: CallFn = () => Promise.reject(new Error('no call expected'));

function hub(signals$: Observable<SocketSignal>, s: TestScheduler, call: CallFn = noCalls, lastEventId = 0) {
  const ids: number[] = [];
  const core = createHubCore({ signals$, call, heartbeatMs: HEARTBEAT, lastEventId, onLastEventId: (id) => ids.push(id), scheduler: s });
  // Polls and stale timers run forever: end the virtual run.
  s.schedule(() => core.close(), 100);
  return { ...core.api, close: core.close, resumePoints: ids };
}

describe('hub state', () => {
  it('should go offline -> live on open, stale after two heartbeats of silence, live on data, offline on close', () => {
    const s = scheduler();
    s.run(({ hot, expectObservable }) => {
      const signals = hot('--a 4ms b 50ms c 9ms d', { a: open, b: control('heartbeat', 0), c: close, d: open });
      const h = hub(signals, s);
      expectObservable(h.state$, '^ 80ms !').toBe('a-b 24ms c 30ms d 9ms e', {
        a: { status: 'offline', lastGoodAt: null },
        b: { status: 'live', lastGoodAt: 2 },
        c: { status: 'stale', lastGoodAt: 7 },
        d: { status: 'offline', lastGoodAt: 7 },
        e: { status: 'live', lastGoodAt: 68 },
      });
    });
  });

  it('should be stale while a registered poll has had no answer for twice its interval', () => {
    const s = scheduler();
    s.run(({ hot, cold, expectObservable }) => {
      const signals = hot('a 4ms b 9ms b 9ms b 9ms b 9ms b', { a: open, b: control('heartbeat', 0) });
      const failing: CallFn = () => cold('-#');
      const h = hub(signals, s, failing);
      h.poll({ service: 'IWorkbenchService', method: 'getWorkbenchAreaInfo', intervalMs: 8 }).subscribe();
      expectObservable(h.state$, '^ 45ms !').toBe('(ab) 12ms c', {
        a: { status: 'offline', lastGoodAt: null },
        b: { status: 'live', lastGoodAt: 0 },
        c: { status: 'stale', lastGoodAt: 15 },
      });
    });
  });
});

describe('hub events', () => {
  it('should pass each event once in id order, drop replayed copies and keep the resume point', () => {
    const s = scheduler();
    s.run(({ hot, expectObservable }) => {
      const signals = hot('oabbac', { o: open, a: event(stockEvent(1)), b: event(stockEvent(2)), c: event(stockEvent(3)) });
      const h = hub(signals, s);
      expectObservable(h.events$, '^ 50ms !').toBe('-ab--c', { a: stockEvent(1), b: stockEvent(2), c: stockEvent(3) });
      s.flush();
      expect(h.lastEventId()).toBe(3);
      expect(h.resumePoints).toEqual([1, 2, 3]);
    });
  });

  it('should split events into topics and pass label print texts unchanged', () => {
    const s = scheduler();
    s.run(({ hot, expectObservable }) => {
      const signals = hot('oabt', { o: open, a: event(stockEvent(1)), b: event(taskEvent(2)), t: text('$LBL-1 printed') });
      const h = hub(signals, s);
      expectObservable(h.topic('stock.posted'), '^ 50ms !').toBe('-a', { a: stockEvent(1) });
      expectObservable(h.topic('task.changed'), '^ 50ms !').toBe('--b', { b: taskEvent(2) });
      expectObservable(h.texts$, '^ 50ms !').toBe('---t', { t: '$LBL-1 printed' });
    });
  });

  it('should move the resume point past events out of scope on ready and heartbeat, never back', () => {
    const s = scheduler();
    s.run(({ hot }) => {
      const signals = hot('orha', { o: open, r: control('ready', 40), h: control('heartbeat', 30), a: event(stockEvent(41)) });
      const h = hub(signals, s, noCalls, 25);
      s.flush();
      expect(h.lastEventId()).toBe(41);
      expect(h.resumePoints).toEqual([40, 41]);
    });
  });
});

describe('hub resync', () => {
  it('should ask for a resync after a reconnect and when the server no longer has the missed events', () => {
    const s = scheduler();
    s.run(({ hot, expectObservable }) => {
      const signals = hot('oa-co-x', { o: open, a: event(stockEvent(9)), c: close, x: control('resync', 120) });
      const h = hub(signals, s);
      expectObservable(h.resync$, '^ 50ms !').toBe('----r-e', { r: 'reconnect', e: 'expired' });
      s.flush();
      expect(h.lastEventId()).toBe(120);
    });
  });
});

describe('hub polls', () => {
  const spec: PollSpec = { service: 'IWorkbenchService', method: 'getWorkbenchAreaInfo', body: { warehouseNo: 'WH-SEA' }, intervalMs: 10 };

  it('should call at once and every interval, share one poll between subscribers and re-poll on resync', () => {
    const s = scheduler();
    s.run(({ hot, cold, expectObservable }) => {
      const signals = hot('o 24ms co', { o: open, c: close });
      let calls = 0;
      const call: CallFn = (service, method, body) => {
        calls += 1;
        expect([service, method, body]).toEqual(['IWorkbenchService', 'getWorkbenchAreaInfo', { warehouseNo: 'WH-SEA' }]);
        return cold('-r|', { r: calls });
      };
      const h = hub(signals, s, call);
      expectObservable(h.poll(spec), '^ 40ms !').toBe('-a 9ms b 9ms c 5ms d 9ms e', { a: 1, b: 2, c: 3, d: 4, e: 5 });
      expectObservable(h.poll({ ...spec }), '^ 40ms !').toBe('-a 9ms b 9ms c 5ms d 9ms e', { a: 1, b: 2, c: 3, d: 4, e: 5 });
    });
  });

  it('should report a poll live with its answer time, then stale after twice its interval without an answer', () => {
    const s = scheduler();
    s.run(({ hot, cold, expectObservable }) => {
      let calls = 0;
      const call: CallFn = () => {
        calls += 1;
        return calls === 1 ? cold('-r|', { r: 'ok' }) : cold('-#');
      };
      const h = hub(hot('o'), s, call);
      h.poll(spec).subscribe();
      expectObservable(h.pollState(spec), '^ 30ms !').toBe('ab 19ms c', {
        a: { status: 'live', lastGoodAt: null },
        b: { status: 'live', lastGoodAt: 1 },
        c: { status: 'stale', lastGoodAt: 1 },
      });
    });
  });
});
