/**
 * The screens of `npm run bench:capacity` (capacity.ts), in a process of their own so the server's
 * CPU is measured without them. Started with IPC and the arguments `host:port token count afterId`:
 * opens `count` big-screen hubs (screens.ts), sends `{ live: true }` once every hub is live, then
 * counts the domain events after id `afterId` each screen receives and their delivery time (receipt
 * minus the event's `at`, its transaction's time, in ms). On `{ until: lastId }` it waits (at most
 * 60 s) until every screen has the stock event lastId (the run's last), sends the figures (screensNotCaughtUp:
 * screens without it at the deadline) and exits; it exits too when the bench goes (IPC disconnect).
 */
import type { DomainEvent } from '../src/streams/index.ts';
import { openScreens } from './screens.ts';

const [base, token, countText, afterText] = process.argv.slice(2);
const afterId = Number(afterText);
const byType: Record<string, number> = {};
const deliveryMs: number[] = [];

const { hubs, received } = await openScreens(base, token, Number(countText), (event: DomainEvent) => {
  if (event.id <= afterId) return;
  byType[event.type] = (byType[event.type] ?? 0) + 1;
  deliveryMs.push(Date.now() - Date.parse(event.at));
});
process.send?.({ live: true });
process.on('disconnect', () => process.exit(1));

process.on('message', async (message: { until: number }) => {
  const deadline = Date.now() + 60_000;
  const caughtUp = () => received.every((counts) => [...counts.keys()].some((id) => id >= message.until));
  while (message.until > afterId && !caughtUp() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const hub of hubs) hub.close();
  const sorted = deliveryMs.sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  process.send?.({
    screens: hubs.length,
    delivered: sorted.length,
    deliveredByType: byType,
    screensNotCaughtUp: received.reduce((sum, counts) => sum + (message.until > afterId && ![...counts.keys()].some((id) => id >= message.until) ? 1 : 0), 0),
    receivedTwice: received.reduce((sum, counts) => sum + [...counts.values()].filter((n) => n > 1).length, 0),
    deliveryMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), slowest: sorted.at(-1) ?? 0 },
  }, () => process.exit(0));
});
