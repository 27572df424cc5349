/**
 * What each menu page picks from elsewhere (spec console §5 pickers; docs/decisions/0094-lookups-remaining-base-pages.md),
 * derived from the declarations: the `ref` fields of the entity the page lists (its form and
 * search; also on the pages listing another menu's entity, listingPages), the
 * line fields of its document (`ref` and `stockPicker`), the picker controls of its stock query's
 * search, and the pickers of the few custom page components listed in COMPONENT_PICKERS. The server
 * lets a `lookup` call through the calling page (App-Module-Number) only when the page picks from
 * the call's source, and then answers only the picker columns (pickerFields).
 */
import { DOCUMENTS } from './documents/index.ts';
import { STOCK_QUERIES } from './documents/stock-queries.ts';
import { ENTITIES } from './entities/index.ts';
import type { EntityDef, EntityName, FieldDef, StockPickerBy } from './entity.ts';
import { PRINT_PAGE_SOURCES } from './print.ts';
import { REPORTS } from './reports.ts';

/** What a picker lists: an entity's rows, or the stock of a warehouse summed per cell or item. */
export type PickerSource = EntityName | `stock:${StockPickerBy}`;

/** Columns of the table-select popup (TableSelect): the referenced entity's first list fields. */
export const PICKER_LIST_COLUMNS = 4;

/**
 * Pickers of custom page components that no declaration names (menu number -> sources):
 * the container-label dialog of the count plan list (BoxLabelDialog: organisation, container rule,
 * label template, and CheckPlanPicker's plans), the found-stock dialog of the count task page
 * (FoundStockDialog: item), and the account and role forms (AccessFormPage: the data scope's
 * organisations, warehouses and document categories, a user's staff member, a supplier user's
 * supplier), wave-number's warehouse and wave template, the news form's chosen suppliers, the
 * scheduling board's supplier, DSB monitoring's items and the forecast's manual get, and the work
 * order's complete dialog (WorkOrderTools: the finished goods' cell, the materials' items, cells and
 * lots held in the order's warehouse).
 */
const COMPONENT_PICKERS: Record<string, readonly PickerSource[]> = {
  // Wave-number's build: the warehouse and the wave template (WavePage).
  '120105': ['warehouse', 'waveTemplate'],
  '130201': ['org', 'boxRule', 'labelTemplate', 'chkCheckStock'],
  '130203': ['item'],
  '140101': ['cell', 'stock:item', 'stock:cell', 'stock:lot'],
  '160102': ['org', 'warehouse', 'classifyType', 'employee'],
  '160103': ['supplier'],
  '160104': ['org', 'warehouse', 'classifyType'],
  // The news form's audience (SupplierListField).
  '170201': ['supplier'],
  // Supplier portal scheduling: the board's supplier search, DSB's items, the forecast's manual get.
  '170304': ['supplier'],
  '170306': ['org', 'supplier'],
  '170307': ['item'],
};

function fieldSources(fields: Record<string, FieldDef>): PickerSource[] {
  return Object.values(fields).flatMap((def) => [...(def.ref ? [def.ref] : []), ...(def.stockPicker ? [`stock:${def.stockPicker.by}` as const] : [])]);
}

function derivePagePickers(): Map<string, Set<PickerSource>> {
  const pages = new Map<string, Set<PickerSource>>();
  const add = (menuNo: string, sources: readonly PickerSource[]) => {
    const set = pages.get(menuNo) ?? new Set<PickerSource>();
    for (const source of sources) set.add(source);
    pages.set(menuNo, set);
  };
  for (const entity of Object.values(ENTITIES)) {
    for (const menuNo of [entity.menuNo, ...listingPages(entity)]) add(menuNo, fieldSources(entity.fields));
  }
  for (const doc of DOCUMENTS) add(doc.entity.menuNo, fieldSources(doc.lineFields));
  for (const query of [...Object.values(STOCK_QUERIES), ...Object.values(REPORTS)]) add(query.menuNo, query.search.flatMap((search) => (search.control === 'picker' ? [search.ref] : [])));
  for (const [menuNo, sources] of Object.entries(COMPONENT_PICKERS)) add(menuNo, sources);
  return pages;
}

/** Menu number -> what its page picks from. */
export const PAGE_PICKERS: ReadonlyMap<string, ReadonlySet<PickerSource>> = derivePagePickers();

/** Whether the page of `menuNo` has a picker listing `source`. */
export function pagePicks(menuNo: string, source: PickerSource): boolean {
  return PAGE_PICKERS.get(menuNo)?.has(source) ?? false;
}

/**
 * Menu pages that show `entity`'s list as their own table, not as a picker (isSearch there allows
 * the list with whole rows): the entity's `listedBy` and the Base.Print pages that list it
 * (PRINT_PAGE_SOURCES: label-print, split-label-print, container-print, storage-print).
 */
export function listingPages(entity: EntityDef): string[] {
  const printPages = Object.entries(PRINT_PAGE_SOURCES).filter(([, source]) => source === entity.name).map(([menuNo]) => menuNo);
  return [...(entity.listedBy ?? []), ...printPages];
}

/** The fields a table-select popup shows: the entity's first PICKER_LIST_COLUMNS list fields. */
export function pickerListFields(entity: EntityDef): string[] {
  return Object.entries(entity.fields)
    .filter(([, def]) => def.list)
    .slice(0, PICKER_LIST_COLUMNS)
    .map(([field]) => field);
}

/**
 * The columns a picker reads of a row of `entity` (RefPicker "key - title", TableSelect's columns,
 * the status the pickers filter on) plus id, the row key: the whole answer of a lookup made through
 * another page.
 */
export function pickerFields(entity: EntityDef): string[] {
  const status = 'statusCode' in entity.fields ? ['statusCode'] : [];
  return [...new Set(['id', entity.keyField, entity.titleField, ...status, ...pickerListFields(entity)])];
}
