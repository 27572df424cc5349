/**
 * Base.File file-management (spec console §2; workflows §8 file messages): a numbered file with
 * its content. The content is uploaded first (multipart `ISysFileService/uploadfile`, at most
 * FILE_SIZE_MAX bytes) and referred to by `contentId`; the database copies its original name,
 * type and size onto the row when the row is saved (see src/server/basecfg/file-routes.ts).
 * Download: `ISysFileService/downloadfile { id }`.
 */
import { defineEntity } from '../entity.ts';

/** Largest file accepted by uploadfile, in bytes (10 MiB). */
export const FILE_SIZE_MAX = 10 * 1024 * 1024;

/** FILE_TYPE: 1 document, 2 image, 3 print template, 4 import template, 5 other. */
export const FILE_TYPES = ['1', '2', '3', '4', '5'] as const;

export const fileEntity = defineEntity({
  name: 'file',
  table: 'sys_file',
  menuNo: '100801',
  route: 'file-management',
  calls: {
    service: 'ISysFileService',
    list: 'getsysfilelistbyparams',
    get: 'getsysfilebyid',
    add: 'addsysfile',
    update: 'updatesysfilebyid',
    remove: 'deletesysfilebyids',
  },
  keyField: 'fileNo',
  titleField: 'fileName',
  scope: 'none',
  physicalDelete: false,
  fields: {
    fileNo: { kind: 'text', key: true, required: true, format: 'code', max: 32, list: true, search: 'fuzzy', section: 'basic' },
    fileName: { kind: 'text', required: true, list: true, search: 'fuzzy', section: 'basic' },
    fileType: { kind: 'enum', required: true, options: FILE_TYPES, enumMid: 'FILE_TYPE', default: '1', list: true, search: 'exact', section: 'basic' },
    module: { kind: 'text', format: 'code', max: 32, list: true, search: 'exact', section: 'basic' },
    contentId: { kind: 'int', required: true, widget: { name: 'fileUpload' }, section: 'content' },
    originalName: { kind: 'text', max: 255, readOnly: true, list: true, section: 'content' },
    contentType: { kind: 'text', max: 255, readOnly: true, list: true, section: 'content' },
    fileSize: { kind: 'int', readOnly: true, list: true, section: 'content' },
    statusCode: { kind: 'status', default: 1, list: true, search: 'exact', section: 'basic' },
    remark: { kind: 'text', section: 'other' },
  },
});
