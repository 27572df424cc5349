/**
 * The input control of one form field by its kind (spec console §5): text with a length hint,
 * whole and decimal numbers (decimals kept as strings), switch, option select, date pickers that
 * accept yyyy-MM-dd, yyyy/MM/dd and yyyyMMdd, and the reference picker (search-select, or the
 * table-select popup for a field declared `picker: 'table'`); a field declaring a `widget` gets that
 * registered component instead (field-widgets.tsx).
 */
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TEXT_MAX } from '../../shared/validation.ts';
import { refFilter } from '../../shared/entity.ts';
import { DATE_FORMATS, DATETIME_FORMATS } from './date-formats.ts';
import type { FormFieldSpec } from './entity-columns.ts';
import { FieldWidget } from './field-widgets.tsx';
import { RefPicker } from './RefPicker.tsx';
import { TableSelect } from './TableSelect.tsx';

type ControlProps = {
  spec: FormFieldSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** Value of the field a dependent picker depends on (spec console §5: disabled until chosen). */
  parent?: unknown;
  /** Ready-labelled choices of a select (a custom dropdown's entries) instead of the spec's dictionary options. */
  choices?: { value: string; label: string; disabled?: boolean }[];
};

/** A date or timestamp picker whose form value is a string (yyyy-MM-dd or ISO). */
function DateInput({ value, onChange, disabled, time, id }: { value?: unknown; onChange?: (value: unknown) => void; disabled: boolean; time: boolean; id?: string }) {
  const parsed = typeof value === 'string' && value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      className="wms-wide"
      disabled={disabled}
      showTime={time}
      format={time ? DATETIME_FORMATS : DATE_FORMATS}
      value={parsed?.isValid() ? parsed : null}
      onChange={(next) => onChange?.(next ? (time ? next.toISOString() : next.format('YYYY-MM-DD')) : null)}
    />
  );
}

export function FieldControl({ spec, value, onChange, id, parent, choices }: ControlProps) {
  const { t } = useTranslation();
  const { def, control, disabled, options } = spec;
  if (def.widget) return <FieldWidget name={def.widget.name} spec={spec} value={value} onChange={onChange} id={id} parent={parent} />;
  const placeholder = t(control === 'input' || control === 'int' || control === 'decimal' ? 'list.enter' : 'list.choose');
  switch (control) {
    case 'input': {
      const max = def.max ?? TEXT_MAX;
      return (
        <Input
          id={id}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => onChange?.(event.target.value)}
          disabled={disabled}
          maxLength={max}
          showCount
          placeholder={placeholder}
        />
      );
    }
    case 'int':
      return <InputNumber id={id} className="wms-wide" value={value as number | null} onChange={onChange} disabled={disabled} precision={0} placeholder={placeholder} />;
    case 'decimal':
      return <InputNumber<string> id={id} className="wms-wide" stringMode value={value as string | null} onChange={onChange} disabled={disabled} placeholder={placeholder} />;
    case 'switch':
      return <Switch id={id} checked={Boolean(value)} onChange={onChange} disabled={disabled} />;
    case 'select':
      return (
        <Select
          id={id}
          value={value as string | number | undefined}
          onChange={onChange}
          disabled={disabled}
          allowClear={!def.required}
          placeholder={placeholder}
          options={choices ?? options.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        />
      );
    case 'date':
    case 'datetime':
      return <DateInput id={id} value={value} onChange={onChange} disabled={disabled} time={control === 'datetime'} />;
    case 'picker': {
      const waiting = def.dependsOn !== undefined && (parent === undefined || parent === null || parent === '');
      const Picker = def.picker === 'table' ? TableSelect : RefPicker;
      return (
        <Picker
          key={String(parent ?? '')}
          id={id}
          entity={def.ref!}
          value={value as string | null}
          onChange={onChange}
          disabled={disabled || waiting}
          filter={refFilter(def, parent)}
        />
      );
    }
  }
}
