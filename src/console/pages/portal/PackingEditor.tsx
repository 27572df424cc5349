/**
 * The packing of a delivery being created (workflows §3 ASN packing; SUP 5103): pallets of cartons
 * of items, each item one of the delivery's lines (by its position) and a quantity. The server numbers
 * every pallet and carton with an SSCC when the ASN is created. Controlled: `pallets` and `onChange`.
 */
import { Button, Card, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeliveryLine, Pallet } from './delivery-check.ts';

type Props = { lines: DeliveryLine[]; pallets: Pallet[]; onChange: (pallets: Pallet[]) => void };

const newCarton = () => ({ items: [{}] });

export function PackingEditor({ lines, pallets, onChange }: Props) {
  const { t } = useTranslation();
  const options = lines.map((l, i) => ({ value: i, label: `${i + 1}. ${l.purchaseNo} / ${l.purchaseSeq} · ${l.item}` }));
  const set = (p: number, c: number, item: number, change: Partial<Pallet['cartons'][number]['items'][number]>) =>
    onChange(pallets.map((pallet, pi) => pi !== p ? pallet : {
      cartons: pallet.cartons.map((carton, ci) => ci !== c ? carton : { items: carton.items.map((it, ii) => (ii === item ? { ...it, ...change } : it)) }),
    }));
  const editCarton = (p: number, c: number, items: (current: Pallet['cartons'][number]['items']) => Pallet['cartons'][number]['items']) =>
    onChange(pallets.map((pallet, pi) => pi !== p ? pallet : { cartons: pallet.cartons.map((carton, ci) => (ci === c ? { items: items(carton.items) } : carton)) }));
  const editPallet = (p: number, cartons: (current: Pallet['cartons']) => Pallet['cartons']) =>
    onChange(pallets.map((pallet, pi) => (pi === p ? { cartons: cartons(pallet.cartons) } : pallet)));

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="packing-editor">
      {pallets.map((pallet, p) => (
        <Card key={p} size="small" title={t('portal.pallet', { seq: p + 1 })} data-testid={`pallet-${p + 1}`}
          extra={<Button size="small" danger onClick={() => onChange(pallets.filter((_, i) => i !== p))}>{t('portal.delivery.remove')}</Button>}>
          {pallet.cartons.map((carton, c) => (
            <Card key={c} size="small" type="inner" title={t('portal.carton', { seq: c + 1 })} style={{ marginBottom: 8 }}
              extra={<Button size="small" disabled={pallet.cartons.length === 1} onClick={() => editPallet(p, (cartons) => cartons.filter((_, i) => i !== c))}>{t('portal.delivery.remove')}</Button>}>
              {carton.items.map((item, i) => (
                <Space key={i} wrap style={{ marginBottom: 4 }}>
                  <span data-testid={`pack-line-${p + 1}-${c + 1}-${i + 1}`}>
                    <Select style={{ minWidth: 320 }} placeholder={t('portal.delivery.packLine')} options={options} value={item.lineIndex} onChange={(lineIndex: number) => set(p, c, i, { lineIndex })} />
                  </span>
                  <span data-testid={`pack-qty-${p + 1}-${c + 1}-${i + 1}`}>
                    <InputNumber min={0} placeholder={t('portal.shipQty')} value={item.qty} onChange={(qty) => set(p, c, i, { qty })} />
                  </span>
                  <Button size="small" disabled={carton.items.length === 1} onClick={() => editCarton(p, c, (items) => items.filter((_, k) => k !== i))}>{t('portal.delivery.remove')}</Button>
                </Space>
              ))}
              <div><Button size="small" onClick={() => editCarton(p, c, (items) => [...items, {}])}>{t('portal.delivery.addItem')}</Button></div>
            </Card>
          ))}
          <Button size="small" onClick={() => editPallet(p, (cartons) => [...cartons, newCarton()])}>{t('portal.addCarton')}</Button>
        </Card>
      ))}
      <Button onClick={() => onChange([...pallets, { cartons: [newCarton()] }])} data-testid="add-pallet">{t('portal.addPallet')}</Button>
    </Space>
  );
}
