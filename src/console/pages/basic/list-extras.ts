/**
 * Page-specific toolbar tools of generic list pages, by entity: the one small component a page
 * may add to its declaration (docs/decisions/ "Remaining Base pages"). Each receives the page's
 * permissions and a reload callback.
 */
import type { ComponentType } from 'react';
import type { EntityName } from '../../../shared/entity.ts';
import type { ListExtraProps } from './list-extra-props.ts';
import { DOCUMENT_EXTRAS } from '../inventory/document-extras.tsx';
import { PlanButton } from '../layout/PlanButton.tsx';
import { SelfCheckTools } from './SelfCheckTools.tsx';
import { BillTemplateTools } from '../print/BillTemplateTools.tsx';
import { PrintTemplateTools } from '../print/PrintTemplateTools.tsx';
import { CheckPlanTools } from '../stockcheck/CheckPlanTools.tsx';
import { ArrivalImportTools } from '../inbound/ArrivalImportTools.tsx';
import { OutNoticeTools } from '../outbound/OutNoticeTools.tsx';
import { NoticeAllocationLines } from '../outbound/AllocationCard.tsx';
import { NewsTools } from '../portal/NewsTools.tsx';
import { ProposalTools } from '../portal/ProposalTools.tsx';
import { ForecastTools, PlanTools, ScheduleTools } from '../schedule/ScheduleTools.tsx';
import { ArrivalTools } from '../inbound/ArrivalTools.tsx';
import { ArrivalReceiptLines } from '../inbound/ArrivalReceiptLines.tsx';
import type { EntityRow } from '../../entity/entity-api.ts';
import { MessageConfigTools } from '../messages/MessageConfigTools.tsx';
import { MessageDeliveryTools } from '../messages/MessageDeliveryTools.tsx';
import { FeedbackTools } from '../sysapp/FeedbackTools.tsx';
import { ModuleFieldsTools } from '../sysapp/ModuleFieldsTools.tsx';
import { WorkOrderTools } from '../production/WorkOrderTools.tsx';
import { CallbackTools, SourceTools } from '../integrate/IntegrationSecretTools.tsx';


export const LIST_EXTRAS: Partial<Record<EntityName, ComponentType<ListExtraProps>>> = {
  detectItem: SelfCheckTools,
  warehouse: PlanButton,
  cell: PlanButton,
  billTemplate: BillTemplateTools,
  printTemplate: PrintTemplateTools,
  ...DOCUMENT_EXTRAS,
  chkCheckStock: CheckPlanTools,
  arrivalImport: ArrivalImportTools,
  outNotice: OutNoticeTools,
  news: NewsTools,
  // The purchaser's take or decline of a supplier's proposed change (issue 23, walk 9 defect 5).
  srmPurchase: ProposalTools,
  schedule: ScheduleTools,
  procurementPlan: PlanTools,
  procurementForecast: ForecastTools,
  inArrive: ArrivalTools,
  // Message delivery (issue 16): the secret and test mail of a configuration, a message's delivery log.
  messageConfig: MessageConfigTools,
  message: MessageDeliveryTools,
  feedback: FeedbackTools,
  // Module tables (issue 16, sysprint): the fields of the selected row's module.
  designTable: ModuleFieldsTools,
  customField: ModuleFieldsTools,
  workOrder: WorkOrderTools,
  // System.Integrate (integrate2): write-only source authorization and callback secret, callback deliveries.
  integrationSource: SourceTools,
  callback: CallbackTools,
};

/** What an entity's detail drawer shows below its fields (DetailDrawer `extra`), by entity: an arrival note's received lines (record 0970). */
export const DETAIL_EXTRAS: Partial<Record<EntityName, ComponentType<{ row: EntityRow }>>> = {
  inArrive: ArrivalReceiptLines,
  outNotice: NoticeAllocationLines,
};
