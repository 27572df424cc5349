/**
 * Every call of the wire contract, registered by buildApp (app.ts): sign-in, the password change,
 * menus and the shell (favourites, search tags, column layouts, enumerations, custom fields),
 * system parameter reads, and the five calls of every declared entity.
 */
import { ENTITIES } from '../shared/entities/index.ts';
import { crudCalls } from './crud/crud-calls.ts';
import type { CallDef } from './rpc/call.ts';
import { customFieldCalls } from './system/custom-field-calls.ts';
import { enumCalls } from './system/enum-calls.ts';
import { favouriteCalls } from './system/favourite-calls.ts';
import { frameDefineCalls } from './system/frame-define-calls.ts';
import { loginCalls } from './system/login-calls.ts';
import { menuCalls } from './system/menu-calls.ts';
import { paramCalls } from './system/param-calls.ts';
import { tagCalls } from './system/tag-calls.ts';
import { userCalls } from './system/user-calls.ts';

export const CALLS: CallDef[] = [
  ...loginCalls,
  ...userCalls,
  ...menuCalls,
  ...favouriteCalls,
  ...tagCalls,
  ...frameDefineCalls,
  ...enumCalls,
  ...customFieldCalls,
  ...paramCalls,
  ...Object.values(ENTITIES).flatMap(crudCalls),
];
