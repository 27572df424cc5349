import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.ts';
import { errorEnvelope, toAppError } from './envelope.ts';

describe('database refusals', () => {
  it('should answer INVALID_VALUE for any data exception the schemas let through, also when drizzle wraps it', () => {
    for (const code of ['22003', '22P05', '22021', '22P02', '22007']) expect(toAppError({ code })?.errorName).toBe('INVALID_VALUE');
    expect(toAppError(new Error('Failed query', { cause: { code: '22003' } }))?.errorName).toBe('INVALID_VALUE');
    expect(errorEnvelope(translator('en-US'), toAppError({ code: '22003' })!)).toEqual({ code: 10350, errorMessage: 'A value of the request is out of range or cannot be stored', data: null });
  });

  it('should leave other database errors to the server fault answer', () => {
    for (const code of ['XX000', '42P01', '53300']) expect(toAppError({ code })).toBeUndefined();
  });
});
