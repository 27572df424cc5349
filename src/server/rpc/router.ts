/**
 * The router of every call (DESIGN.md "Wire contract"): `POST /wms-restful/:service/:method`
 * resolves the call, authenticates (Authentication-Info header or cookie), checks the declared
 * permission, parses the body with the call's zod schema (the body guard of body-guard.ts has
 * already bounded its depth and size and refused NUL), runs the handler and answers the envelope.
 * Unknown calls answer UNKNOWN_CALL; a missing or expired session answers 10004.
 * A signed-in call with a `Request-Id` header runs as that client request (db/request-claim.ts):
 * a retry answers the first answer with the header `request-replayed: 1`, or REQUEST_ID_REUSED
 * when the id was used for another call; a malformed id answers REQUEST_ID_INVALID.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/errors.ts';
import { negotiateLanguage } from '../../shared/i18n/index.ts';
import { HEADERS, REQUEST_ID_PATTERN, RPC_BASE, TOKEN_COOKIE } from '../../shared/rpc.ts';
import type { Database } from '../db/client.ts';
import { earlierAnswer, keepAnswer, RequestReplayed, withRequestClaim } from '../db/request-claim.ts';
import { translator } from '../i18n.ts';
import { overriddenText } from '../sysapp/error-message-calls.ts';
import { AppError } from './app-error.ts';
import { callKey, type CallContext, type CallDef, type Permission, type UserCallDef, type UserContext } from './call.ts';
import { isWriteCall, journaled } from '../journal/operation-journal.ts';
import { errorEnvelope, serverErrorEnvelope, toAppError } from './envelope.ts';
import { assertPermission, pickerAnswer } from './permission.ts';
import { resolveSession, SESSION_CACHE_PREFIX } from './session.ts';

/** The pages whose writes change accounts, roles, grants, menus or the password policy. */
const SECURITY_MENUS = new Set(['160102', '160103', '160104', '160105', '160202']);

/**
 * Whether a write of `call` may change a session or what it grants (a signed-in user's own account
 * calls: sign-out, password, second factor; the security pages): the router then evicts this
 * instance's cached sessions at once, before the answer. Other instances hear it from the
 * database's triggers (session.ts).
 */
function evictsSessions(call: UserCallDef): boolean {
  const permission = call.permission;
  return permission === 'signedIn' || [permission.menuNo, ...(permission.alsoOn ?? [])].some((menuNo) => SECURITY_MENUS.has(menuNo));
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The bearer token of a request: the Authentication-Info header, else the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  return headerValue(request, HEADERS.token) || request.cookies?.[TOKEN_COOKIE] || undefined;
}

/** Builds the context of a request: language, translator, and the user when signed in. */
export async function contextOf(database: Database, request: FastifyRequest, reply: FastifyReply): Promise<CallContext> {
  const language = negotiateLanguage(headerValue(request, HEADERS.language));
  const user = await resolveSession(database.db, requestToken(request), request.server.serverCache);
  return { database, user, language, t: translator(language), moduleNo: headerValue(request, HEADERS.module), request, reply };
}

/**
 * Checks sign-in, the password's validity and the permission; answers the context with its user and
 * access. Throws SESSION_EXPIRED, PASSWORD_EXPIRED or TOTP_ENROLMENT_REQUIRED (unless
 * `whilePasswordExpired`: the account must be mended first) or FORBIDDEN.
 */
export function authorize(ctx: CallContext, permission: Exclude<Permission, 'public'>, whilePasswordExpired = false): UserContext {
  if (!ctx.user) throw new AppError('SESSION_EXPIRED');
  if (ctx.user.pwdExpired && !whilePasswordExpired) throw new AppError('PASSWORD_EXPIRED');
  if (ctx.user.totpMissing && !whilePasswordExpired) throw new AppError('TOTP_ENROLMENT_REQUIRED');
  return { ...ctx, user: ctx.user, access: assertPermission(ctx.user, permission, ctx.moduleNo) };
}

/**
 * Sends the envelope of a thrown value: business errors HTTP 200, faults HTTP 500 with a `fault-id`
 * header (the abnormal journal's row). The errorMessage is the administrator's override of the
 * code in the request's language when there is one (error-message-calls.ts), else the catalogue's.
 */
export async function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  const language = negotiateLanguage(headerValue(request, HEADERS.language));
  const t = translator(language);
  const appError = toAppError(error);
  // A value only the database refused is a schema to tighten: logged, though the answer is a refusal.
  if (appError?.errorName === 'INVALID_VALUE') request.log.warn({ err: error }, 'value refused by the database');
  if (appError) return reply.code(200).send(errorEnvelope(t, appError, await overriddenText(request, language, appError.code)));
  // A fault: in the abnormal journal under an id the answer carries, so a user can quote it.
  const faultId = randomUUID();
  request.log.error({ err: error, faultId }, 'call failed');
  request.server.recordFault?.({ faultId, requestId: String(request.id), url: request.url, error });
  const override = await overriddenText(request, language, ERROR_CODES.SERVER_ERROR);
  return reply.code(500).header('fault-id', faultId).send(serverErrorEnvelope(t, override));
}

/** Registers the generic call route over a registry of calls. */
export function registerRpc(app: FastifyInstance, database: Database, calls: CallDef[]): Map<string, CallDef> {
  const registry = new Map<string, CallDef>();
  for (const call of calls) {
    const key = callKey(call.service, call.method);
    if (registry.has(key)) throw new Error(`call ${key} declared twice`);
    registry.set(key, call);
  }
  const handler = async (request: FastifyRequest<{ Params: { service: string; method: string } }>, reply: FastifyReply) => {
    const [service, method] = request.url.slice(RPC_BASE.length + 1).split('?')[0].split('/');
    const call = registry.get(callKey(service, method));
    if (!call) throw new AppError('UNKNOWN_CALL', { call: `${service}/${method}` });
    const ctx = await contextOf(database, request, reply);
    // Sign-in and permission come before validation: a stranger learns nothing about the input.
    if (call.permission === 'public') {
      const data = await call.handle(call.input.parse(request.body ?? {}), ctx);
      return { code: 0, data: data ?? null };
    }
    const userCtx = authorize(ctx, call.permission, call.whilePasswordExpired);
    const requestId = headerValue(request, HEADERS.requestId);
    const runCall = () => runUserCall(call as UserCallDef, userCtx, requestId);
    if (!isWriteCall(call)) return runCall();
    // Every write, done or refused, goes to the operation journal.
    const answer = await journaled(userCtx, callKey(service, method), requestId, request.body, runCall, call.write === 'private');
    if (evictsSessions(call as UserCallDef)) request.server.serverCache.evict(SESSION_CACHE_PREFIX);
    return answer;
  };
  app.post(`${RPC_BASE}/:service/:method`, handler);
  for (const call of calls.filter((c) => c.ratePerMinute)) {
    app.post(`${RPC_BASE}/${call.service}/${call.method}`, { config: { rateLimit: { max: typeof call.ratePerMinute === 'function' ? call.ratePerMinute() : call.ratePerMinute ?? 0, timeWindow: 60_000 } } }, handler);
  }
  return registry;
}

/**
 * Parses the body of a signed-in call and runs its handler; with a client `requestId` as that
 * request (withRequestClaim). Answers the envelope, or the reply when the handler sent it.
 */
async function runUserCall(call: UserCallDef, userCtx: UserContext, requestId: string | undefined) {
  const { request, reply } = userCtx;
  const input = call.input.parse(request.body ?? {});
  const permission = call.permission;
  // A lookup through another page answers only what its picker shows.
  const run = async () => {
    const data = await call.handle(input, userCtx);
    return userCtx.access === 'picker' && permission !== 'signedIn' && permission.lookup ? pickerAnswer(permission.lookup, data) : data;
  };
  if (requestId === undefined) {
    const data = await run();
    return reply.sent ? reply : { code: 0, data: data ?? null };
  }
  if (!REQUEST_ID_PATTERN.test(requestId)) throw new AppError('REQUEST_ID_INVALID');
  const key = callKey(call.service, call.method);
  return withRequestClaim({ userNo: userCtx.user.userNo, requestId, call: key }, async () => {
    try {
      const data = (await run()) ?? null;
      if (reply.sent) return reply;
      await keepAnswer(userCtx.database.db, data);
      return { code: 0, data };
    } catch (error) {
      const replayed = error instanceof RequestReplayed ? error : await earlierAnswer(userCtx.database.db);
      if (!replayed) throw error;
      if (replayed.call !== key) throw new AppError('REQUEST_ID_REUSED', { requestId, call: replayed.call });
      reply.header('request-replayed', '1');
      return { code: 0, data: replayed.answer };
    }
  });
}
