/**
 * Outbound release (spec console §2 Outbound release; gate release): the shipped notices still at
 * the gate (IOutReleaseService list, released '0'); the user types the loading details (vehicle
 * plate, required; driver and seal number) and releases the selected notices (isCheck), which then
 * leave the list. On task-release (`byWave`) the list is the shipped waves and the release takes
 * every shipped notice of the selected waves (releasewave). Refusals (not shipped, already
 * released) are shown by request.ts. By notice, the packing list and delivery note of the one
 * selected notice print (ShippingPapers).
 */
import { App, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../../../client/session-store.ts';
import { call } from '../../../client/request.ts';
import type { CheckRow, ListCall } from '../stockcheck/check-api.ts';
import { CheckTable, type CheckColumn } from '../stockcheck/CheckTable.tsx';
import { ShippingPapers } from './ShippingPapers.tsx';

const RELEASES: ListCall = ['IOutReleaseService', 'list'];
const AT_GATE = { released: '0' };
const COLUMNS: CheckColumn[] = [
  { field: 'outNoticeNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'customerNo' }, { field: 'carrierNo' }, { field: 'statusCode', enumMid: 'DOC_STATUS' },
];
const WAVES: ListCall = ['IOutWaveService', 'list'];
const SHIPPED_WAVES = { statusCode: '30' };
const WAVE_COLUMNS: CheckColumn[] = [{ field: 'waveNo' }, { field: 'orgNo' }, { field: 'warehouseNo' }, { field: 'groupKey' }, { field: 'notices' }, { field: 'createDate', kind: 'datetime' }];
const DETAILS = ['plateNo', 'driverName', 'sealNo'] as const;

export function ReleasePage({ menu, byWave = false }: { menu: MenuNode; byWave?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<CheckRow[]>([]);
  const [reloads, setReloads] = useState(0);
  const [details, setDetails] = useState({ plateNo: '', driverName: '', sealNo: '' });
  const release = async () => {
    await call('IOutReleaseService', byWave ? 'releasewave' : 'release', { list: selected.map((row) => ({ id: Number(row.id), version: Number(row.version) })), ...details });
    message.success(t('outbound.releaseDone', { count: selected.length }));
    setSelected([]);
    setDetails({ plateNo: '', driverName: '', sealNo: '' });
    setReloads((n) => n + 1);
  };
  const ready = menu.permissions.isCheck === true && selected.length > 0 && details.plateNo.trim() !== '';
  return (
    <div className="wms-list" data-testid="release-page">
      <Card variant="borderless" className="wms-table-card" title={t(byWave ? 'outbound.shippedWaves' : 'outbound.atGate')}>
        <div className="wms-toolbar">
          <Space wrap>
            {DETAILS.map((field) => (
              <Input key={field} aria-label={t(`field.${field}`)} placeholder={t(`field.${field}`)} value={details[field]} onChange={(e) => setDetails({ ...details, [field]: e.target.value })} data-testid={`release-${field}`} />
            ))}
            <Button type="primary" disabled={!ready} onClick={release} data-testid="release-confirm">
              {t('outbound.release')}
            </Button>
            {!byWave && <ShippingPapers menu={menu} noticeId={selected.length === 1 ? Number(selected[0].id) : undefined} />}
          </Space>
        </div>
        <CheckTable list={byWave ? WAVES : RELEASES} columns={byWave ? WAVE_COLUMNS : COLUMNS} condition={byWave ? SHIPPED_WAVES : AT_GATE} reloads={reloads} selected={selected} onSelect={setSelected} testId="release-table" />
      </Card>
    </div>
  );
}
