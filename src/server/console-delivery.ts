/**
 * Delivery of the built console (issue 17 item 1) and compression of the answers.
 *
 * - dist/assets/* carry a content hash in their names: `cache-control: public, max-age=31536000,
 *   immutable`. Everything else of dist/ (index.html, also as the history fallback of client routes)
 *   answers `cache-control: no-store`, so a new build is picked up at the next navigation.
 * - The brotli and gzip copies written by vite.config.ts's precompress plugin are served by
 *   @fastify/static's preCompressed, chosen by Accept-Encoding (`Vary: accept-encoding`).
 * - Other answers (JSON of the calls, the OpenAPI page) are compressed by @fastify/compress above
 *   COMPRESS_THRESHOLD_BYTES; brotli at quality 4, as the default 11 costs too much CPU per answer.
 *   Replies already encoded (the precompressed files) are left alone.
 * - dist/ is read at each request (not listed once at start), so a server started before a rebuild
 *   serves the new build's files; a missing file under /assets/ or any path whose last segment has a
 *   file extension answers 404, never the console's HTML (issue 26, docs/decisions/0770).
 */
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import { RPC_BASE } from '../shared/rpc.ts';
import { AppError } from './rpc/app-error.ts';
import { sendError } from './rpc/router.ts';

export const COMPRESS_THRESHOLD_BYTES = 1024;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS = `${path.sep}assets${path.sep}`;
/** The gate kiosk's and the handheld's pages: their own entries (kiosk.html, pda.html), not the console's. */
const SURFACE_ROUTES: [RegExp, string][] = [
  [/^\/kiosk(?:[/?#]|$)/, 'kiosk.html'],
  [/^\/pda(?:[/?#]|$)/, 'pda.html'],
];
/** A path that names a file (a last segment ending in `.ext`) or lies under /assets/: never a client route. */
const FILE_PATH = /^\/assets\/|\.[A-Za-z][A-Za-z0-9]{0,7}$/;

/** True when `url` (path and query) asks for a file rather than a client route of the history fallback. */
export function asksForFile(url: string): boolean {
  return FILE_PATH.test(url.split(/[?#]/, 1)[0]);
}

/** Compression of every answer above the threshold; registered before the routes it applies to. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } } });
}

/**
 * When `staticDir` holds a build, serves it (read from disk at each request) with a history fallback
 * to index.html (kiosk.html under /kiosk, pda.html under /pda); a missing file answers 404 in plain
 * text; unknown calls answer UNKNOWN_CALL.
 */
export async function registerConsoleDelivery(app: FastifyInstance, staticDir: string): Promise<void> {
  const unknownCall = (url: string) => new AppError('UNKNOWN_CALL', { call: url });
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    app.setNotFoundHandler((request, reply) => sendError(request, reply, unknownCall(request.url)));
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      void reply.header('cache-control', file.includes(ASSETS) ? IMMUTABLE : 'no-store');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith(RPC_BASE)) return sendError(request, reply, unknownCall(request.url));
    if (asksForFile(request.url)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply.sendFile(SURFACE_ROUTES.find(([route]) => route.test(request.url))?.[1] ?? 'index.html');
  });
}
