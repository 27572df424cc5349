import { describe, expect, it } from 'vitest';
import { carrierCode, northwindNotices } from './outbound-demo.ts';
import { northwindRows } from './northwind.ts';

describe('northwindNotices', () => {
  it("should turn Northwind's 830 orders and 2,155 lines into notices, the 21 unshipped ones open", () => {
    const notices = northwindNotices();
    expect(notices).toHaveLength(830);
    expect(notices.flatMap((n) => n.notice.lines)).toHaveLength(2155);
    expect(notices.filter((n) => n.isOpen)).toHaveLength(21);
  });

  it("should name for every notice one of its customer's demo addresses and a Northwind shipper", () => {
    const addresses = new Set(new Map(northwindRows()).get('customerAddress')!.map((a) => `${a.customerNo}/${a.addressNo}`));
    const carriers = new Set(['SPEEDY-EXPRESS', 'UNITED-PACKAGE', 'FEDERAL-SHIPPING']);
    for (const { notice } of northwindNotices()) {
      expect(addresses.has(`${notice.head.customerNo}/${notice.head.addressNo}`)).toBe(true);
      expect(carriers.has(String(notice.head.carrierNo))).toBe(true);
    }
  });

  it('should make a carrier code of a shipper name', () => {
    expect(carrierCode('Speedy Express')).toBe('SPEEDY-EXPRESS');
    expect(carrierCode(' Alliance Shippers ')).toBe('ALLIANCE-SHIPPERS');
  });
});
