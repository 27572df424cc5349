/**
 * Document nature of a document category (spec console §5): the options are the natures of the
 * chosen big module (1 inbound, 2 outbound, otherwise other; naturesOf), and the select stays
 * disabled until a big module is chosen. Changing the big module clears it (the form's dependsOn).
 */
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { naturesOf } from '../../../shared/flow-patterns.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';

export function DocNatureSelect({ spec, value, onChange, id, parent }: WidgetProps) {
  const { t } = useTranslation();
  const natures = naturesOf(typeof parent === 'string' ? parent : undefined);
  return (
    <Select
      id={id}
      value={(value as string | null | undefined) ?? undefined}
      onChange={onChange}
      disabled={spec.disabled || natures.length === 0}
      placeholder={t('list.choose')}
      options={natures.map((nature) => ({ value: nature, label: t(`enum.${spec.def.enumMid}.${nature}`) }))}
    />
  );
}
