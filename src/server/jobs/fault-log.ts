/**
 * The abnormal journal (System.Journal abnormal, menu 160501): every server fault, the HTTP 500s of
 * router.ts sendError, as one sys_fault_log row: a fault id (also sent to the client as the
 * `fault-id` header, so a user can quote it), fastify's request id, the instance, the URL and the
 * error's name and message: no body, header, token or stack. Insert only; a fault that cannot be
 * recorded is only in the process log.
 *
 * - ISysFaultLogService/getsysfaultloglist { condition: { keyword } } -> page, latest first (isSearch).
 */
import { and, count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { pageRequestSchema } from '../../shared/rpc.ts';
import { sysFaultLog } from '../db/schema.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { INSTANCE } from './instance.ts';

export type Fault = { faultId: string; requestId: string; url: string; error: unknown };

declare module 'fastify' {
  interface FastifyInstance {
    /** Records a server fault in the abnormal journal (registered by app.ts). */
    recordFault?: (fault: Fault) => void;
  }
}

const TEXT_MAX = 500;

/** Lets sendError of `app` record its faults in the database of `pool`. */
export function registerFaultLog(app: FastifyInstance, pool: pg.Pool): void {
  app.decorate('recordFault', ({ faultId, requestId, url, error }: Fault) => {
    // A failed query's own message lists its parameters (what the user searched or saved): the database's cause is kept instead.
    const root = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const name = root instanceof Error ? root.name : typeof root;
    const message = (root instanceof Error ? root.message : String(root)).split('\nparams:')[0].slice(0, TEXT_MAX);
    void pool
      .query('insert into sys_fault_log (fault_id, request_id, instance, url, error_name, message) values ($1, $2, $3, $4, $5, $6)', [faultId, requestId, INSTANCE, url.slice(0, TEXT_MAX), name, message])
      .catch((failure: unknown) => app.log.error({ err: failure, faultId }, 'fault not recorded'));
  });
}

export const faultLogCalls: CallDef[] = [
  defineCall({
    service: 'ISysFaultLogService',
    method: 'getsysfaultloglist',
    summary: 'The abnormal journal: server faults with their fault id and request id, latest first (keyword)',
    permission: { menuNo: '160501', flag: 'isSearch' },
    input: pageRequestSchema,
    handle: async ({ current, size, condition }, ctx) => {
      const keyword = typeof condition.keyword === 'string' ? condition.keyword.trim() : '';
      const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const where = keyword ? or(ilike(sysFaultLog.faultId, pattern), ilike(sysFaultLog.url, pattern), ilike(sysFaultLog.message, pattern)) : undefined;
      const { db } = ctx.database;
      const [records, [{ total }]] = await Promise.all([
        db.select().from(sysFaultLog).where(and(where)).orderBy(desc(sysFaultLog.createdAt), desc(sysFaultLog.id)).limit(size).offset((current - 1) * size),
        db.select({ total: count() }).from(sysFaultLog).where(where),
      ]);
      return { records, total, pages: Math.ceil(total / size), current, size };
    },
  }),
];
