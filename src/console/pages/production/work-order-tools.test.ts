import { describe, expect, it } from 'vitest';
import { completeBody, workOrderButtons } from './work-order-tools.ts';

const all = { isSubmit: true, isEnd: true };

describe('work order buttons', () => {
  it('should show release and complete by their permission flags', () => {
    expect(workOrderButtons(all, []).map((b) => b.action)).toEqual(['release', 'complete']);
    expect(workOrderButtons({ isEnd: true }, []).map((b) => b.action)).toEqual(['complete']);
    expect(workOrderButtons({}, [])).toEqual([]);
  });

  it('should enable release for one initial order and complete for one released order only', () => {
    const enabled = (rows: Record<string, unknown>[]) => workOrderButtons(all, rows).filter((b) => b.enabled).map((b) => b.action);
    expect(enabled([{ statusCode: '10' }])).toEqual(['release']);
    expect(enabled([{ statusCode: '20' }])).toEqual(['complete']);
    expect(enabled([{ statusCode: '30' }])).toEqual([]);
    expect(enabled([{ statusCode: '10' }, { statusCode: '10' }])).toEqual([]);
    expect(enabled([])).toEqual([]);
  });
});

describe('complete body', () => {
  it('should send the order, the trimmed rows and leave out empty rows', () => {
    const body = completeBody({ id: '7', version: 2 }, {
      cellNo: ' C-01 ',
      materials: [{ cellNo: 'A1', itemNo: ' P001 ', qty: '3' }, {}],
      finished: [{ barcode: ' FB1 ', qty: '2' }, { barcode: '', qty: '' }],
    });
    expect(body).toEqual({ id: 7, version: 2, cellNo: 'C-01', materials: [{ cellNo: 'A1', itemNo: 'P001', lotNo: '', qty: '3' }], finished: [{ barcode: 'FB1', qty: '2' }] });
  });
});
