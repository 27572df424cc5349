/** A long text field (a news content): a text area with a character count up to the field's maximum. */
import { Input } from 'antd';
import type { WidgetProps } from '../../entity/widget-props.ts';

export function LongTextField({ spec, value, onChange, id }: WidgetProps) {
  return <Input.TextArea id={id} rows={8} value={(value as string | null | undefined) ?? ''} maxLength={spec.def.max} showCount disabled={spec.disabled} onChange={(event) => onChange?.(event.target.value)} />;
}
