/**
 * The table columns of a list page: the declared list columns and the module's custom list columns
 * (displayPage 2), with sorting on declared ones, in the user's saved column layout (spec console
 * §2 column settings, §7 Frame define).
 */
import type { TableProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { applyLayout } from './column-layout.ts';
import { customDisplay, customValueOf, type CustomSpec } from './custom-columns.ts';
import type { EntityRow, Sorter } from './entity-api.ts';
import { displayValue, listColumns } from './entity-columns.ts';
import { useColumnLayout } from './use-column-layout.ts';

export function useListColumns(entity: EntityDef, module: string, custom: CustomSpec[], sorter: Sorter, compact: boolean) {
  const { t } = useTranslation();
  const keys = useMemo(() => [...listColumns(entity).map(({ field }) => field), ...custom.map((spec) => spec.key)], [entity, custom]);
  const { layout, save, reset } = useColumnLayout(module, keys);

  const columns = useMemo<NonNullable<TableProps<EntityRow>['columns']>>(() => {
    const declared = listColumns(entity).map(({ field, def, sortable }) => ({
      key: field,
      dataIndex: field,
      title: t(`field.${field}`),
      sorter: sortable,
      sortOrder: sorter.field === field ? sorter.order : null,
      ellipsis: true,
      width: def.kind === 'datetime' && !compact ? 170 : undefined,
      render: (value: unknown) => displayValue(def, value, t),
    }));
    const extra = custom.map((spec) => ({
      key: spec.key,
      title: spec.label,
      ellipsis: true,
      render: (_: unknown, row: EntityRow) => customDisplay(spec, customValueOf(row, spec.fieldNo)),
    }));
    return applyLayout([...declared, ...extra], layout);
  }, [entity, custom, t, sorter, layout, compact]);

  const titleOf = (key: string) => custom.find((spec) => spec.key === key)?.label ?? t(`field.${key}`);
  return { columns, layout, save, reset, titleOf };
}
