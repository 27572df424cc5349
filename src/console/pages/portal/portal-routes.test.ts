import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes.ts';
import type { MenuNode } from '../../../client/session-store.ts';

const page = (path: string, menuNo: string): MenuNode => ({
  menuNo,
  menuName: path,
  menuNameMap: {},
  menuLevel: 4,
  url: path.split('/').at(-1)!,
  path,
  sort: 1,
  icon: null,
  permissions: { isSearch: true },
  children: [],
});

const MENUS: MenuNode[] = [
  page('/offsite/delivery/address', '170101'),
  page('/offsite/announcement/news', '170201'),
  page('/offsite/door/enterprise', '170401'),
  page('/offsite/door/supplier', '170402'),
  page('/offsite/executionRules/deliverySetting', '170507'),
  page('/portal/portal/news', '5401'),
  page('/portal/portal/address', '5402'),
  page('/portal/portal/personalCentre', '5403'),
  page('/portal/portal/door', '5404'),
  page('/offsite/delivery/asnTracking', '170102'),
  page('/delivery/delivery/asnTracking', '5102'),
  page('/delivery/delivery/deliveryCreate', '5103'),
  page('/order/order/orderTracing', '5302'),
  page('/delivery/delivery/dockAppointment', '5106'),
];

describe('supplier portal routes', () => {
  it('should render the door, supplier news and personal centre pages by their menus', () => {
    const kinds = ['/offsite/door/enterprise', '/offsite/door/supplier', '/portal/portal/door', '/portal/portal/news', '/portal/portal/personalCentre'].map((path) => {
      const route = resolveRoute(path, MENUS);
      return route?.kind === 'portal' ? route.page : route?.kind;
    });
    expect(kinds).toEqual(['enterpriseDoor', 'supplierDoor', 'supplierDoor', 'newsBoard', 'personalCentre']);
  });

  it('should list the delivery addresses on the enterprise page and the supplier portal page that lists them', () => {
    for (const [path, menuNo] of [['/offsite/delivery/address', '170101'], ['/portal/portal/address', '5402']]) {
      const route = resolveRoute(path, MENUS);
      expect(route?.kind === 'list' && [route.entity.name, route.menu.menuNo]).toEqual(['deliveryAddress', menuNo]);
    }
  });

  it('should give the news list the generic form and the order delivery settings a copy page', () => {
    const form = resolveRoute('/offsite/announcement/add-news', MENUS);
    expect(form?.kind === 'form' && form.entity.name).toBe('news');
    const copy = resolveRoute('/offsite/executionRules/copy-deliverySetting/7', MENUS);
    expect(copy?.kind === 'form' && [copy.entity.name, copy.mode, copy.copyOf]).toEqual(['deliverySetting', 'add', 7]);
  });

  it("should render delivery creation, ASN tracking on both sides, order tracing and the supplier's dock booking by their menus", () => {
    const paths = ['/delivery/delivery/deliveryCreate', '/delivery/delivery/asnTracking', '/offsite/delivery/asnTracking', '/order/order/orderTracing', '/delivery/delivery/dockAppointment'];
    const kinds = paths.map((path) => {
      const route = resolveRoute(path, MENUS);
      return route?.kind === 'portal' ? route.page : route?.kind;
    });
    expect(kinds).toEqual(['deliveryCreate', 'asnTracking', 'asnTracking', 'orderTracing', 'dockBooking']);
  });
});
