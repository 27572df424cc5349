/** Schedule rules (workflows §5 span and settings) and the board's plan pivot (day, week, month). */
import { describe, expect, it } from 'vitest';
import { differencePercent, rangeRefusal, suggestionOf } from './schedule.ts';
import { kanbanColumnOf, periodOf, periodsBetween, pivotBoard, planRange, type BoardLine } from './schedule-board.ts';

const line = (values: Partial<BoardLine>): BoardLine => ({
  id: 1, version: 0, scheduleNo: 'S', orgNo: 'NWT', supplierNo: 'S001', itemNo: 'P001', purchaseNo: 'PO', purchaseSeq: 1, demandDate: '2026-11-25',
  planQty: '10', scheduleQty: '10', answerQuantity: null, preDelivery: null, deliveryQty: '0', receiveQty: '0', publishStatus: '1', replyStatus: '0', ...values,
});

describe('date range', () => {
  it('should allow up to a year and refuse a range crossing a year that ends in its starting month', () => {
    expect(rangeRefusal('2026-01-01', '2026-12-31')).toBeUndefined();
    expect(rangeRefusal('2026-01-01', '2027-01-01')).toBe('SCHEDULE_SPAN_TOO_LONG');
    expect(rangeRefusal('2026-03-15', '2027-03-01')).toBe('SCHEDULE_SPAN_TOO_LONG');
    expect(rangeRefusal('2026-03-15', '2027-02-28')).toBeUndefined();
    expect(rangeRefusal('2026-03-15', '2026-03-14')).toBe('SCHEDULE_START_AFTER_END');
    expect(rangeRefusal(undefined, '2026-03-14')).toBe('SCHEDULE_RANGE_REQUIRED');
  });
});

describe('difference suggestions', () => {
  it('should take the first interval holding the reply difference in percent', () => {
    const rules = [{ lowerLimit: -100, upperLimit: -10, description: 'short' }, { lowerLimit: -10, upperLimit: 10, description: 'fine' }];
    expect(differencePercent('10', '8')).toBe(-20);
    expect(suggestionOf(rules, differencePercent('10', '8'))).toBe('short');
    expect(suggestionOf(rules, differencePercent('10', '9'))).toBe('short');
    expect(suggestionOf(rules, differencePercent('10', '10'))).toBe('fine');
    expect(suggestionOf(rules, differencePercent('10', null))).toBeUndefined();
  });
});

describe('plan periods', () => {
  it('should key days, Monday weeks and months, and list every period of a range once', () => {
    expect(periodOf('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodOf('2026-11-25', 'month')).toBe('2026-11');
    expect(periodsBetween('2026-11-28', '2026-12-01', 'day')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01']);
    expect(periodsBetween('2026-11-25', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodsBetween('2026-11-25', '2027-01-02', 'month')).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('should start the default plans today, this Monday and this month', () => {
    expect(planRange('2026-11-25', 'day', 14)).toEqual({ dateFrom: '2026-11-25', dateTo: '2026-12-08' });
    expect(planRange('2026-11-25', 'week', 2)).toEqual({ dateFrom: '2026-11-23', dateTo: '2026-12-06' });
    expect(planRange('2026-11-25', 'month', 2)).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-12-31' });
  });

  it('should pivot lines into one row per order line with scheduled and replied quantities per period', () => {
    const rows = pivotBoard([
      line({ demandDate: '2026-11-24', scheduleQty: '5', answerQuantity: '4' }),
      line({ demandDate: '2026-11-26', scheduleQty: '3' }),
      line({ purchaseSeq: 2, demandDate: '2026-11-26', scheduleQty: '1' }),
    ], 'week');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ scheduled: { '2026-11-23': 8 }, replied: { '2026-11-23': 4 }, totalScheduled: 8, totalReplied: 4 });
    expect(rows[1]).toMatchObject({ purchaseSeq: 2, totalScheduled: 1, replied: {} });
  });
});

describe('kanban columns', () => {
  it('should place a line by publish, reply, delivery and receipt', () => {
    expect(kanbanColumnOf(line({ publishStatus: '0' }))).toBe('pending');
    expect(kanbanColumnOf(line({}))).toBe('awaitingReply');
    expect(kanbanColumnOf(line({ replyStatus: '1', answerQuantity: '10' }))).toBe('replied');
    expect(kanbanColumnOf(line({ replyStatus: '1', answerQuantity: '10', deliveryQty: '4' }))).toBe('delivering');
    expect(kanbanColumnOf(line({ replyStatus: '1', answerQuantity: '10', deliveryQty: '10', receiveQty: '10' }))).toBe('received');
  });
});
