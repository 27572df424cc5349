/**
 * The `ws` client class under the DOM WebSocket type, for tests and benchmarks in node (Node 20
 * has no global WebSocket; ws ships no types and @types/ws is not installed).
 */
// @ts-expect-error ws has no type declarations here
import WS from 'ws';

export const NodeWebSocket = WS as typeof WebSocket;
