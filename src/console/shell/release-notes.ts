/**
 * The notes of the version announcement (spec console §1 "a version icon that opens a version
 * announcement"): what the running version brought, newest first, in the three languages.
 */
import type { Language } from '../../shared/i18n/index.ts';

export type ReleaseNote = { version: string; notes: Record<Language, string[]> };

export const RELEASE_NOTES: ReleaseNote[] = [
  {
    version: '2.2.1',
    notes: {
      'en-US': [
        'Console shell: favourites, all-functions menu (alt+C), tab strip and saved column layouts.',
        'Every list: tab counts, saved filter tags, jurisdiction, compact page mode and export templates.',
        'Custom fields on search, list, detail and forms; table-select pickers.',
        'Inventory ledger with idempotent postings and reversals.',
      ],
      'zh-CN': [
        '控制台外壳：收藏、全部功能菜单（alt+C）、标签页与列设置保存。',
        '所有列表：页签计数、筛选标签、管辖范围、紧凑页面模式与导出模板。',
        '自定义字段可用于查询、列表、详情与表单；表格选择器。',
        '库存流水账：幂等过账与冲销。',
      ],
      'zh-TW': [
        '主控台外殼：收藏、全部功能選單（alt+C）、分頁與欄設定保存。',
        '所有清單：頁籤計數、篩選標籤、管轄範圍、緊湊頁面模式與匯出範本。',
        '自訂欄位可用於查詢、清單、明細與表單；表格選擇器。',
        '庫存流水帳：冪等過帳與沖銷。',
      ],
    },
  },
];
