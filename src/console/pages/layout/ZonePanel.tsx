/**
 * The selected zone of the plan: its cells shelf by shelf (ZoneCells), a legend, and the actions
 * on the selected cells: select all / clear, batch update (isBatchUpdate) and delete (isDelete,
 * after a confirmation; refused as a whole when a cell holds stock or changed meanwhile) and print
 * their location labels (isPrint, IBmCellService/printbmcell through the print dialog).
 */
import { Button, Card, Space, Spin, Tag, App } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellLayout, ZoneLayout } from '../../../shared/layout.ts';
import { cellEntity } from '../../../shared/entities/cell.entity.ts';
import type { MenuPermissions } from '../../../shared/permissions.ts';
import { PrintButton } from '../print/PrintButton.tsx';
import { BatchUpdateDialog } from './BatchUpdateDialog.tsx';
import { CELL_COLOURS } from './layout-colours.ts';
import { layoutApi } from './layout-api.ts';
import { ZoneCells } from './ZoneCells.tsx';

type Props = { warehouseNo: string; zone: ZoneLayout; permissions: MenuPermissions; version: number; onChanged: () => void };

function Legend() {
  const { t } = useTranslation();
  const swatch = (colour: string, label: string) => <Tag key={label} color={colour} variant="outlined" className="wms-legend">{label}</Tag>;
  return (
    <Space wrap size={4}>
      {swatch(CELL_COLOURS.bad, t('field.isBadCell'))}
      {swatch(CELL_COLOURS.occupied, t('layout.occupied'))}
      {Object.entries(CELL_COLOURS.type).map(([type, colour]) => swatch(colour, t(`enum.CELL_TYPE.${type}`)))}
    </Space>
  );
}

export function ZonePanel({ warehouseNo, zone, permissions, version, onChanged }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [cells, setCells] = useState<CellLayout[]>();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [updating, setUpdating] = useState(false);

  const load = useCallback(() => {
    layoutApi.cells(warehouseNo, zone.zoneNo).then((answer) => setCells(answer.cells), () => setCells([]));
  }, [warehouseNo, zone.zoneNo]);
  useEffect(() => {
    setSelected(new Set());
    load();
  }, [load, version]);

  const chosen = useMemo(() => (cells ?? []).filter((cell) => selected.has(cell.id)), [cells, selected]);
  const select = (ids: number[], on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      for (const id of ids) (on ? next.add(id) : next.delete(id));
      return next;
    });

  const remove = () =>
    modal.confirm({
      title: t('layout.deleteTitle'),
      content: t('layout.deleteConfirm', { count: chosen.length }),
      okButtonProps: { danger: true },
      onOk: async () => {
        const answer = await layoutApi.deleteCells(warehouseNo, chosen.map(({ id, version: v }) => ({ id, version: v })));
        message.success(t('layout.deleted', { count: answer.deleted }));
        onChanged();
      },
    });

  return (
    <Card
      title={`${zone.zoneNo} - ${zone.zoneName}`}
      variant="borderless"
      data-testid="zone-panel"
      extra={
        <Space wrap>
          <Button onClick={() => select((cells ?? []).map((c) => c.id), true)} disabled={!cells?.length}>{t('layout.selectAll')}</Button>
          <Button onClick={() => setSelected(new Set())} disabled={selected.size === 0}>{t('layout.clearSelection')}</Button>
          {permissions.isBatchUpdate && <Button type="primary" onClick={() => setUpdating(true)} disabled={chosen.length === 0}>{t('layout.batchUpdate')}</Button>}
          {permissions.isDelete && <Button danger onClick={remove} disabled={chosen.length === 0}>{t('layout.delete')}</Button>}
          {permissions.isPrint && <PrintButton module={cellEntity.menuNo} selected={chosen} onPrinted={load} />}
        </Space>
      }
    >
      <Space orientation="vertical" className="wms-wide">
        <Space wrap>
          <span>{t('layout.selectedCount', { count: chosen.length })}</span>
          <Legend />
        </Space>
        {cells === undefined ? <Spin /> : <ZoneCells cells={cells} selected={selected} onSelect={select} />}
      </Space>
      <BatchUpdateDialog
        open={updating}
        warehouseNo={warehouseNo}
        cells={chosen}
        onClose={() => setUpdating(false)}
        onUpdated={(count) => {
          setUpdating(false);
          message.success(t('layout.updated', { count }));
          onChanged();
        }}
      />
    </Card>
  );
}
