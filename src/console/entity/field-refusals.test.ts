import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../client/request-error.ts';
import { dottedPath, showFieldRefusals } from './field-refusals.ts';

const formRecording = () => {
  const put: unknown[] = [];
  return { put, form: { setFields: (fields: unknown[]) => put.push(...fields) } as unknown as FormInstance };
};

describe('showFieldRefusals', () => {
  it('should put each field issue of a refusal on its field, by the name the form uses', () => {
    const { put, form } = formRecording();
    const refusal = new RequestError(10001, 'Please check the form', { fields: [{ field: 'lines.2.qty', message: 'Too many' }, { field: 'remark', message: 'Too long' }] });
    expect(showFieldRefusals(form, refusal, dottedPath)).toHaveLength(2);
    expect(put).toEqual([{ name: ['lines', 2, 'qty'], errors: ['Too many'] }, { name: ['remark'], errors: ['Too long'] }]);
  });

  it('should put nothing for a refusal without field issues or another error', () => {
    const { put, form } = formRecording();
    expect(showFieldRefusals(form, new RequestError(10002, 'Not found'))).toEqual([]);
    expect(showFieldRefusals(form, new Error('network'))).toEqual([]);
    expect(put).toEqual([]);
  });
});
