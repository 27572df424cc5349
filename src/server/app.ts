/**
 * buildApp: the fastify server of every surface (used by main.ts and by the tests). It serves the
 * calls under /wms-restful, the OpenAPI document at /docs, and the built console (dist/) with a
 * history fallback to index.html for client routes (console-delivery.ts: caching, precompressed
 * files, compressed answers), every answer with the security headers of security-headers.ts.
 */
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CALLS } from './calls.ts';
import { indexJournalActions } from './journal/operation-journal.ts';
import { registerCompression, registerConsoleDelivery } from './console-delivery.ts';
import { registerBaseFileRoutes } from './basecfg/file-routes.ts';
import { registerTemplateFileRoutes } from './print/template-file-routes.ts';
import { registerFileRoutes } from './crud/file-routes.ts';
import { registerNewsFileRoutes } from './portal/news-files.ts';
import { registerPdaVersionRoutes } from './sysapp/pda-version-calls.ts';
import type { KeyObject } from 'node:crypto';
import { SHIPPED_LICENCE_KEY } from './licence/licence-format.ts';
import { registerLicenceRoutes } from './licence/licence-calls.ts';
import { registerLicenceKey } from './licence/licence-state.ts';
import type { Database } from './db/client.ts';
import { registerEvents } from './events/events-route.ts';
import { registerServerCache } from './cache/cache-notify.ts';
import { createServerCache } from './cache/server-cache.ts';
import { registerStockExports } from './inventory/queries/query-calls.ts';
import { registerReportExports } from './report/report-calls.ts';
import { registerFaultLog } from './jobs/fault-log.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { startMessageDispatcher } from './messaging/dispatcher.ts';
import { AppError } from './rpc/app-error.ts';
import { guardRequest } from './rpc/body-guard.ts';
import { openApiDocument } from './rpc/openapi.ts';
import { registerRpc, sendError } from './rpc/router.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerErrorTexts } from './sysapp/error-message-calls.ts';

export const VERSION = '2.2.1';
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * WMS_TRUST_PROXY: the reverse proxy's addresses or CIDRs, comma-separated; then the client address
 * (sign-in throttle, rate limit) and https (Secure cookie) come from its X-Forwarded-For and
 * X-Forwarded-Proto. Unset: no proxy is trusted. Read when an app is built.
 */
const trustProxy = (): string | false => process.env.WMS_TRUST_PROXY || false;

/**
 * What the app is built over. `licencePublicKey` replaces the shipped licence-verifying key
 * (SHIPPED_LICENCE_KEY) for tests that sign their own licences; the product's start never sets it.
 */
export type AppOptions = { database: Database; logger?: boolean; staticDir?: string; licencePublicKey?: KeyObject };

function errorOf(error: { statusCode?: number; code?: string }): AppError | undefined {
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (error.statusCode === 413) return new AppError('FILE_INVALID');
  if (error.statusCode === 400 || error.statusCode === 415) {
    if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return new AppError('MALFORMED_REQUEST');
    if (error.code?.startsWith('FST_')) return new AppError('FILE_INVALID');
  }
  return undefined;
}

/**
 * The process log when `logger` is on: fastify's pino logger with its usual fields, written to
 * stdout through pino's asynchronous destination (a request no longer waits for its log line,
 * issue 29); flushed when the app closes.
 */
function processLog(logger: boolean) {
  if (!logger) return { logger: false as const };
  const stream = pino.destination({ dest: 1, sync: false });
  return { logger: { stream }, flush: () => stream.flushSync() };
}

export async function buildApp({ database, logger = false, staticDir = path.join(ROOT, 'dist'), licencePublicKey = SHIPPED_LICENCE_KEY }: AppOptions): Promise<FastifyInstance> {
  const log = processLog(logger);
  const app = Fastify({ logger: log.logger, bodyLimit: 5 * 1024 * 1024, trustProxy: trustProxy() });
  if (log.flush) app.addHook('onClose', async () => log.flush?.());
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip ?? 'local' });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  registerFaultLog(app, database.pool);
  registerLicenceKey(app, licencePublicKey);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, errorOf(error as { statusCode?: number; code?: string }) ?? error));
  // Every body and query, of calls and file routes alike, is bounded and NUL-free before any schema sees it.
  app.addHook('preValidation', guardRequest);

  // E-mail and webhook messages leave after their call, woken by their outbox event.
  const dispatcher = startMessageDispatcher(database.db);
  app.addHook('preClose', async () => dispatcher.stop());
  // The server's own cache (parameters, enumerations), evicted on every instance through the listener.
  const cache = createServerCache();
  registerServerCache(app, cache);
  registerErrorTexts(app, database.db);
  await registerEvents(app, database, cache, dispatcher.observe);
  // The periodic work (summary fold, prunes) runs as scheduled jobs: System.Dispatch scheduled.
  const scheduler = startScheduler(database.pool);
  app.addHook('preClose', async () => scheduler.stop());
  const registry = registerRpc(app, database, CALLS);
  indexJournalActions(CALLS);
  registerStockExports(app, database);
  registerReportExports(app, database);
  registerFileRoutes(app, database);
  registerBaseFileRoutes(app, database);
  registerTemplateFileRoutes(app, database);
  registerNewsFileRoutes(app, database);
  registerPdaVersionRoutes(app, database);
  registerLicenceRoutes(app, database);

  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument(registry.values(), VERSION) as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await registerConsoleDelivery(app, staticDir);
  return app;
}
