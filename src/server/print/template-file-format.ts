/**
 * The formats a print template's uploaded layout file may have (docs/decisions/1005): the file is
 * kept for the label print agent and for download, never read by the server's renderer, so only
 * formats a print agent reads are taken, each checked by its content and not only by its name:
 *
 * - `.zpl`, `.prn`: ZPL text holding a label (`^XA`);
 * - `.xml`, `.jrxml`, `.frx`: report designer XML (starts with `<` after an optional BOM and spaces);
 * - `.pdf`: a PDF form (starts with `%PDF-`).
 *
 * The endings are TEMPLATE_FILE_EXTENSIONS (shared with the file chooser).
 * Errors: none thrown; `templateFileIssue` answers the i18n key of the refusal or undefined.
 */

function startsWithText(content: Buffer, prefix: string): boolean {
  const text = content.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return text.startsWith(prefix);
}

/**
 * Checks an uploaded template file by name and content: undefined when it is one of
 * TEMPLATE_FILE_EXTENSIONS and its content fits that format, else `validation.templateFileType`
 * (a name of another kind) or `validation.templateFileContent` (the content does not match the name).
 */
export function templateFileIssue(name: string, content: Buffer): 'validation.templateFileType' | 'validation.templateFileContent' | undefined {
  const ext = name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (ext === '.zpl' || ext === '.prn') return content.includes('^XA') ? undefined : 'validation.templateFileContent';
  if (ext === '.xml' || ext === '.jrxml' || ext === '.frx') return startsWithText(content, '<') ? undefined : 'validation.templateFileContent';
  if (ext === '.pdf') return content.subarray(0, 5).toString('latin1') === '%PDF-' ? undefined : 'validation.templateFileContent';
  return 'validation.templateFileType';
}
