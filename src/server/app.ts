/**
 * buildApp: the fastify server of every surface (used by main.ts and by the tests). It serves the
 * calls under /wms-restful, the OpenAPI document at /docs, and the built console (dist/) with a
 * history fallback to index.html for client routes.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RPC_BASE } from '../shared/rpc.ts';
import { CALLS } from './calls.ts';
import { registerBaseFileRoutes } from './basecfg/file-routes.ts';
import { registerFileRoutes } from './crud/file-routes.ts';
import type { Database } from './db/client.ts';
import { registerEvents } from './events/events-route.ts';
import { registerStockExports } from './inventory/queries/query-calls.ts';
import { registerReportExports } from './report/report-calls.ts';
import { startSummaryFold } from './ledger/stock-summary.ts';
import { AppError } from './rpc/app-error.ts';
import { openApiDocument } from './rpc/openapi.ts';
import { registerRpc, sendError } from './rpc/router.ts';

export const VERSION = '2.2.1';
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppOptions = { database: Database; logger?: boolean; staticDir?: string };

function errorOf(error: { statusCode?: number; code?: string }): AppError | undefined {
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (error.statusCode === 413) return new AppError('FILE_INVALID');
  if (error.statusCode === 400 || error.statusCode === 415) {
    if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return new AppError('MALFORMED_REQUEST');
    if (error.code?.startsWith('FST_')) return new AppError('FILE_INVALID');
  }
  return undefined;
}

export async function buildApp({ database, logger = false, staticDir = path.join(ROOT, 'dist') }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 5 * 1024 * 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip ?? 'local' });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.setErrorHandler((error, request, reply) => sendError(request, reply, errorOf(error as { statusCode?: number; code?: string }) ?? error));

  await registerEvents(app, database);
  const summaryFold = startSummaryFold(database.pool);
  app.addHook('preClose', async () => summaryFold.stop());
  const registry = registerRpc(app, database, CALLS);
  registerStockExports(app, database);
  registerReportExports(app, database);
  registerFileRoutes(app, database);
  registerBaseFileRoutes(app, database);

  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(registry.values(), VERSION) as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  if (existsSync(path.join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith(RPC_BASE)) return sendError(request, reply, new AppError('UNKNOWN_CALL', { call: request.url }));
      return reply.sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('UNKNOWN_CALL', { call: request.url })));
  }
  return app;
}
