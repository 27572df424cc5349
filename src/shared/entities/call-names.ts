/**
 * The five wire names of an entity that follows the spec's naming pattern (DESIGN.md naming
 * table): `get{prefix}{noun}listbyparams`, `get{prefix}{noun}byid`, `add{prefix}{noun}`,
 * `update{prefix}{noun}byid`, `delete{prefix}{noun}byids`; prefix bm (master data) or sys (system).
 */
import type { EntityCalls } from '../entity.ts';

export function callNames(prefix: 'bm' | 'sys', noun: string, service: string): EntityCalls {
  return {
    service,
    list: `get${prefix}${noun}listbyparams`,
    get: `get${prefix}${noun}byid`,
    add: `add${prefix}${noun}`,
    update: `update${prefix}${noun}byid`,
    remove: `delete${prefix}${noun}byids`,
  };
}
