/**
 * Field widgets (FieldDef.widget, src/shared/entity.ts): the form control of a field whose value
 * needs more than its kind's control. Each widget is loaded on first use and gets the field's
 * spec, value, onChange and (for dependent fields) the parent value, like FieldControl.
 */
import { lazy, Suspense } from 'react';
import type { FieldWidgetName } from '../../shared/entity.ts';
import type { WidgetProps } from './widget-props.ts';

const WIDGETS: Record<FieldWidgetName, React.LazyExoticComponent<(props: WidgetProps) => React.ReactNode>> = {
  ruleLines: lazy(() => import('../pages/strategy/RuleLinesEditor.tsx').then((m) => ({ default: m.RuleLinesEditor }))),
  fileUpload: lazy(() => import('../pages/basecfg/FileUploadField.tsx').then((m) => ({ default: m.FileUploadField }))),
  docNature: lazy(() => import('../pages/basecfg/DocNatureSelect.tsx').then((m) => ({ default: m.DocNatureSelect }))),
  templateText: lazy(() => import('../pages/basecfg/TemplateTextField.tsx').then((m) => ({ default: m.TemplateTextField }))),
  supplierList: lazy(() => import('../pages/portal/SupplierListField.tsx').then((m) => ({ default: m.SupplierListField }))),
  longText: lazy(() => import('../pages/portal/LongTextField.tsx').then((m) => ({ default: m.LongTextField }))),
};

export function FieldWidget(props: WidgetProps & { name: FieldWidgetName }) {
  const Widget = WIDGETS[props.name];
  return (
    <Suspense fallback={null}>
      <Widget spec={props.spec} value={props.value} onChange={props.onChange} id={props.id} parent={props.parent} />
    </Suspense>
  );
}
