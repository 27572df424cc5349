/** Right-side detail drawer of a list row (spec console §2, §9: 75% width), fields in titled blocks by section. */
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import type { EntityRow } from './entity-api.ts';
import { detailSections, displayValue } from './entity-columns.ts';

type Props = { entity: EntityDef; row: EntityRow | undefined; onClose: () => void };

export function DetailDrawer({ entity, row, onClose }: Props) {
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
    </Drawer>
  );
}
