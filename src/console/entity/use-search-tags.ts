/**
 * The saved search tags of one list page (spec console §2 advanced search bar, §7 Tags): the fixed
 * tags and the user's own for the page's module (menu number), loaded on mount; adding and deleting
 * reload the list.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../../shared/i18n/index.ts';
import { call } from '../../client/request.ts';

const SERVICE = 'ISysTagService';
/** tagOwnType of the user's own tags (1 is a fixed tag). */
export const TAG_OWN = 2;

/** One tag of ISysTagService/getCurrentUserSysTagListByModule (tagName in the request language). */
export type SearchTag = { id: number; version: number; tagName: string; tagOwnType: number; tagContent: string };

/** What a tag's tagContent holds: the filters and the label of each filter. */
type TagContent = { params: Record<string, unknown>; labels: Record<string, string> };

export function useSearchTags(module: string, routeName: string) {
  const [tags, setTags] = useState<SearchTag[]>([]);

  const load = useCallback(async () => {
    setTags(await call<SearchTag[]>(SERVICE, 'getCurrentUserSysTagListByModule', { module }, { quiet: true }));
  }, [module]);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const add = useCallback(
    async (names: Record<Language, string>, content: TagContent) => {
      const zlI18nList = Object.entries(names).map(([languageCode, description]) => ({ languageCode, description }));
      await call(SERVICE, 'addSysTag', { module, name: routeName, tagContent: JSON.stringify(content), zlI18nList });
      await load();
    },
    [module, routeName, load],
  );

  const remove = useCallback(
    async (tag: SearchTag) => {
      await call(SERVICE, 'deleteSysTagById', { delList: [{ id: tag.id, version: tag.version }] });
      await load();
    },
    [load],
  );

  return { tags, add, remove };
}

/** The filters saved in a tag; a tag whose content is not ours holds none. */
export function tagParams(tag: SearchTag): Record<string, unknown> {
  try {
    const content = JSON.parse(tag.tagContent) as Partial<TagContent>;
    return content.params && typeof content.params === 'object' ? content.params : {};
  } catch {
    return {};
  }
}
