/**
 * A small UN/EDIFACT writer (ISO 9735): no maintained npm library writes EDIFACT (the `edifact`
 * package, which the tests use to parse our files back, only reads), so this file serialises
 * segments given as arrays; the message mapping lives beside it (asn-desadv.ts).
 *
 * - edifactInterchange(interchange): `UNA` service string advice, `UNB` interchange header, each
 *   message between `UNH` and `UNT` (UNT counts the message's segments, UNH and UNT included),
 *   `UNZ` with the number of messages; segments end with `'` and a line break.
 * - Separators (one UNA for both levels, no repetition separator): component `:`, data element `+`,
 *   decimal mark `.`, release `?`, segment `'`. Syntax level 3 (UNOC, Latin-1) when every text fits
 *   ISO 8859-1, else level 4 (UNOY, ISO 10646, e.g. a supplier name in Chinese), written in UTF-8.
 * - Escaping: `?` precedes each of `? + : '` in the data; line breaks and tabs become a space;
 *   trailing empty components and elements are left out, as the syntax requires.
 * Raises nothing: every value is text already (quantities as decimal strings with a `.`).
 */

/** A simple data element (text) or a composite element (its components in order). */
export type EdiElement = string | readonly string[];
/** A segment: its tag, then its data elements in order. */
export type EdiSegment = readonly [string, ...EdiElement[]];

export type EdiMessage = {
  /** Message reference number (UNH 0062, repeated in UNT). */
  reference: string;
  /** Message identifier S009: type, version, release, agency, e.g. ['DESADV', 'D', '96A', 'UN']. */
  type: readonly string[];
  /** The segments between UNH and UNT. */
  segments: readonly EdiSegment[];
};

export type EdiInterchange = {
  /** Sender and recipient S002/S003: identification and its code qualifier (e.g. ['S001', 'ZZ']). */
  sender: readonly string[];
  recipient: readonly string[];
  /** Date and time of preparation (UTC), written YYMMDD:HHMM. */
  preparedAt: Date;
  /** Interchange control reference (UNB 0020, repeated in UNZ), up to 14 characters. */
  control: string;
  messages: readonly EdiMessage[];
};

const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

/** Each datum with the release character before the separators that it contains. */
export function escapeEdifact(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').replace(/([?+:'])/g, '?$1');
}

function trimEnd<T>(items: readonly T[], isEmpty: (item: T) => boolean): T[] {
  let end = items.length;
  while (end > 0 && isEmpty(items[end - 1])) end -= 1;
  return items.slice(0, end);
}

function segmentText([tag, ...elements]: EdiSegment): string {
  const texts = elements.map((element) =>
    typeof element === 'string' ? escapeEdifact(element) : trimEnd(element, (c) => c === '').map(escapeEdifact).join(':'));
  return [tag, ...trimEnd(texts, (e) => e === '')].join('+') + "'\n";
}

function allText(interchange: EdiInterchange): string {
  const texts = (segment: EdiSegment) => segment.flatMap((element) => (typeof element === 'string' ? [element] : [...element]));
  return [...interchange.sender, ...interchange.recipient, ...interchange.messages.flatMap((m) => m.segments.flatMap(texts))].join('');
}

/** The interchange as EDIFACT text (UNA ... UNZ), see the module's docblock. */
export function edifactInterchange(interchange: EdiInterchange): string {
  const level: 3 | 4 = LATIN_1.test(allText(interchange)) ? 3 : 4;
  const iso = interchange.preparedAt.toISOString();
  const prepared = [iso.slice(2, 10).replaceAll('-', ''), iso.slice(11, 16).replace(':', '')];
  const out = ["UNA:+.? '\n"];
  out.push(segmentText(['UNB', [level === 3 ? 'UNOC' : 'UNOY', String(level)], interchange.sender, interchange.recipient, prepared, interchange.control]));
  for (const message of interchange.messages) {
    out.push(segmentText(['UNH', message.reference, message.type]));
    for (const segment of message.segments) out.push(segmentText(segment));
    out.push(segmentText(['UNT', String(message.segments.length + 2), message.reference]));
  }
  out.push(segmentText(['UNZ', String(interchange.messages.length), interchange.control]));
  return out.join('');
}
