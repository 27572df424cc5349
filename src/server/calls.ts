/**
 * Every call of the wire contract, registered by buildApp (app.ts): sign-in, menus and the shell
 * (favourites, search tags, column layouts, enumerations, custom fields), and the five calls of
 * every declared entity.
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
import { tagCalls } from './system/tag-calls.ts';

export const CALLS: CallDef[] = [
  ...loginCalls,
  ...menuCalls,
  ...favouriteCalls,
  ...tagCalls,
  ...frameDefineCalls,
  ...enumCalls,
  ...customFieldCalls,
  ...Object.values(ENTITIES).flatMap(crudCalls),
];
