/**
 * Calls of System.Integrate's synchronisation pages (spec console §2; the spec names no service, so
 * these follow the pattern of the others; docs/decisions/ "Integration"):
 *
 * - ISyncService/get{group}syncconfiglist { current, size, condition: { keyword } } -> page of the
 *   enabled and disabled configurations whose target the page synchronises (group item: items on
 *   item-synchronization 160406; basic: suppliers and customers on basic-synchronization 160407),
 *   each with its last run (lastRunAt, lastSuccess) (isSearch on the page).
 * - ISyncService/run{group}sync { id } -> the run's log row (isImport on the page: a run imports);
 *   NOT_FOUND for a configuration of the other page, SYNC_DISABLED, SYNC_RUNNING (sync-run.ts).
 * - ISyncService/get{group}syncloglist and getsyncloglist (isSearch on source-integration 160404,
 *   every target) { current, size, condition: { keyword } } -> page of the sync log, latest first,
 *   the refusal localized in `message` and row issues in `rowIssues`; `sourceId` is the id of the
 *   run's source (null once deleted), for the source's modify/{id} form on source-integration.
 */
import { and, count, desc, eq, getTableColumns, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { SYNC_GROUPS, SYNC_LOG_MENU, type SyncGroup } from '../../shared/integration.ts';
import { byIdSchema, pageRequestSchema, type PageRequest } from '../../shared/rpc.ts';
import type { Db } from '../db/client.ts';
import { sysIntegrationSource, sysSourceConfig, sysSyncLog } from '../db/schema.ts';
import { AppError } from '../rpc/app-error.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { localizeIssues } from '../rpc/envelope.ts';
import { runSync, type SyncLogRow } from './sync-run.ts';

const SERVICE = 'ISyncService';
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const keywordOf = (input: PageRequest) => (typeof input.condition.keyword === 'string' && input.condition.keyword.trim() ? escapeLike(input.condition.keyword.trim()) : undefined);

/** A log row as answered: the refusal and its row issues in the caller's language. */
function logAnswer(t: TFunction, row: SyncLogRow & { sourceId?: number | null }) {
  const { errorName, errorParams, rowIssues, ...rest } = row;
  return {
    ...rest,
    message: errorName ? t(`error.${errorName}`, errorParams ?? {}) : null,
    rowIssues: rowIssues?.map((rowIssue) => ({ row: rowIssue.row, issues: localizeIssues(t, rowIssue.issues) })) ?? null,
  };
}

async function logPage(db: Db, t: TFunction, input: PageRequest, targets?: readonly string[]) {
  const keyword = keywordOf(input);
  const where = and(
    targets ? inArray(sysSyncLog.target, [...targets]) : undefined,
    keyword ? or(ilike(sysSyncLog.configNo, keyword), ilike(sysSyncLog.integrationNo, keyword)) : undefined,
  );
  const [records, [{ total }]] = await Promise.all([
    db.select({ ...getTableColumns(sysSyncLog), sourceId: sql<number | null>`(select s.id from ${sysIntegrationSource} s where s.integration_no = sys_sync_log.integration_no limit 1)` })
      .from(sysSyncLog).where(where).orderBy(desc(sysSyncLog.startedAt), desc(sysSyncLog.id)).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ total: count() }).from(sysSyncLog).where(where),
  ]);
  return { records: records.map((row) => logAnswer(t, row)), total, pages: Math.ceil(total / input.size), current: input.current, size: input.size };
}

/** The configuration's own latest run; its config_no named with its table, as drizzle writes a single-table select's columns bare (record 0904). */
const lastRun = (column: SQL) =>
  sql`(select ${column} from sys_sync_log l where l.config_no = ${sql.identifier(getTableName(sysSourceConfig))}.${sql.identifier('config_no')} order by l.started_at desc, l.id desc limit 1)`;

async function configPage(db: Db, input: PageRequest, targets: readonly string[]) {
  const keyword = keywordOf(input);
  const where = and(
    inArray(sysSourceConfig.target, [...targets]),
    keyword ? or(ilike(sysSourceConfig.configNo, keyword), ilike(sysSourceConfig.configName, keyword)) : undefined,
  );
  const columns = {
    id: sysSourceConfig.id, version: sysSourceConfig.version, configNo: sysSourceConfig.configNo, configName: sysSourceConfig.configName,
    integrationNo: sysSourceConfig.integrationNo, target: sysSourceConfig.target, autoSync: sysSourceConfig.autoSync, statusCode: sysSourceConfig.statusCode,
    lastRunAt: lastRun(sql`l.started_at`).mapWith(String), lastSuccess: lastRun(sql`l.success`).mapWith(Boolean),
  };
  const [records, [{ total }]] = await Promise.all([
    db.select(columns).from(sysSourceConfig).where(where).orderBy(sysSourceConfig.configNo).limit(input.size).offset((input.current - 1) * input.size),
    db.select({ total: count() }).from(sysSourceConfig).where(where),
  ]);
  return { records, total, pages: Math.ceil(total / input.size), current: input.current, size: input.size };
}

function groupCalls(group: SyncGroup): CallDef[] {
  const { menuNo, targets } = SYNC_GROUPS[group];
  return [
    defineCall({
      service: SERVICE, method: `get${group}syncconfiglist`, summary: `Source configurations synchronised on the ${group} synchronisation page, with their last run`,
      permission: { menuNo, flag: 'isSearch' }, input: pageRequestSchema,
      handle: (input, { database }) => configPage(database.db, input, targets),
    }),
    defineCall({
      service: SERVICE, method: `run${group}sync`, summary: `Runs one ${group} source configuration now; answers its sync log row`,
      permission: { menuNo, flag: 'isImport' }, input: byIdSchema,
      handle: async ({ id }, { database, user, t }) => {
        const [config] = await database.db.select().from(sysSourceConfig).where(and(eq(sysSourceConfig.id, id), inArray(sysSourceConfig.target, [...targets])));
        if (!config) throw new AppError('NOT_FOUND');
        return logAnswer(t, await runSync(database, config, user, `manual:${user.userNo}`));
      },
    }),
    defineCall({
      service: SERVICE, method: `get${group}syncloglist`, summary: `The sync log of the ${group} synchronisation page, latest first`,
      permission: { menuNo, flag: 'isSearch' }, input: pageRequestSchema,
      handle: (input, { database, t }) => logPage(database.db, t, input, targets),
    }),
  ];
}

export const syncCalls: CallDef[] = [
  ...groupCalls('item'),
  ...groupCalls('basic'),
  defineCall({
    service: SERVICE, method: 'getsyncloglist', summary: 'The sync log of every source configuration, latest first',
    permission: { menuNo: SYNC_LOG_MENU, flag: 'isSearch' }, input: pageRequestSchema,
    handle: (input, { database, t }) => logPage(database.db, t, input),
  }),
];
