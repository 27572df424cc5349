/**
 * Dock door of a warehouse (issue 15; docs/decisions/ "Kiosk and dock"): its number (unique
 * within the warehouse), type (inbound, outbound, both), capacity in trucks per hour (the
 * appointment slots of one hour it takes) and status (open, closed, blocked). Only open inbound
 * or both doors take appointments and checked-in trucks. Working hours per weekday (hoursMon …
 * hoursSun: empty = all day, "closed", or "HH:mm-HH:mm" in the warehouse's time zone; decision
 * 0812, src/shared/door-hours.ts): slots outside them are closed. Calls IYardDockDoorService
 * getdockdoorlistbyparams, getdockdoorbyid, adddockdoor, updatedockdoorbyid, deletedockdoorbyids on
 * menu dock-door (110401). The big screen reads a door's status at its next poll of getDockStatus.
 */
import { defineEntity } from '../entity.ts';
import { HOURS_FIELDS, parseHours } from '../door-hours.ts';
import { DOOR_STATUSES, DOOR_TYPES } from '../yard.ts';

export const dockDoorEntity = defineEntity({
  name: 'dockDoor',
  table: 'yard_dock_door',
  menuNo: '110401',
  route: 'dock-door',
  calls: {
    service: 'IYardDockDoorService',
    list: 'getdockdoorlistbyparams',
    get: 'getdockdoorbyid',
    add: 'adddockdoor',
    update: 'updatedockdoorbyid',
    remove: 'deletedockdoorbyids',
  },
  keyField: 'doorNo',
  titleField: 'doorName',
  uniqueWith: ['warehouseNo'],
  scope: 'org',
  physicalDelete: true,
  fields: {
    doorNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    doorName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    orgNo: { kind: 'text', required: true, ref: 'org', list: true, search: 'exact', section: 'basic' },
    warehouseNo: { kind: 'text', required: true, ref: 'warehouse', dependsOn: 'orgNo', list: true, search: 'exact', section: 'basic' },
    doorType: { kind: 'enum', options: DOOR_TYPES, enumMid: 'DOOR_TYPE', default: 'inbound', required: true, list: true, search: 'exact', section: 'basic' },
    capacityPerHour: { kind: 'int', required: true, default: 2, list: true, section: 'basic' },
    doorStatus: { kind: 'enum', options: DOOR_STATUSES, enumMid: 'DOOR_STATUS', default: 'open', required: true, list: true, search: 'exact', section: 'basic' },
    ...Object.fromEntries(HOURS_FIELDS.map((field) => [field, { kind: 'text', max: 11, section: 'hours' } as const])),
    remark: { kind: 'text', section: 'other' },
  },
  check: (values) => [
    ...('capacityPerHour' in values && Number(values.capacityPerHour) < 1 ? [{ field: 'capacityPerHour', message: 'yard.capacityMin' }] : []),
    ...HOURS_FIELDS.filter((field) => typeof values[field] === 'string' && parseHours(values[field] as string) === undefined).map((field) => ({ field, message: 'yard.hoursFormat' })),
  ],
});
