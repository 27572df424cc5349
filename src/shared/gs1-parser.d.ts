/** Types of gs1-barcode-parser-mod (CommonJS, no types of its own): parseBarcode throws a string when it cannot read the data. */
declare module 'gs1-barcode-parser-mod' {
  export type ParsedElement = { ai: string; dataTitle: string; data: string | number | Date; unit: string; raw: string; isoDate: string };
  export function parseBarcode(barcode: string): { codeName: string; parsedCodeItems: ParsedElement[] };
}
