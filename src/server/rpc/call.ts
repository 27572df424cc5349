/**
 * A call of the wire contract: `POST /wms-restful/{service}/{method}`, its permission, its input
 * schema (parsed once at the edge, STYLE.md (e) 3) and its handler. defineCall keeps the input type.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Language } from '../../shared/i18n/index.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import type { Database } from '../db/client.ts';
import type { SessionUser } from './session.ts';

/**
 * Who may make a call: anyone ('public'), any signed-in user ('signedIn'), or a user with `flag` on
 * menu `menuNo`. A `lookup` call (a list that pickers use) is also allowed when the user has any
 * flag on the calling page's menu (App-Module-Number); data scope applies either way.
 */
export type Permission = 'public' | 'signedIn' | { menuNo: string; flag: PermissionFlag; lookup?: boolean };

export type CallContext = {
  database: Database;
  user: SessionUser | null;
  language: Language;
  t: TFunction;
  /** The App-Module-Number header: the menu of the calling page. */
  moduleNo: string | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** The context of a call that requires a signed-in user. */
export type UserContext = CallContext & { user: SessionUser };

type CallBase<S extends z.ZodType> = {
  service: string;
  method: string;
  summary: string;
  input: S;
  /** Requests per minute from one address (sign-in); unlimited when absent. */
  ratePerMinute?: number;
};

/** A call for signed-in users: its handler always has a user. */
export type UserCallDef<S extends z.ZodType = z.ZodType> = CallBase<S> & {
  permission: Exclude<Permission, 'public'>;
  handle: (input: z.output<S>, ctx: UserContext) => Promise<unknown>;
};

/** A call anyone may make (sign-in): its handler may have no user. */
export type PublicCallDef<S extends z.ZodType = z.ZodType> = CallBase<S> & {
  permission: 'public';
  handle: (input: z.output<S>, ctx: CallContext) => Promise<unknown>;
};

export type CallDef = UserCallDef | PublicCallDef;

export function defineCall<S extends z.ZodType>(call: UserCallDef<S>): CallDef {
  return call as unknown as CallDef;
}

export function definePublicCall<S extends z.ZodType>(call: PublicCallDef<S>): CallDef {
  return call as unknown as CallDef;
}

export function callKey(service: string, method: string): string {
  return `${service}/${method}`;
}
