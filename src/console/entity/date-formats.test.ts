import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, DATETIME_FORMATS } from './date-formats.ts';

// antd's DatePicker parses typed text with this plugin, strictly, trying each format in turn.
dayjs.extend(customParseFormat);

const parse = (text: string, formats: string[]) => dayjs(text, formats, true);

describe('date picker formats', () => {
  it('should show yyyy-MM-dd and yyyy-MM-dd HH:mm:ss by default', () => {
    expect([DATE_FORMATS[0], DATETIME_FORMATS[0]]).toEqual(['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss']);
  });

  it('should accept a date typed as yyyy-MM-dd, yyyy/MM/dd or yyyyMMdd', () => {
    for (const text of ['2024-03-05', '2024/03/05', '20240305']) {
      expect(parse(text, DATE_FORMATS).format('YYYY-MM-DD'), text).toBe('2024-03-05');
    }
  });

  it('should accept a timestamp typed in the three date forms with a time', () => {
    for (const text of ['2024-03-05 14:30:00', '2024/03/05 14:30:00', '20240305 14:30:00']) {
      expect(parse(text, DATETIME_FORMATS).format('YYYY-MM-DD HH:mm:ss'), text).toBe('2024-03-05 14:30:00');
    }
  });

  it('should refuse other forms and impossible dates', () => {
    for (const text of ['05.03.2024', '2024-13-05', '2024/3/5x']) expect(parse(text, DATE_FORMATS).isValid(), text).toBe(false);
  });
});
