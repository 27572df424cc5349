/**
 * The purchaser's Receive of an ASN as counted (issue 23, walk 12 defect 1; record 0965): a modal
 * naming the ASN with its open lines (item number and name, its purchase order line, announced =
 * delivery - received) and a counted quantity per line, empty at first; "Every line was counted as announced" fills the counts only when ticked.
 * Each line shows its difference (Short n, Over n, As announced); the OK button "Receive <ASN>"
 * stays disabled until every line is counted, and while a count is below 0: that field turns red and
 * the dialog says why (the server refuses it too, ASN_COUNT_NEGATIVE). `onConfirm(lines)` posts the counts
 * (ISrmAsnService/receivecountedasn): the dialog closes when it succeeds and stays open on a
 * refusal (request.ts has shown it).
 */
import { Checkbox, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../client/request.ts';

type AsnLine = { lineNo: number; itemNo: string; itemName: string | null; purchaseNo: string; purchaseSeq: number; deliveryQty: string; receiveQty: string };
type OpenLine = { lineNo: number; item: string; poLine: string; announced: string };
export type CountedLine = { lineNo: number; qty: string };
type Props = { asn: { id: number; asnNo: string } | null; onConfirm: (lines: CountedLine[]) => Promise<unknown>; onClose: () => void };

export function ReceiveCountDialog({ asn, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<OpenLine[]>([]);
  const [counts, setCounts] = useState<Record<number, string>>({});
  const [asAnnounced, setAsAnnounced] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setLines([]);
    setCounts({});
    setAsAnnounced(false);
    if (!asn) return;
    void call<{ lines: AsnLine[] }>('ISrmAsnService', 'getasnbyid', { id: asn.id }).then((answer) => setLines(answer.lines
      .map((line) => ({ lineNo: line.lineNo, item: [line.itemNo, line.itemName].filter(Boolean).join(' '), poLine: `${line.purchaseNo}/${line.purchaseSeq}`, announced: Decimal.max(new Decimal(line.deliveryQty).minus(line.receiveQty), 0).toFixed() }))
      .filter((line) => new Decimal(line.announced).gt(0))));
  }, [asn]);
  const tick = (checked: boolean) => {
    setAsAnnounced(checked);
    setCounts(checked ? Object.fromEntries(lines.map((line) => [line.lineNo, line.announced])) : {});
  };
  const complete = lines.length > 0 && lines.every((line) => counts[line.lineNo] !== undefined && counts[line.lineNo] !== '');
  const isNegative = (lineNo: number) => counts[lineNo] !== undefined && counts[lineNo] !== '' && new Decimal(counts[lineNo]).lt(0);
  const negative = lines.some((line) => isNegative(line.lineNo));
  const confirm = async () => {
    setBusy(true);
    await onConfirm(lines.map((line) => ({ lineNo: line.lineNo, qty: counts[line.lineNo] }))).then(onClose, () => undefined);
    setBusy(false);
  };
  const difference = (line: OpenLine) => {
    const counted = counts[line.lineNo];
    if (counted === undefined || counted === '' || isNegative(line.lineNo)) return null;
    const diff = new Decimal(counted).minus(line.announced);
    if (diff.isZero()) return <Tag color="green" data-testid={`count-diff-${line.lineNo}`}>{t('portal.receiveCount.match')}</Tag>;
    return diff.lt(0)
      ? <Tag color="orange" data-testid={`count-diff-${line.lineNo}`}>{t('portal.receiveCount.short', { qty: diff.negated().toFixed() })}</Tag>
      : <Tag color="gold" data-testid={`count-diff-${line.lineNo}`}>{t('portal.receiveCount.over', { qty: diff.toFixed() })}</Tag>;
  };
  const asnNo = asn?.asnNo ?? '';
  return (
    <Modal open={asn !== null} width={720} title={t('portal.receiveCount.title', { asnNo })} okText={t('portal.receiveCount.ok', { asnNo })}
      okButtonProps={{ disabled: !complete || negative, loading: busy }} onOk={() => void confirm()} onCancel={onClose} destroyOnHidden data-testid="receive-count-dialog">
      <p>{t('portal.receiveCount.hint')}</p>
      <Checkbox checked={asAnnounced} onChange={(e) => tick(e.target.checked)} data-testid="receive-count-as-announced">{t('portal.receiveCount.asAnnounced')}</Checkbox>
      <Table<OpenLine> style={{ marginTop: 12 }} size="small" rowKey="lineNo" pagination={false} dataSource={lines} data-testid="receive-count-lines"
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 48 },
          { title: t('portal.receiveCount.item'), dataIndex: 'item' },
          { title: t('portal.receiveCount.poLine'), dataIndex: 'poLine' },
          { title: t('portal.receiveCount.announced'), dataIndex: 'announced', align: 'right' },
          {
            title: t('portal.receiveCount.counted'), key: 'counted', width: 140,
            render: (_, line) => (
              <InputNumber<string> stringMode status={isNegative(line.lineNo) ? 'error' : undefined} value={counts[line.lineNo] ?? null} aria-label={`${t('portal.receiveCount.counted')} ${line.lineNo}`} data-testid={`count-qty-${line.lineNo}`}
                onChange={(value) => { setAsAnnounced(false); setCounts((was) => ({ ...was, [line.lineNo]: value ?? '' })); }} />
            ),
          },
          { title: t('portal.receiveCount.difference'), key: 'difference', render: (_, line) => difference(line) },
        ]} />
      {negative && <Typography.Text type="danger" data-testid="receive-count-negative">{t('portal.receiveCount.negative')}</Typography.Text>}
      {!negative && !complete && lines.length > 0 && <Typography.Text type="secondary">{t('portal.receiveCount.missing')}</Typography.Text>}
    </Modal>
  );
}
