/**
 * The EDIFACT writer against the `edifact` package's reader: release characters, left-out trailing
 * empties, the UNT and UNZ counts, the character set level, and any text surviving a round trip.
 */
import { Reader } from 'edifact';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edifactInterchange, escapeEdifact, type EdiSegment } from './edifact-writer.ts';

const interchange = (segments: EdiSegment[]) =>
  edifactInterchange({ sender: ['S001', 'ZZ'], recipient: ['NWT', 'ZZ'], preparedAt: new Date('2026-11-26T08:05:00Z'), control: '42', messages: [{ reference: '1', type: ['DESADV', 'D', '96A', 'UN'], segments }] });
const read = (text: string) => new Reader({ autoDetectEncoding: true }).parse(text);

describe('edifact writer', () => {
  it("should put the release character before ? + : ' and flatten line breaks", () => {
    expect(escapeEdifact("O'Brien + Sons: 100%?\nLtd")).toBe("O?'Brien ?+ Sons?: 100%?? Ltd");
  });

  it('should write the envelope with UNT counting UNH to UNT and leave trailing empty elements and components out', () => {
    const text = interchange([['BGM', '351', 'ASN-1', '9', ''], ['NAD', 'SU', ['S001', '', '92', ''], '', ['Exotic']]]);
    expect(text).toBe([
      "UNA:+.? '", 'UNB+UNOC:3+S001:ZZ+NWT:ZZ+261126:0805+42\'', "UNH+1+DESADV:D:96A:UN'", "BGM+351+ASN-1+9'",
      "NAD+SU+S001::92++Exotic'", "UNT+4+1'", "UNZ+1+42'", '',
    ].join('\n'));
    expect(read(text).map((s: { name: string }) => s.name)).toEqual(['UNB', 'UNH', 'BGM', 'NAD', 'UNT', 'UNZ']);
  });

  it('should declare UNOY level 4 when a text does not fit Latin-1, and read back the same name', () => {
    const text = interchange([['NAD', 'SU', ['S001', '', '92'], '', ['上海供应商']]]);
    const [unb, , nad] = read(text);
    expect([unb.elements[0], nad.elements[3]]).toEqual([['UNOY', '4'], ['上海供应商']]);
  });

  it('should read back any Latin-1 text exactly as written', () => {
    fc.assert(fc.property(fc.stringMatching(/^[\u0020-\u007e\u00a0-\u00ff]{1,35}$/), (name) => {
      const [, , nad] = read(interchange([['NAD', 'SU', ['S001', '', '92'], '', [name]]]));
      expect(nad.elements[3]).toEqual([name]);
    }));
  });
});
