/**
 * The props of a list page's toolbar tool (list-extras.ts): the page's permissions, its menu number
 * (one entity may be listed by several pages), the rows selected in the list (document actions act on
 * them) and a reload callback. Below list-extras.ts, the registry, and the tools it lists, so they
 * need not import each other.
 */
import type { MenuPermissions } from '../../../shared/permissions.ts';

export type ListExtraProps = { permissions: MenuPermissions; menuNo: string; selected: Record<string, unknown>[]; onDone: () => void };
