/**
 * The rule-line editor of a strategy form (Base.Strategy; src/shared/strategies.ts): an ordered
 * list of rule lines, each a rule of the strategy kind (the widget's param), its parameter where
 * the rule takes one, and for turnover lines the order. Lines can be added, moved up and down and
 * removed with buttons (keyboard reachable). The field value is the JSON text the server checks.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleLabelKey, ruleParam, RULES_BY_KIND, type RuleLine, type StrategyKind } from '../../../shared/strategies.ts';
import type { WidgetProps } from '../../entity/widget-props.ts';

/** The lines of a field value; text that is not a list of lines starts an empty editor. */
export function linesOf(value: unknown): RuleLine[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((line): line is RuleLine => line && typeof line.rule === 'string') : [];
  } catch {
    return [];
  }
}

/** The field value of lines: empty parameters dropped. */
export function textOf(lines: RuleLine[]): string {
  return JSON.stringify(lines.map(({ rule, param, order }) => ({ rule, ...(param?.trim() ? { param: param.trim() } : {}), ...(order ? { order } : {}) })));
}

export function RuleLinesEditor({ spec, value, onChange, id }: WidgetProps) {
  const { t } = useTranslation();
  const kind = spec.def.widget?.param as StrategyKind;
  const lines = linesOf(value);
  const rules = RULES_BY_KIND[kind].map((rule) => ({ value: rule, label: t(ruleLabelKey(kind, rule)) }));
  const update = (next: RuleLine[]) => onChange?.(textOf(next));
  const patch = (index: number, change: Partial<RuleLine>) => update(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));
  const move = (index: number, by: number) => {
    const next = [...lines];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    update(next);
  };

  return (
    <div id={id} className="wms-rule-lines" data-testid="rule-lines">
      {lines.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('basecfg.noLines')} />}
      {lines.map((line, index) => {
        const param = ruleParam(kind, line.rule);
        return (
          <Space key={index} className="wms-rule-line" data-testid={`rule-line-${index + 1}`} wrap>
            <span className="wms-rule-line-no">{index + 1}</span>
            <Select
              aria-label={t('basecfg.line', { n: index + 1 })}
              className="wms-rule-line-rule"
              value={line.rule}
              options={rules}
              onChange={(rule: string) => patch(index, { rule, param: undefined })}
              disabled={spec.disabled}
            />
            {param && (
              <Input
                aria-label={t('basecfg.param')}
                placeholder={t(`basecfg.paramHint_${param.format}`)}
                value={line.param ?? ''}
                onChange={(event) => patch(index, { param: event.target.value })}
                disabled={spec.disabled}
              />
            )}
            {kind === 'turnover' && (
              <Select
                aria-label={t('basecfg.order')}
                className="wms-rule-line-order"
                value={line.order ?? 'asc'}
                options={['asc', 'desc'].map((order) => ({ value: order, label: t(`enum.SORT_ORDER.${order}`) }))}
                onChange={(order: 'asc' | 'desc') => patch(index, { order })}
                disabled={spec.disabled}
              />
            )}
            <Button aria-label={t('basecfg.moveUp')} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, -1)} />
            <Button aria-label={t('basecfg.moveDown')} icon={<ArrowDownOutlined />} disabled={index === lines.length - 1} onClick={() => move(index, 1)} />
            <Button aria-label={t('basecfg.removeLine')} danger icon={<DeleteOutlined />} onClick={() => update(lines.filter((_, i) => i !== index))} />
          </Space>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} data-testid="rule-line-add" onClick={() => update([...lines, { rule: RULES_BY_KIND[kind][0], ...(kind === 'turnover' ? { order: 'asc' as const } : {}) }])}>
        {t('basecfg.addLine')}
      </Button>
    </div>
  );
}
