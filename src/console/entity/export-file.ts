/** Saving downloaded files: the export name gets a yyyyMMddHHmmss stamp before its extension (spec console §7). */
import type { DownloadedFile } from '../../client/request.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `Organization.xlsx` at 2026-11-22 04:05:06 -> `Organization_20261122040506.xlsx`. */
export function stampedFileName(fileName: string, at: Date): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? `${fileName.slice(0, dot)}_${stamp}${fileName.slice(dot)}` : `${fileName}_${stamp}`;
}

/** Hands a downloaded file to the browser under the given name. */
export function saveFile({ blob }: DownloadedFile, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
