/**
 * Wave grouping (src/shared/strategies.ts WAVE_RULES): splits released outbound orders into waves
 * by a wave template's lines. Pure: the outbound workflow reads the orders, calls groupWave, and
 * creates one wave per group (at most the template's maxOrders orders each).
 */
import type { RuleLine, WaveRule } from '../../shared/strategies.ts';

/** An outbound order as the wave builder sees it; dueAt is an ISO timestamp (local wall time). */
export type WaveOrder = { orderNo: string; carrierNo?: string | null; customerNo?: string | null; routeNo?: string | null; dueAt: string };

/** One wave: the key values that define it and its orders in due order. */
export type WaveGroup<O extends WaveOrder> = { key: Record<string, string>; orders: O[] };

function keyOf(order: WaveOrder, line: RuleLine<WaveRule>): [string, string] {
  switch (line.rule) {
    case 'carrier':
      return ['carrierNo', order.carrierNo ?? ''];
    case 'customer':
      return ['customerNo', order.customerNo ?? ''];
    case 'route':
      return ['routeNo', order.routeNo ?? ''];
    case 'cutOffTime': {
      // Orders due up to the cut-off of their day form that day's wave; later ones the next cut.
      const day = order.dueAt.slice(0, 10);
      const time = order.dueAt.slice(11, 16);
      return ['cutOff', `${day} ${time <= (line.param as string) ? 'before' : 'after'} ${line.param}`];
    }
  }
}

/**
 * Groups orders by the lines' keys; groups come in the order of their earliest due order, orders
 * within a group by due time then number; a group over maxOrders is split into consecutive waves.
 */
export function groupWave<O extends WaveOrder>(orders: O[], lines: RuleLine<WaveRule>[], maxOrders?: number | null): WaveGroup<O>[] {
  const sorted = [...orders].sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : a.orderNo < b.orderNo ? -1 : 1));
  const groups = new Map<string, WaveGroup<O>>();
  for (const order of sorted) {
    const pairs = lines.map((line) => keyOf(order, line));
    const id = JSON.stringify(pairs);
    const group = groups.get(id) ?? { key: Object.fromEntries(pairs), orders: [] };
    group.orders.push(order);
    groups.set(id, group);
  }
  const size = maxOrders && maxOrders > 0 ? maxOrders : Number.MAX_SAFE_INTEGER;
  return [...groups.values()].flatMap((group) => {
    const waves: WaveGroup<O>[] = [];
    for (let i = 0; i < group.orders.length; i += size) waves.push({ key: group.key, orders: group.orders.slice(i, i + size) });
    return waves;
  });
}
