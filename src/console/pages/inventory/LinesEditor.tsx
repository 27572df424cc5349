/**
 * The lines of a document form (workflows §5 "please add detail information"): one table row per
 * line with a control per declared line field (the item picker lists the header organisation's
 * items; a field with a stock picker whose condition holds lists the header warehouse's stock,
 * StockPicker.tsx), then one per child-table custom field of the module (spec console §3, displayPage 5,
 * line-custom-fields.ts), add and remove, and each line's field error under its control.
 * Read-only documents show the lines without controls.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocumentDef } from '../../../shared/documents/document.ts';
import { customControl, customDisplay, customValueOf, type CustomSpec } from '../../entity/custom-columns.ts';
import { displayValue, formControl, optionsOf, type FormFieldSpec } from '../../entity/entity-columns.ts';
import { FieldControl } from '../../entity/FieldControl.tsx';
import type { DocLine } from './document-api.ts';
import { customErrorKey, withCustomValue } from './line-custom-fields.ts';
import { stockPickerOf } from './line-stock-pickers.ts';
import { StockPicker } from './StockPicker.tsx';

type Props = {
  doc: DocumentDef;
  lines: DocLine[];
  onChange: (lines: DocLine[]) => void;
  /** Field errors by `${index}.${field}`. */
  errors: Record<string, string>;
  /** Values of the header fields the line pickers depend on (orgNo; warehouseNo and the stock picker's condition). */
  header: Record<string, unknown>;
  readOnly: boolean;
  /** The module's child-table custom fields, shown after the declared line fields. */
  customFields: CustomSpec[];
};

function specOf(doc: DocumentDef, field: string): FormFieldSpec {
  const def = doc.lineFields[field];
  return { field, def, control: formControl(def), disabled: false, options: optionsOf(def) };
}

/** A new line with the declared defaults. */
export function emptyLine(doc: DocumentDef): DocLine {
  return Object.fromEntries(Object.entries(doc.lineFields).flatMap(([field, def]) => (def.default === undefined ? [] : [[field, def.default]])));
}

export function LinesEditor({ doc, lines, onChange, errors, header, readOnly, customFields }: Props) {
  const { t } = useTranslation();
  const update = (index: number, field: string, value: unknown) => onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const updateCustom = (index: number, fieldNo: string, value: unknown) => onChange(lines.map((line, i) => (i === index ? withCustomValue(line, fieldNo, value) : line)));
  const columns = [
    { key: 'lineNo', title: t('field.lineNo'), width: 60, render: (_: unknown, __: DocLine, index: number) => index + 1 },
    ...Object.keys(doc.lineFields).map((field) => {
      const spec = specOf(doc, field);
      const stock = stockPickerOf(spec.def, header);
      return {
        key: field,
        title: `${spec.def.required ? '* ' : ''}${t(`field.${field}`)}`,
        width: field === 'remark' ? 200 : 170,
        render: (_: unknown, line: DocLine, index: number) =>
          readOnly || spec.def.readOnly ? (
            displayValue(spec.def, line[field], t)
          ) : (
            <Form.Item className="wms-line-cell" validateStatus={errors[`${index}.${field}`] ? 'error' : undefined} help={errors[`${index}.${field}`]}>
              {stock ? (
                <StockPicker key={`${header.orgNo}/${header.warehouseNo}`} id={`line-${index}-${field}`} by={stock} orgNo={header.orgNo} warehouseNo={header.warehouseNo} value={line[field]} onChange={(value) => update(index, field, value)} />
              ) : (
                <FieldControl id={`line-${index}-${field}`} spec={spec} value={line[field]} onChange={(value) => update(index, field, value)} parent={spec.def.dependsOn ? header[spec.def.dependsOn] : undefined} />
              )}
            </Form.Item>
          ),
      };
    }),
    ...customFields.map((spec) => ({
      key: spec.key,
      title: spec.label,
      width: 170,
      render: (_: unknown, line: DocLine, index: number) =>
        readOnly ? (
          customDisplay(spec, customValueOf(line, spec.fieldNo))
        ) : (
          <Form.Item className="wms-line-cell" validateStatus={errors[customErrorKey(index, spec.fieldNo)] ? 'error' : undefined} help={errors[customErrorKey(index, spec.fieldNo)]}>
            <FieldControl id={`line-${index}-custom-${spec.fieldNo}`} spec={customControl(spec)} choices={spec.options} value={customValueOf(line, spec.fieldNo)} onChange={(value) => updateCustom(index, spec.fieldNo, value)} />
          </Form.Item>
        ),
    })),
    ...(readOnly
      ? []
      : [{
          key: 'remove',
          width: 56,
          render: (_: unknown, __: DocLine, index: number) => (
            <Tooltip title={t('stock.removeLine')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('stock.removeLine')} onClick={() => onChange(lines.filter((_line, i) => i !== index))} />
            </Tooltip>
          ),
        }]),
  ];
  return (
    <div data-testid="document-lines">
      <Table<DocLine>
        rowKey={(_line, index) => String(index)}
        size="small"
        columns={columns}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stock.noLines')} /> }}
      />
      {!readOnly && (
        <Button className="wms-add-line" icon={<PlusOutlined />} onClick={() => onChange([...lines, emptyLine(doc)])} data-testid="add-line">
          {t('stock.addLine')}
        </Button>
      )}
    </div>
  );
}
