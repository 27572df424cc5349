/**
 * Right-side detail drawer of a list row (spec console §2, §9: 75% width), fields in titled blocks
 * by section, then the custom fields, then `extra` (what the entity shows beyond its fields: an
 * arrival note's received lines, DETAIL_EXTRAS).
 */
import { Descriptions, Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { customDisplay, customValueOf, type CustomSpec } from './custom-columns.ts';
import type { EntityRow } from './entity-api.ts';
import { detailSections, displayValue } from './entity-columns.ts';

type Props = {
  entity: EntityDef;
  row: EntityRow | undefined;
  onClose: () => void;
  /** Custom fields with displayPage 3 (detail), shown in their own block. */
  customFields?: CustomSpec[];
  extra?: ReactNode;
};

export function DetailDrawer({ entity, row, onClose, customFields = [], extra }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={row !== undefined}
      onClose={onClose}
      size="75%"
      title={t('list.detail', { name: t(`entity.${entity.name}`) })}
      destroyOnHidden
    >
      {row &&
        detailSections(entity).map(({ section, fields }) => (
          <Descriptions
            key={section}
            className="wms-detail-block"
            title={t(`section.${section}`)}
            bordered
            size="small"
            column={{ xs: 1, md: 2, xl: 3 }}
            items={fields.map(({ field, def }) => ({
              key: field,
              label: t(`field.${field}`),
              children: displayValue(def, row[field], t) || '-',
            }))}
          />
        ))}
      {row && customFields.length > 0 && (
        <Descriptions
          className="wms-detail-block"
          title={t('engine.customFields')}
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={customFields.map((spec) => ({ key: spec.key, label: spec.label, children: customDisplay(spec, customValueOf(row, spec.fieldNo)) || '-' }))}
        />
      )}
      {row && extra}
    </Drawer>
  );
}
