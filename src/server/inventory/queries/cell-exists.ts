/**
 * IInvStockService/getinvstockcellexists { warehouseNo, cellNo } -> { exists: boolean } (walk
 * 14-28 defect 9, record 1054): whether the warehouse has a cell of that number, within the
 * user's data scope (stockScopeCondition; out of scope answers false). The handheld's Stock query
 * asks it when a scan found no stock, to say "no such cell" rather than "no stock found".
 * Permission: isSearch on the stock balances (130101), as the stock list the query reads.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { STOCK_QUERIES } from '../../../shared/documents/stock-queries.ts';
import { stockScopeCondition } from '../../crud/scope.ts';
import { defineCall } from '../../rpc/call.ts';

const cellExistsInput = z.object({ warehouseNo: z.string().trim().min(1).max(64), cellNo: z.string().trim().min(1).max(128) });

export const cellExistsCall = defineCall({
  service: STOCK_QUERIES.allowance.service,
  method: 'getinvstockcellexists',
  summary: 'Whether a warehouse has a cell of this number (in the data scope): the handheld Stock query tells a wrong cell from an empty one',
  permission: { menuNo: STOCK_QUERIES.allowance.menuNo, flag: 'isSearch' },
  input: cellExistsInput,
  handle: async (input, ctx): Promise<{ exists: boolean }> => {
    const scope = stockScopeCondition(ctx.user, sql`c.org_no`, sql`c.warehouse_no`) ?? sql`true`;
    const result = await ctx.database.db.execute(sql`select 1 from bm_cell c where c.warehouse_no = ${input.warehouseNo} and c.cell_no = ${input.cellNo} and ${scope} limit 1`);
    return { exists: result.rows.length > 0 };
  },
});
