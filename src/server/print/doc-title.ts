/**
 * The title of a printed document (walk 13-23: the ASN document read "ASN ASN202611290010"):
 * docTitle(name, docNo) is "<name> <docNo>", or the number alone when it already begins with the
 * name (letters compared without case, e.g. "ASN" and "ASN2026…"), so no printout repeats its prefix.
 */
export function docTitle(name: string, docNo: string): string {
  return name !== '' && docNo.toUpperCase().startsWith(name.toUpperCase()) ? docNo : `${name} ${docNo}`.trim();
}
