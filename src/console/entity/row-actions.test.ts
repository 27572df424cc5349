import { describe, expect, it } from 'vitest';
import { orgEntity } from '../../shared/entities/org.entity.ts';
import { supplierEntity } from '../../shared/entities/supplier.entity.ts';
import { rowActions } from './row-actions.ts';

describe('row actions', () => {
  it('should always offer View, and Modify and Delete by permission', () => {
    expect(rowActions(supplierEntity, { isSearch: true })).toEqual({ visible: ['view'], more: [] });
    expect(rowActions(supplierEntity, { isModify: true, isDelete: true })).toEqual({ visible: ['view', 'modify', 'delete'], more: [] });
  });

  it('should take the delete flag from the entity: physical or logical', () => {
    expect(rowActions(orgEntity, { isDelete: true }).visible).toEqual(['view']);
    expect(rowActions(orgEntity, { isPhysicalDelete: true }).visible).toEqual(['view', 'delete']);
    expect(rowActions(supplierEntity, { isPhysicalDelete: true }).visible).toEqual(['view']);
  });
});
