/**
 * The export templates of a list page (spec console §2 export-template picker, §3 Export template,
 * §7 exportexcel with exportName) over ISysExportTemplateService.
 */
import { call } from '../../client/request.ts';
import type { ExportTemplate } from './export-picker.ts';

const SERVICE = 'ISysExportTemplateService';


export function loadTemplates(module: string): Promise<ExportTemplate[]> {
  return call<ExportTemplate[]>(SERVICE, 'getExportTemplateListByModule', { module });
}

export function saveTemplate(template: { module: string; exportName: string; isDefault: number; columns: string[] }): Promise<ExportTemplate> {
  return call<ExportTemplate>(SERVICE, 'saveExportTemplate', template);
}

export function deleteTemplate({ id, version }: ExportTemplate): Promise<number> {
  return call<number>(SERVICE, 'deleteExportTemplateByIds', { delList: [{ id, version }] });
}
