/**
 * The socket as an observable of signals: `open`, `close` and each parsed `message`
 * (parseServerMessage of src/shared/events.ts). Hot: the socket exists before any subscriber.
 */
import type ReconnectingWebSocket from 'partysocket/ws';
import { Observable, share } from 'rxjs';
import { parseServerMessage, type ServerMessage } from '../shared/events.ts';

export type SocketSignal = { kind: 'open' } | { kind: 'close' } | { kind: 'message'; message: ServerMessage };

/** The signals of a reconnecting socket; binary frames are ignored (the server sends text only). */
export function socketSignals(socket: ReconnectingWebSocket): Observable<SocketSignal> {
  return new Observable<SocketSignal>((subscriber) => {
    const onOpen = () => subscriber.next({ kind: 'open' });
    const onClose = () => subscriber.next({ kind: 'close' });
    const onMessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') subscriber.next({ kind: 'message', message: parseServerMessage(event.data) });
    };
    socket.addEventListener('open', onOpen);
    socket.addEventListener('close', onClose);
    socket.addEventListener('message', onMessage);
    return () => {
      socket.removeEventListener('open', onOpen);
      socket.removeEventListener('close', onClose);
      socket.removeEventListener('message', onMessage);
    };
  }).pipe(share());
}
