/**
 * The calls of the inbound area (menus Inbound 11: arrival-note 110101, cancel-receipt 110102,
 * notice 110301 …). IInArriveService: the arrival note's lists (crud), getinarrivebyid,
 * getinarrivebyinarriveno, addinarrive, updateinarrivebyid, deleteinarrivebyids and one call per
 * action (submit, receive, cancelReceipt, finish, endCase, close, invalid), from the generic
 * document service (document-calls.ts).
 */
import type { CallDef } from '../rpc/call.ts';
import { documentCalls } from '../inventory/documents/document-calls.ts';
import { arrivalDocument } from './arrival-document.ts';

export const inboundCalls: CallDef[] = [...documentCalls(arrivalDocument)];
