/**
 * Permission flags a role grants per menu (spec console §6). Every call declares the flag it needs
 * on its menu; the console shows toolbar buttons from the same flags.
 */
export const PERMISSION_FLAGS = [
  'isSearch', 'isAdd', 'isModify', 'isDelete', 'isCancelInvalid', 'isBatchUpdate', 'isPhysicalDelete',
  'isSubmit', 'isClose', 'isCheck', 'isEnd', 'isImport', 'isExport', 'isPrint', 'isOut', 'isSave',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** The flags one menu grants a user; absent flags are false. */
export type MenuPermissions = Partial<Record<PermissionFlag, boolean>>;

/** Flags that need exactly one selected row, and those that need at least one (spec console §6). */
export const SINGLE_ROW_FLAGS: readonly PermissionFlag[] = ['isModify', 'isDelete', 'isCancelInvalid', 'isBatchUpdate'];
export const MULTI_ROW_FLAGS: readonly PermissionFlag[] = ['isPhysicalDelete', 'isSubmit', 'isClose', 'isCheck', 'isEnd'];
