/**
 * The Outbound pages that list notices waiting for one action of their transition table (spec
 * console §2 Outbound, src/shared/documents/outbound-notice.ts): task-notice lists submitted
 * notices with "Allocate"; cancel-task-notice the allocated ones with "Cancel allocation";
 * posting-notice the submitted ones with "Post" (the minimalist flow); outbound-order the
 * allocated ones with "Ship"; allocate shows what each line got and why it is short, and the
 * allocated pages show the selected notice's lines with their allocation and pick state. Rendered by the Inbound ActionListPage. OUTBOUND_PAGES names the
 * Outbound pages of their own: picking, task-wave (the picking page searched by wave) and the wave
 * pages wave-number, cancel-task and posting-wave (WavePage), release and task-release
 * (ReleasePage, by notice and by wave), preparation (PreparationPage: packing into SSCC containers).
 */
import { OUT_NOTICE } from '../../../shared/documents/outbound-notice.ts';
import type { ActionPageDef } from '../inbound/inbound-pages.ts';
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

const NOTICE_COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' }, { field: 'customerNo' },
  { field: 'carrierNo' }, { field: 'requestedDate' }, { field: 'docNo' }, { field: 'updateDate', kind: 'datetime' },
];

/** The action pages by menu number. */
export const OUTBOUND_ACTION_PAGES: Partial<Record<string, ActionPageDef>> = {
  '120102': { doc: OUT_NOTICE, action: 'post', statusCode: '10', title: 'outbound.initialNotices', columns: NOTICE_COLUMNS },
  '120103': { doc: OUT_NOTICE, action: 'allocate', statusCode: '10', title: 'outbound.initialNotices', columns: NOTICE_COLUMNS, shows: { result: 'allocation', detail: 'allocation' } },
  '120104': { doc: OUT_NOTICE, action: 'cancelAllocate', statusCode: '15', title: 'outbound.allocatedNotices', columns: NOTICE_COLUMNS, shows: { detail: 'allocation' } },
  '120111': { doc: OUT_NOTICE, action: 'ship', statusCode: '15', title: 'outbound.allocatedNotices', columns: NOTICE_COLUMNS, shows: { detail: 'allocation' } },
};

export type OutboundPage = 'picking' | 'taskWave' | 'waves' | 'preparation' | 'release' | 'taskRelease';
/** The Outbound pages of their own, by menu number. */
export const OUTBOUND_PAGES: Partial<Record<string, OutboundPage>> = {
  '120105': 'waves', '120106': 'taskWave', '120107': 'waves', '120108': 'waves', '120109': 'picking', '120110': 'preparation', '120112': 'release', '120113': 'taskRelease',
};
