/**
 * Types of the part of the `edifact` package (a UN/EDIFACT reader, no types of its own) that the
 * tests use: Reader.parse(text) answers the segments, each with its name and its elements as
 * arrays of components (release characters already removed).
 */
declare module 'edifact' {
  export class Reader {
    constructor(options?: { autoDetectEncoding?: boolean });
    parse(document: string): { name: string; elements: string[][] }[];
  }
}
