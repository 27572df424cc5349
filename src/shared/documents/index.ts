/** Every workflow document, by its header entity's name and by its ledger document type. */
import type { EntityName } from '../entity.ts';
import { ADJUSTMENT } from './adjustment.ts';
import { ARRIVAL } from './arrival.ts';
import type { DocumentDef } from './document.ts';
import { FREEZE } from './freeze.ts';
import { IN_NOTICE } from './inbound-notice.ts';
import { INV_RELEASE } from './invrelease.ts';
import { RECEIPT_BACK } from './receipt-back.ts';
import { OUT_NOTICE } from './outbound-notice.ts';
import { RELEASE } from './release.ts';
import { STOCK_CHECK } from './stock-check.ts';
import { TRANSFER } from './transfer.ts';

export const DOCUMENTS: readonly DocumentDef[] = [ADJUSTMENT, FREEZE, RELEASE, TRANSFER, INV_RELEASE, STOCK_CHECK, ARRIVAL, IN_NOTICE, RECEIPT_BACK, OUT_NOTICE];

/** The document whose header is `entity`, if it is one. */
export function documentOf(entity: EntityName): DocumentDef | undefined {
  return DOCUMENTS.find((doc) => doc.entity.name === entity);
}

/** The document of a ledger document type (ADJ, FRZ, REL, TRF, IRL, CHK, ARV, INN, RTN, OUT), for links from stock history. */
export function documentOfType(docType: string): DocumentDef | undefined {
  return DOCUMENTS.find((doc) => doc.docType === docType);
}
