/**
 * The props of a field widget (FieldDef.widget): the field's spec, value, onChange, the form item's
 * id and (for dependent fields) the parent value. Below field-widgets.tsx, the registry that loads
 * the widgets, and the widgets themselves (src/console/pages/**), so they need not import each other.
 */
import type { FormFieldSpec } from './entity-columns.ts';

export type WidgetProps = { spec: FormFieldSpec; value?: unknown; onChange?: (value: unknown) => void; id?: string; parent?: unknown };
