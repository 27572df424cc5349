/**
 * nextDocNo(tx, docType): the next document number `<docType><yyyyMMdd><0001..>` (UTC day), taken
 * in the caller's transaction from sys_doc_number (see document-schema.ts). The upsert locks the
 * counter row of the day until the transaction ends, so two adds never get the same number and a
 * rolled-back add gives its number back. nextDocNos takes a run of numbers for many adds at once;
 * docNoInStatement gives the next number inside the statement that stores the document (issue 29).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

const dayOf = (now: Date) => now.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The next number of `docType` for the statement that stores it: `number`, the counter's upsert as
 * a CTE (`tx.with(number)`), and `docNo`, the number as a text expression reading that CTE, as
 * nextDocNo writes it (at least four digits). One number per statement, taken when it runs.
 */
export function docNoInStatement(tx: Tx, docType: string, now = new Date()) {
  const day = dayOf(now);
  const number = tx.$with('doc_number', { lastNo: sql<number>`last_no` }).as(sql`
    insert into sys_doc_number (doc_type, day, last_no) values (${docType}, ${day}, 1)
    on conflict (doc_type, day) do update set last_no = sys_doc_number.last_no + 1
    returning last_no`);
  const docNo: SQL<string> = sql`(select ${docType}::text || ${day}::text || lpad(last_no::text, greatest(4, length(last_no::text)), '0') from doc_number)`;
  return { number, docNo };
}

export async function nextDocNo(tx: Tx, docType: string, now = new Date()): Promise<string> {
  const [docNo] = await nextDocNos(tx, docType, 1, now);
  return docNo;
}

/** `count` consecutive numbers of `docType` for the day (one counter update), in order. */
export async function nextDocNos(tx: Tx, docType: string, count: number, now = new Date()): Promise<string[]> {
  const day = dayOf(now);
  const result = await tx.execute(sql`
    insert into sys_doc_number (doc_type, day, last_no) values (${docType}, ${day}, ${count})
    on conflict (doc_type, day) do update set last_no = sys_doc_number.last_no + ${count}
    returning last_no`);
  const last = Number(result.rows[0].last_no);
  return Array.from({ length: count }, (_, i) => `${docType}${day}${String(last - count + 1 + i).padStart(4, '0')}`);
}
