/**
 * Task configuration vocabulary (spec console §5 document nature, §9 flow patterns, incoming tags,
 * transaction types; workflows §3 document category and flow): the document natures of each big
 * module, the four flow patterns with the steps each runs, and the interface and step enumerations
 * of Base.Task. The inbound and outbound workflows read a document's flow pattern from its
 * document process (document-process) to know which steps it goes through.
 */
import { FLOW_PATTERNS } from './entities/doc-config.entity.ts';
import type { FieldIssue } from './errors.ts';

// Flow patterns are declared with the document configuration; transaction types (1 on shelf,
// 2 off shelf, 3 prepare materials, 4 move, 5 adjust) and platforms (PC, PDA) with the task table.
export { FLOW_PATTERNS } from './entities/doc-config.entity.ts';
export { PLATFORMS, TRANSACTION_TYPES } from './entities/task-table.entity.ts';

/**
 * Document nature (DOC_NATURE) by big module (BIG_MODULE): 1 inbound natures, 2 outbound natures,
 * otherwise (3) other natures. The nature picker is disabled until a big module is chosen.
 */
export const DOC_NATURES_BY_MODULE = {
  '1': ['11', '12', '13', '14', '15'],
  '2': ['21', '22', '23', '24', '25'],
  '3': ['31', '32', '33', '34'],
} as const satisfies Record<string, readonly string[]>;
export const DOC_NATURES = Object.values(DOC_NATURES_BY_MODULE).flat();

/** The natures allowed for a big module ('1', '2'; anything else is "other"). */
export function naturesOf(bigModule: string | null | undefined): readonly string[] {
  if (!bigModule) return [];
  return DOC_NATURES_BY_MODULE[bigModule as '1' | '2'] ?? DOC_NATURES_BY_MODULE['3'];
}

/** Flow patterns (FLOW_PATTERN, spec §9): 1 minimalist, 2 ordinary, 3 complex, 4 merge receiving. */
export type FlowPattern = (typeof FLOW_PATTERNS)[number];
export const MERGE_RECEIVING: FlowPattern = '4';

/** Steps of a document under a flow pattern, by big module (1 inbound, 2 outbound). */
export type FlowStep = 'notice' | 'arrival' | 'inspect' | 'receive' | 'putaway' | 'allocate' | 'wave' | 'pick' | 'check' | 'ship' | 'post';

/**
 * What each pattern runs. Minimalist posts the notice in one step (receive and put away, or pick
 * and ship, at once); ordinary adds separate tasks; complex adds arrival and quality inspection
 * inbound, waves and checking outbound; merge receiving receives several inbound notices of one
 * supplier as one arrival (inbound only).
 */
export const FLOW_STEPS: Record<FlowPattern, { '1': readonly FlowStep[]; '2': readonly FlowStep[] }> = {
  '1': { '1': ['notice', 'post'], '2': ['notice', 'post'] },
  '2': { '1': ['notice', 'receive', 'putaway', 'post'], '2': ['notice', 'allocate', 'pick', 'ship', 'post'] },
  '3': { '1': ['notice', 'arrival', 'inspect', 'receive', 'putaway', 'post'], '2': ['notice', 'allocate', 'wave', 'pick', 'check', 'ship', 'post'] },
  '4': { '1': ['notice', 'arrival', 'receive', 'putaway', 'post'], '2': [] },
};

/** Incoming tags (INCOMING_TAG, spec §9): where an interface's documents come from. */
export const INCOMING_TAGS = ['WMS', 'ERP', 'MES', 'PDA'] as const;
/** Interface direction (INTERFACE_DIRECTION): 1 receive into WMS, 2 send back (callback). */
export const INTERFACE_DIRECTIONS = ['1', '2'] as const;

/** Check of a document category: its nature belongs to its big module (spec console §5). */
export function checkDocNature(values: Record<string, unknown>): FieldIssue[] {
  const { bigModule, docNature } = values;
  if (typeof bigModule !== 'string' || typeof docNature !== 'string') return [];
  return naturesOf(bigModule).includes(docNature) ? [] : [{ field: 'docNature', message: 'validation.docNature' }];
}

/** Check of a document process: merge receiving is an inbound pattern. */
export function checkFlowPattern(values: Record<string, unknown>): FieldIssue[] {
  const { module, flowPattern } = values;
  return flowPattern === MERGE_RECEIVING && typeof module === 'string' && module !== '1' ? [{ field: 'flowPattern', message: 'validation.mergeReceiving' }] : [];
}
