/**
 * Toolbar buttons of the system self-check list (spec console §2 systemTest, §7 Self check):
 * "Run self-check" (isCheck) runs the valid items and reports how many passed; "Synchronize"
 * (isModify) adds missing check items, menus and enumeration entries. Both reload the list.
 */
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detectItemEntity } from '../../../shared/entities/detect-item.entity.ts';
import { call } from '../../../client/request.ts';
import type { ListExtraProps } from './list-extra-props.ts';

const { service } = detectItemEntity.calls;

export function SelfCheckTools({ permissions, onDone }: ListExtraProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'detect' | 'synchronize' | undefined>();

  const run = async (action: 'detect' | 'synchronize') => {
    setBusy(action);
    try {
      if (action === 'detect') {
        const rows = await call<{ lastResult: string }[]>(service, 'detect', {});
        message.success(t('selfCheck.done', { passed: rows.filter((row) => row.lastResult === '1').length, total: rows.length }));
      } else {
        message.success(t('selfCheck.synchronized', await call<Record<string, number>>(service, 'clickSynchronize', {})));
      }
      onDone();
    } catch {
      // request.ts has shown the error.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <>
      {permissions.isCheck && (
        <Button type="primary" size="small" loading={busy === 'detect'} onClick={() => void run('detect')} data-testid="self-check-detect">
          {t('selfCheck.detect')}
        </Button>
      )}
      {permissions.isModify && (
        <Button size="small" loading={busy === 'synchronize'} onClick={() => void run('synchronize')} data-testid="self-check-synchronize">
          {t('selfCheck.synchronize')}
        </Button>
      )}
    </>
  );
}
