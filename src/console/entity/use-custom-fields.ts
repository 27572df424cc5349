/**
 * The custom fields of a page's module (spec console §3 Custom field definition):
 * ISysCustomFieldService/getCustomFieldsByModule { module } once per module; a failed lookup
 * leaves the page without custom fields (spec console §8: failed option lookups are ignored).
 */
import { useEffect, useState } from 'react';
import type { CustomField } from '../../shared/custom-fields.ts';
import { call } from '../../client/request.ts';

export function useCustomFields(module: string): CustomField[] {
  const [fields, setFields] = useState<CustomField[]>([]);
  useEffect(() => {
    let cancelled = false;
    call<CustomField[]>('ISysCustomFieldService', 'getCustomFieldsByModule', { module }, { quiet: true })
      .then((answer) => !cancelled && setFields(answer))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [module]);
  return fields;
}
