/**
 * Formats of the date pickers (spec console §5): typed dates are accepted as yyyy-MM-dd,
 * yyyy/MM/dd or yyyyMMdd (with a time for timestamps); the first format of each list is the one
 * shown, the spec's defaults yyyy-MM-dd and yyyy-MM-dd HH:mm:ss.
 */
export const DATE_FORMATS = ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYYMMDD'];
export const DATETIME_FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY/MM/DD HH:mm:ss', 'YYYYMMDD HH:mm:ss'];
