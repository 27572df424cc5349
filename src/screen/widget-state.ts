/** The state a widget of the screen shows (pure). */
import type { ConnectionState } from '../streams/index.ts';

const SEVERITY = { live: 0, stale: 1, offline: 2 } as const;

/**
 * A widget's state: its poll's, made worse by the hub's (while the socket is down, postings no
 * longer reach the widget, so its figures may be behind even if its last poll succeeded).
 */
export function widgetState(hub: ConnectionState, poll: ConnectionState): ConnectionState {
  return { status: SEVERITY[hub.status] > SEVERITY[poll.status] ? hub.status : poll.status, lastGoodAt: poll.lastGoodAt };
}
