/**
 * The error catalogue stays one catalogue though it stands in three files (src/shared/errors.ts,
 * error-codes-floor.ts, error-codes-portal.ts): no name in two of them (a spread would silently
 * drop one) and no wire code answering two names.
 */
import { describe, expect, it } from 'vitest';
import { FLOOR_ERROR_CODES } from '../../src/shared/error-codes-floor.ts';
import { PORTAL_ERROR_CODES } from '../../src/shared/error-codes-portal.ts';
import { ERROR_CODES, errorNameOf } from '../../src/shared/errors.ts';

describe('the error catalogue', () => {
  it('should hold every part\'s names once, each with a code of its own', () => {
    const parts = [Object.keys(FLOOR_ERROR_CODES), Object.keys(PORTAL_ERROR_CODES)];
    expect(parts[0].filter((name) => parts[1].includes(name))).toEqual([]);
    for (const name of parts.flat()) expect(ERROR_CODES[name as keyof typeof ERROR_CODES]).toBeDefined();
    const codes = Object.values(ERROR_CODES);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    for (const [name, code] of Object.entries(ERROR_CODES)) expect(errorNameOf(code)).toBe(name);
  });
});
