import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors.ts';
import { DICTIONARIES } from '../i18n/index.ts';
import { ASN_ACTIONS, ASN_STATUS_CODES, asnCountsAsShipped, canActOnAsn, cancelTarget, deliveryStatusOf, receiveTarget, type AsnActionName } from './asn.ts';

const allowed = (action: AsnActionName) => ASN_STATUS_CODES.filter((status) => canActOnAsn(action, status));

describe('ASN check status table (workflows §4)', () => {
  it('should let the purchaser approve a pending or refused notice and refuse only a pending one', () => {
    expect(allowed('approve')).toEqual(['0', '1']);
    expect(allowed('refuse')).toEqual(['0']);
  });

  it('should receive only approved or partly received notices and cancel only received ones', () => {
    expect(allowed('receive')).toEqual(['2', '3']);
    expect(allowed('cancelReceipt')).toEqual(['3', '4']);
    expect(allowed('close')).toEqual(['3']);
  });

  it('should void only notices without receipts, and nothing leaves void', () => {
    expect(allowed('void')).toEqual(['0', '1', '2']);
    expect(Object.keys(ASN_ACTIONS).filter((a) => canActOnAsn(a as AsnActionName, 'X'))).toEqual([]);
  });

  it('should end a receipt in 4 when nothing stays unreceived and a cancellation in 2 when nothing stays received', () => {
    expect([receiveTarget(5), receiveTarget(0)]).toEqual(['3', '4']);
    expect([cancelTarget(5), cancelTarget(0)]).toEqual(['3', '2']);
  });

  it('should count every notice as shipped but a refused or voided one', () => {
    expect(ASN_STATUS_CODES.filter(asnCountsAsShipped)).toEqual(['0', '2', '3', '4']);
  });

  it('should call a delivery early, normal or delayed against the expected date', () => {
    expect(deliveryStatusOf('2026-11-24', '2026-11-25')).toBe('early');
    expect(deliveryStatusOf('2026-11-25', '2026-11-25')).toBe('normal');
    expect(deliveryStatusOf('2026-11-26', '2026-11-25')).toBe('delayed');
    const window = { aheadDays: 2, overdueDays: 1 };
    expect(['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02'].map((day) => deliveryStatusOf(day, '2026-11-30', window))).toEqual(['early', 'normal', 'normal', 'normal', 'delayed']);
  });

  it('should name catalogued refusals with texts in the three languages and every status label', () => {
    for (const action of Object.values(ASN_ACTIONS)) {
      expect(ERROR_CODES[action.refusal]).toBeGreaterThanOrEqual(11800);
      for (const dictionary of Object.values(DICTIONARIES)) expect((dictionary.error as Record<string, string>)[action.refusal]).toBeTruthy();
    }
    for (const dictionary of Object.values(DICTIONARIES)) expect(Object.keys(dictionary.enum.ASN_STATUS)).toEqual(ASN_STATUS_CODES);
  });
});
