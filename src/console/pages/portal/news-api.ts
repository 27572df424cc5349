/** The news, attachment and door calls of the supplier portal (src/server/portal) over request.ts. */
import type { Page } from '../../../shared/rpc.ts';
import { call, download, upload, type DownloadedFile } from '../../../client/request.ts';

const NEWS = 'ISrmSysNewsService';
const FILES = 'ISrmSysNewsFileService';

export type NewsAction = 'publishSysNews' | 'cancelSysNews' | 'topSysNews' | 'untopSysNews';
export type NewsFile = { id: number; originalName: string; contentType: string; fileSize: number; width: number | null; height: number | null };
export type NewsHeadline = { id: number; newsNo: string; subject: string; newsBusiness: string; topSign: boolean; publishDate: string | null; isRead: boolean };
export type NewsDetail = NewsHeadline & { content: string; senderType: string; effectiveDate: string; expiringDate: string | null; ispublish: string; files: NewsFile[] };
export type ReadRecord = { id: number; userNo: string; userName: string | null; supplierNo: string | null; readDate: string };
export type DoorSummary = { news: NewsHeadline[]; counts: Record<string, number> };

export function runNewsAction(action: NewsAction, rows: { id: number; version: number }[]): Promise<unknown> {
  return call(NEWS, action, { list: rows });
}

export function outDoorNews(current: number, size: number, condition: { unread?: boolean; newsBusiness?: string }): Promise<Page<NewsHeadline>> {
  return call(NEWS, 'getOutDoorSysNews', { current, size, condition });
}

export function newsById(id: number): Promise<NewsDetail> {
  return call(NEWS, 'getSysNewsById', { id });
}

export function recordReading(newsId: number): Promise<{ readDate: string }> {
  return call(NEWS, 'addNewsReadingRecord', { newsId });
}

export function readRecords(newsId: number, current: number): Promise<Page<ReadRecord>> {
  return call(NEWS, 'getNewsReadingRecords', { newsId, current, size: 20 });
}

export function uploadNewsFile(newsId: number, file: File, onProgress: (percent: number) => void): Promise<NewsFile> {
  return upload(`${FILES}/uploadSrmNewsFile?newsId=${newsId}`, file, onProgress);
}

export function removeNewsFile(id: number): Promise<unknown> {
  return call(FILES, 'deleteSrmNewsFile', { id });
}

export function downloadNewsFile(fileId: number): Promise<DownloadedFile> {
  return download(`${FILES}/downloadSrmNewsFileFileId`, { method: 'POST', body: { fileId } });
}

export function doorSummary(): Promise<DoorSummary> {
  return call('ISrmDoorService', 'getDoorSummary', {});
}
