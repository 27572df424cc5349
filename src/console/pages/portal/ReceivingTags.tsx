/**
 * An ASN's receiving at the dock as tags (issue 23, record 0900): the `receiving` field of
 * ISrmAsnService/getasnlist (RECEIVING_TAGS of src/shared/yard.ts): a red or orange tag per kind
 * of discrepancy found (short, over, damaged, wrong item, missing pallet), a green On time when
 * the receipt found none, nothing before a truck of the ASN is received; and the column of the
 * ASN tables built on it (both sides' ASN list and the ASN tracking).
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReceivingTag } from '../../../shared/yard.ts';
import type { CheckColumn } from '../stockcheck/CheckTable.tsx';

const COLORS: Record<ReceivingTag, string> = { short: 'orange', over: 'gold', damaged: 'red', wrongItem: 'volcano', missing: 'magenta', onTime: 'green' };

export function ReceivingTags({ tags }: { tags: ReceivingTag[] }) {
  const { t } = useTranslation();
  return (
    <span data-testid="asn-receiving">
      {tags.map((tag) => <Tag key={tag} color={COLORS[tag]} data-testid={`receiving-${tag}`}>{t(`portal.receivingTag.${tag}`)}</Tag>)}
    </span>
  );
}

/** The receiving column of the ASN tables. */
export const RECEIVING_COLUMN: CheckColumn = { field: 'receiving', render: (row) => <ReceivingTags tags={(row.receiving ?? []) as ReceivingTag[]} /> };
