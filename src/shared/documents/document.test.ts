import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../entities/index.ts';
import { ERROR_CODES } from '../errors.ts';
import { DICTIONARIES } from '../i18n/index.ts';
import { PERMISSION_FLAGS } from '../permissions.ts';
import { ADJUSTMENT } from './adjustment.ts';
import { actionMethod, canAct, DOC_STATUS_CODES, isEditable } from './document.ts';
import { FREEZE } from './freeze.ts';
import { documentOf, documentOfType, DOCUMENTS } from './index.ts';

describe('document transition tables', () => {
  it('should allow the standard actions only from their statuses', () => {
    expect(['10', '15', '30', '90'].map((s) => canAct(ADJUSTMENT, 'submit', s))).toEqual([true, false, false, false]);
    expect(['10', '15', '30', '90'].map((s) => canAct(ADJUSTMENT, 'complete', s))).toEqual([false, true, false, false]);
    expect(['10', '15', '30', '90'].map((s) => canAct(ADJUSTMENT, 'invalid', s))).toEqual([true, true, false, false]);
    expect(['10', '15', '30'].map((s) => isEditable(ADJUSTMENT, s))).toEqual([true, false, false]);
    expect(canAct(ADJUSTMENT, 'unknown', '10')).toBe(false);
  });

  it('should unfreeze only a frozen (completed) freeze and close it', () => {
    expect(['15', '30', '99'].map((s) => canAct(FREEZE, 'unfreeze', s))).toEqual([false, true, false]);
    expect(FREEZE.actions.unfreeze.to).toBe('99');
    expect(actionMethod(FREEZE, 'unfreeze')).toBe('unfreezeinvfreeze');
  });

  it('should declare every document with known statuses, flags, refusals, texts and a distinct type', () => {
    expect(new Set(DOCUMENTS.map((d) => d.docType)).size).toBe(DOCUMENTS.length);
    for (const doc of DOCUMENTS) {
      expect(ENTITIES[doc.entity.name]).toBe(doc.entity);
      expect(documentOf(doc.entity.name)).toBe(doc);
      expect(documentOfType(doc.docType)).toBe(doc);
      expect(doc.entity.keyField).toBe(doc.docNoField);
      for (const [action, transition] of Object.entries(doc.actions)) {
        for (const status of [...transition.from, transition.to]) expect(DOC_STATUS_CODES).toContain(status);
        expect(PERMISSION_FLAGS).toContain(transition.flag);
        expect(ERROR_CODES[transition.refusal]).toBeDefined();
        for (const language of Object.values(DICTIONARIES)) expect(language.stock.action[action as keyof typeof language.stock.action]).toMatch(/\S/);
      }
    }
  });
});
