/**
 * A call of the wire contract: `POST /wms-restful/{service}/{method}`, its permission, its input
 * schema (parsed once at the edge, STYLE.md (e) 3) and its handler. defineCall keeps the input type.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { Language } from '../../shared/i18n/index.ts';
import type { PickerSource } from '../../shared/page-pickers.ts';
import type { PermissionFlag } from '../../shared/permissions.ts';
import type { Database } from '../db/client.ts';
import type { SessionUser } from './session.ts';

/**
 * Who may make a call: anyone ('public'), any signed-in user ('signedIn'), or a user with `flag` on
 * menu `menuNo` (or on one of the `alsoOn` menus, pages showing the same list as their own). A
 * `lookup` call (a list that pickers use, naming what it lists) is also allowed when the user has
 * any flag on the calling page's menu (App-Module-Number) and that page picks from `lookup`
 * (src/shared/page-pickers.ts); it then answers only the picker columns. Data scope applies either way.
 */
export type Permission = 'public' | 'signedIn' | { menuNo: string; flag: PermissionFlag; lookup?: PickerSource; alsoOn?: readonly string[] };

/** How a call was allowed: by the user's own flag ('full'), or as a picker of the calling page ('picker'). */
export type Access = 'full' | 'picker';

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

/** The context of a call that requires a signed-in user, with how the call was allowed. */
export type UserContext = CallContext & { user: SessionUser; access: Access };

type CallBase<S extends z.ZodType> = {
  service: string;
  method: string;
  summary: string;
  input: S;
  /**
   * Requests per minute from one address (sign-in); unlimited when absent. A function is read when
   * an app registers its routes (a setting from the environment).
   */
  ratePerMinute?: number | (() => number);
  /**
   * Allowed while the caller's password must be changed (SessionUser.pwdExpired): the shell's start
   * (user info, menus, licence flags), sign-out and the change itself. Every other call then answers
   * PASSWORD_EXPIRED.
   */
  whilePasswordExpired?: true;
  /**
   * Whether the call writes, for the operation journal (src/server/journal/operation-journal.ts):
   * when absent, a call whose permission flag writes (isAdd, isModify, isDelete, ...) is a write.
   * Declare `true` for a write under a read flag or 'signedIn', `false` for a read under a write flag,
   * 'private' for a write of the caller's own private rows (search tags, favourites, column layouts,
   * read marks): journaled as done, without its body or values, which no other user may read.
   */
  write?: boolean | 'private';
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
