/**
 * The calls of outbound waves (menus wave-number 120105, task-wave 120106, cancel-task 120107,
 * posting-wave 120108; src/shared/documents/outbound-wave.ts):
 * - IOutWaveService/list (isSearch on any of the four pages): the waves (wave-queries.ts);
 * - IOutWaveService/build { warehouseNo, waveTemplateNo } (wave-number, isAdd): build-waves.ts;
 * - IOutWaveService/cancelwave (wave-number), canceltaskwave (cancel-task), both isCancelInvalid, and
 *   shipwave (posting-wave, isOut), each { list: [{ id, version }] }: wave-actions.ts.
 * The picks of a wave are IOutPickService/list with condition waveNo, confirmed with
 * IOutPickService/confirm (both also allowed on task-wave; outbound-calls.ts).
 * - IOutReleaseService/list (isSearch) and release (isCheck) on release 120112: gate release of
 *   shipped notices with the loading details; releasewave (task-release 120113, isCheck): the
 *   notices of shipped waves (release-notices.ts). IOutWaveService/list is also allowed there.
 * Writes run in one transaction inside withRetry.
 */
import type { PermissionFlag } from '../../shared/permissions.ts';
import type { WaveAction } from '../../shared/documents/outbound-wave.ts';
import { pageRequestSchema, versionedListSchema } from '../../shared/rpc.ts';
import { withRetry } from '../db/retry.ts';
import { defineCall, type CallDef } from '../rpc/call.ts';
import { buildWaveInput, buildWaves } from './build-waves.ts';
import { listReleases, releaseInput, releaseNotices, releaseWaves } from './release-notices.ts';
import { runWaveAction } from './wave-actions.ts';
import { listWaves } from './wave-queries.ts';

/** Menu numbers of the wave pages. */
export const WAVE_MENUS = { waveNumber: '120105', taskWave: '120106', cancelTask: '120107', postingWave: '120108' } as const;
const RELEASE_MENU = '120112';
const TASK_RELEASE_MENU = '120113';

const ACTION_CALLS: { action: WaveAction; method: string; menuNo: string; flag: PermissionFlag; summary: string }[] = [
  { action: 'cancel', method: 'cancelwave', menuNo: WAVE_MENUS.waveNumber, flag: 'isCancelInvalid', summary: 'Cancel open waves (their notices stay allocated), all or nothing, version checked' },
  { action: 'cancelTask', method: 'canceltaskwave', menuNo: WAVE_MENUS.cancelTask, flag: 'isCancelInvalid', summary: 'Undo the work of open waves: cancel the allocation of their notices and the waves; refused once anything is picked' },
  { action: 'ship', method: 'shipwave', menuNo: WAVE_MENUS.postingWave, flag: 'isOut', summary: 'Ship every notice of open waves with its ship posting, all or nothing, version checked' },
];

export const waveCalls: CallDef[] = [
  defineCall({
    service: 'IOutWaveService',
    method: 'list',
    summary: 'Outbound waves with their notice and open pick counts (paged, scoped, newest first)',
    permission: { menuNo: WAVE_MENUS.waveNumber, flag: 'isSearch', alsoOn: [WAVE_MENUS.taskWave, WAVE_MENUS.cancelTask, WAVE_MENUS.postingWave, TASK_RELEASE_MENU] },
    input: pageRequestSchema,
    handle: (input, ctx) => listWaves(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutWaveService',
    method: 'build',
    summary: 'Build waves of the allocated notices of a warehouse in no open wave by a wave template (grouping rules, maximum notices and lines)',
    permission: { menuNo: WAVE_MENUS.waveNumber, flag: 'isAdd' },
    input: buildWaveInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => buildWaves(tx, ctx.user, input)),
  }),
  ...ACTION_CALLS.map((call) =>
    defineCall({
      service: 'IOutWaveService',
      method: call.method,
      summary: call.summary,
      permission: { menuNo: call.menuNo, flag: call.flag },
      input: versionedListSchema,
      handle: ({ list }, ctx) => withRetry(ctx.database.db, (tx) => runWaveAction(tx, ctx.user, call.action, list)),
    }),
  ),  defineCall({
    service: 'IOutReleaseService',
    method: 'list',
    summary: 'Shipped outbound notices with their gate release, if any (paged, scoped, newest first)',
    permission: { menuNo: RELEASE_MENU, flag: 'isSearch' },
    input: pageRequestSchema,
    handle: (input, ctx) => listReleases(ctx.database.db, ctx.user, input),
  }),
  defineCall({
    service: 'IOutReleaseService',
    method: 'release',
    summary: 'Release shipped notices at the gate with the loading details (plate, driver, seal), all or nothing, once per notice',
    permission: { menuNo: RELEASE_MENU, flag: 'isCheck' },
    input: releaseInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => releaseNotices(tx, ctx.user, input)),
  }),  defineCall({
    service: 'IOutReleaseService',
    method: 'releasewave',
    summary: 'Release the shipped notices of shipped waves at the gate with the loading details, all or nothing',
    permission: { menuNo: TASK_RELEASE_MENU, flag: 'isCheck' },
    input: releaseInput,
    handle: (input, ctx) => withRetry(ctx.database.db, (tx) => releaseWaves(tx, ctx.user, input)),
  }),
];
