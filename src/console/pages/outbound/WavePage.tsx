/**
 * The wave pages (spec console §2 Outbound; src/shared/documents/outbound-wave.ts): the open waves
 * of IOutWaveService list with their notice and open pick counts, and the page's own action on
 * the selected waves (WAVE_PAGE_ACTIONS): wave-number builds waves of a warehouse by a wave
 * template, both chosen in pickers (isAdd), and cancels waves (isCancelInvalid, the notices stay allocated); cancel-task
 * undoes the selected waves' allocation (isCancelInvalid); posting-wave ships every notice of the
 * selected waves (isOut). Refusals are shown by request.ts.
 */
import { App, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionFlag } from '../../../shared/permissions.ts';
import type { MenuNode } from '../../../client/session-store.ts';
import { RefPicker } from '../../entity/RefPicker.tsx';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';

const WAVES: ListCall = ['IOutWaveService', 'list'];
const OPEN = { statusCode: '10' };
const COLUMNS: CheckColumn[] = [
  { field: 'waveNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'waveTemplateNo' }, { field: 'groupKey' },
  { field: 'notices' }, { field: 'picks' }, { field: 'createDate', kind: 'datetime' },
];

/** The actions of each wave page: call method, label key (outbound.*) and the flag it needs. */
export const WAVE_PAGE_ACTIONS: Record<string, { method: string; label: string; flag: PermissionFlag }[]> = {
  '120105': [{ method: 'cancelwave', label: 'cancelWave', flag: 'isCancelInvalid' }],
  '120107': [{ method: 'canceltaskwave', label: 'cancelTaskWave', flag: 'isCancelInvalid' }],
  '120108': [{ method: 'shipwave', label: 'shipWave', flag: 'isOut' }],
};

export function WavePage({ menu }: { menu: MenuNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [form, setForm] = useState({ warehouseNo: '', waveTemplateNo: '' });
  const done = () => {
    setSelected([]);
    setReloads((n) => n + 1);
  };
  const build = async () => {
    const waves = await call<{ waveNo: string }[]>('IOutWaveService', 'build', form);
    message.success(t('outbound.wavesBuilt', { count: waves.length }));
    done();
  };
  const run = (method: string, label: string) =>
    modal.confirm({
      title: t('stock.confirmTitle', { action: label, count: selected.length }),
      content: t('stock.confirmPlain'),
      onOk: async () => {
        await call('IOutWaveService', method, { list: selected.map((row) => ({ id: Number(row.id), version: Number(row.version) })) });
        message.success(t('stock.done', { action: label, count: selected.length }));
        done();
      },
    });

  const canBuild = menu.menuNo === '120105' && menu.permissions.isAdd === true;
  return (
    <div className="wms-list" data-testid="wave-page">
      <Card variant="borderless" className="wms-table-card" title={t('outbound.openWaves')}>
        <div className="wms-toolbar">
          <Space wrap>
            {canBuild && (
              <>
                <div style={{ width: 240 }} data-testid="wave-warehouse">
                  <RefPicker entity="warehouse" id="wave-warehouse" placeholder={t('field.warehouseNo')} value={form.warehouseNo || null} onChange={(warehouseNo) => setForm({ ...form, warehouseNo: warehouseNo ?? '' })} />
                </div>
                <div style={{ width: 240 }} data-testid="wave-template">
                  <RefPicker entity="waveTemplate" id="wave-template" placeholder={t('field.waveTemplateNo')} value={form.waveTemplateNo || null} onChange={(waveTemplateNo) => setForm({ ...form, waveTemplateNo: waveTemplateNo ?? '' })} />
                </div>
                <Button type="primary" disabled={!form.warehouseNo || !form.waveTemplateNo} onClick={build} data-testid="wave-build">
                  {t('outbound.buildWaves')}
                </Button>
              </>
            )}
            {(WAVE_PAGE_ACTIONS[menu.menuNo] ?? []).filter((a) => menu.permissions[a.flag] === true).map((a) => (
              <Button key={a.method} disabled={selected.length === 0} onClick={() => run(a.method, t(`outbound.${a.label}`))} data-testid={`wave-${a.method}`}>
                {t(`outbound.${a.label}`)}
              </Button>
            ))}
          </Space>
        </div>
        <CheckTable list={WAVES} columns={COLUMNS} condition={OPEN} reloads={reloads} selected={selected} onSelect={setSelected} testId="wave-table" />
      </Card>
    </div>
  );
}
