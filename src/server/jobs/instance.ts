/** This server process as the journals name it (dispatch journal, fault log, message deliveries): `host:pid:random`. */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

export const INSTANCE = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
