/**
 * Opens the flow of a PDA menu page (registry.ts): loads its module lazily, sends the page's menu
 * number as App-Module-Number while it is open, and shows the "coming" empty state for a page
 * without a flow.
 */
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setCallModule } from '../pda-api.ts';
import { Button, Notice, Screen } from '../ui.tsx';
import type { FlowProps } from './flow-types.ts';
import { flowOf } from './registry.ts';

export function FlowHost(props: FlowProps) {
  const { t } = useTranslation('pda');
  const { menu, nav } = props;
  const flow = flowOf(menu.url);
  const Flow = useMemo(() => (flow ? lazy(flow.load) : null), [flow]);
  useEffect(() => {
    setCallModule(menu.menuNo);
    return () => setCallModule(undefined);
  }, [menu.menuNo]);
  if (!Flow) {
    return (
      <Screen title={menu.menuName} onBack={nav.home} backLabel={t('common.home')} testId="flow-coming" actions={<Button primary onClick={nav.home}>{t('common.home')}</Button>}>
        <h2>{t('coming.title')}</h2>
        <Notice kind="info">{t('coming.text', { name: menu.menuName })}</Notice>
      </Screen>
    );
  }
  return (
    <Suspense fallback={<p className="pda-loading">{t('common.loading')}</p>}>
      <Flow {...props} />
    </Suspense>
  );
}
