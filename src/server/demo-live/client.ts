/**
 * How the live demo's actors call the product: `POST /wms-restful/{Service}/{method}` through the
 * server's own HTTP handling (fastify inject: routing, session, permission, validation, the
 * Request-Id claim), each call with its actor's session token and a fresh `Request-Id`, in en-US.
 * Counts calls, refusals (code <> 0, the answer a user would read) and server errors (HTTP 5xx)
 * in `stats`; a refusal is answered, not thrown, since a real user meets stale versions too.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type Answer<T = any> = { code: number; data: T; errorMessage?: string };

export type CallStats = { calls: number; refused: number; serverErrors: number; refusals: Map<string, number> };

export type Caller = {
  /** Calls `path` ("IService/method") with `body` as the user of `token`; answers the envelope. */
  call: <T = any>(token: string, path: string, body: unknown) => Promise<Answer<T>>;
  stats: CallStats;
};

export function demoCaller(app: FastifyInstance): Caller {
  const stats: CallStats = { calls: 0, refused: 0, serverErrors: 0, refusals: new Map() };
  return {
    stats,
    call: async (token, path, body) => {
      const response = await app.inject({
        method: 'POST',
        url: `/wms-restful/${path}`,
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US', 'authentication-info': token, 'request-id': randomUUID() },
        payload: JSON.stringify(body),
      });
      stats.calls += 1;
      if (response.statusCode >= 500) stats.serverErrors += 1;
      const answer = response.json() as Answer;
      if (answer.code !== 0) {
        stats.refused += 1;
        const key = `${path}: ${answer.errorMessage ?? answer.code}`.slice(0, 160);
        stats.refusals.set(key, (stats.refusals.get(key) ?? 0) + 1);
      }
      return answer;
    },
  };
}
