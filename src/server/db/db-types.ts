/** The drizzle database and transaction handles over the whole schema; client.ts re-exports them. */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** The drizzle transaction handle passed to a command. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
