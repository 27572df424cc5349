/**
 * The tab strip above a list (spec console §2): "All" and one tab per value of the entity's
 * `listTabs` field, each with the count of rows of the current search (from the server, above 9999
 * shown as 9999+). Counts reload with the search and after every change of the list.
 */
import { Badge, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '../../shared/entity.ts';
import { call } from '../../client/request.ts';
import { listTabs, type TabCounts } from './list-tabs.ts';

type Props = { entity: EntityDef; condition: Record<string, unknown>; active: string; reloadKey: string; onChange: (tab: string) => void };

export function ListTabs({ entity, condition, active, reloadKey, onChange }: Props) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<TabCounts | undefined>();

  useEffect(() => {
    // A list without a tab field has no strip and asks for no counts (the server has none for it).
    if (!entity.listTabs) return;
    let cancelled = false;
    call<TabCounts>(entity.calls.service, 'getTabCountByParams', { condition }, { quiet: true })
      .then((answer) => !cancelled && setCounts(answer))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [entity, condition, reloadKey]);

  const tabs = listTabs(entity, counts);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      className="wms-list-tabs"
      size="small"
      activeKey={active}
      onChange={onChange}
      data-testid="list-tabs"
      items={tabs.map((tab) => ({
        key: tab.key,
        label: (
          <span data-testid={`list-tab-${tab.key}`}>
            {tab.labelKey ? t(tab.labelKey) : t('list.all')} <Badge count={tab.count} showZero overflowCount={Number.MAX_SAFE_INTEGER} color="#8c8c8c" />
          </span>
        ),
      }))}
    />
  );
}
