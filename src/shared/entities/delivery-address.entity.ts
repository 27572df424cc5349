/**
 * Delivery address (workflows §2 /offsite address, add-address, modify-address; §3 delivery address
 * fields; issue 14): the enterprise's receiving points (office, loading platform, receiving hours,
 * position) that suppliers deliver to and pick on their ASNs. An address without a supplier is
 * shared with every supplier; one with a supplier is that supplier's only (supplierShared, scope.ts).
 * Staff see the addresses of their organisations and warehouses; supplier users read them on the
 * portal's delivery address page (menu 5402), limited by their supplier only.
 */
import { defineEntity } from '../entity.ts';
import { coordinateCheck, timeRangeCheck } from './portal-checks.ts';

/** LOADADR_TYPE: 1 warehouse, 2 production line, 3 third-party hub. */
export const LOADADR_TYPES = ['1', '2', '3'] as const;

export const deliveryAddressEntity = defineEntity({
  name: 'deliveryAddress',
  table: 'srm_delivery_address',
  menuNo: '170101',
  route: 'address',
  listedBy: ['5402'],
  calls: {
    service: 'ISrmDeliveryAddressService',
    list: 'getsrmdeliveryaddresslistbyparams',
    get: 'getsrmdeliveryaddressbyid',
    add: 'addsrmdeliveryaddress',
    update: 'updatesrmdeliveryaddressbyid',
    remove: 'deletesrmdeliveryaddressbyids',
  },
  keyField: 'officeId',
  titleField: 'officeAlias',
  scope: 'org',
  supplierShared: true,
  physicalDelete: false,
  fields: {
    officeId: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    officeAlias: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    supplierNo: { kind: 'text', ref: 'supplier', list: true, search: 'exact', section: 'basic' },
    loadadrType: { kind: 'enum', required: true, options: LOADADR_TYPES, enumMid: 'LOADADR_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    defaultAddressSign: { kind: 'bool', default: false, list: true, section: 'basic' },
    contacts: { kind: 'text', list: true, search: 'fuzzy', section: 'contact' },
    telphone: { kind: 'text', format: 'phone', list: true, section: 'contact' },
    mobile: { kind: 'text', format: 'mobile', list: true, section: 'contact' },
    address: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'address' },
    zipCode: { kind: 'text', max: 20, section: 'address' },
    platformNo: { kind: 'text', max: 32, list: true, section: 'address' },
    startTimeStr: { kind: 'text', max: 5, list: true, section: 'address' },
    dueTimeStr: { kind: 'text', max: 5, list: true, section: 'address' },
    longitude: { kind: 'decimal', scale: 5, section: 'address' },
    latitude: { kind: 'decimal', scale: 5, section: 'address' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [...timeRangeCheck(values, 'startTimeStr', 'dueTimeStr'), ...coordinateCheck(values)],
  checkRow: (row) => timeRangeCheck(row, 'startTimeStr', 'dueTimeStr'),
});
